import type { PriceLevel } from './geography/index.ts';

/**
 * The offline planner's price estimates. Every amount is a typical price for the choice, at the
 * destination's price level (geography/price-levels.data.ts: United States = 100), in whole
 * dollars. The budget never enters here: it only chooses among options (offline-planner.ts), so
 * the same choice costs the same at $500 and at $20,000.
 */

/**
 * An economy fare per traveller for a one-way flight: $60 plus 9 cents a great-circle kilometre,
 * rounded to $10. Our own round figure for typical advance economy fares (about $640 for
 * Chicago-Lisbon, $420 for New York-Los Angeles); an estimate, never a quote.
 */
export function flightFareUsd(distanceKm: number): number {
  return Math.round((60 + 0.09 * distanceKm) / 10) * 10;
}

/** A train or coach ticket per traveller: $8 plus 12 cents a kilometre, rounded to $5 (our own round figure). */
export function groundFareUsd(distanceKm: number): number {
  return Math.max(10, Math.round((8 + 0.12 * distanceKm) / 5) * 5);
}

/** A train or coach ticket one way on a day trip, at the US level: 15 cents a kilometre (trip-content/day-trips.ts). */
export function dayTripFareUsd(distanceKm: number): number {
  return Math.max(3, Math.round(distanceKm * 0.15));
}

/** A price typical in the United States, at the destination's level: whole dollars, at least $1 for anything not free. */
export function localPrice(usUsd: number, level: PriceLevel): number {
  if (usUsd <= 0) return 0;
  return Math.max(1, Math.round((usUsd * level.index) / 100));
}

/** An airport transfer at the US level: a taxi per car of four, or a train or bus ticket per traveller. */
export const airportTransferUsd = { taxiPerCar: 45, publicPerPerson: 10 } as const;

/** Dollars to the plan's integer cents. */
export const cents = (dollars: number) => Math.round(dollars) * 100;
