import type { DayFlight } from './itinerary.schema.ts';
import { formatDollars, perPersonCents } from './itinerary-costs.ts';

/**
 * How a flight reads on screen, in a shared page, in the text format and in the calendar. The
 * offline planner writes generic flights (no airline, no number: it never invents one), titled
 * by their route and priced as an estimate per person; a model's flight keeps its airline.
 */

type FlightNames = Pick<DayFlight, 'airline' | 'flightNumber' | 'departureAirport' | 'arrivalAirport'>;

/** A flight without an airline: an estimate, not a booking. */
export function isGenericFlight(flight: Pick<DayFlight, 'airline'>): boolean {
  return flight.airline.trim() === '';
}

/** 'Flight Chicago (ORD) to Lisbon (LIS)', or 'TAP Air Portugal TP 1234'. */
export function flightTitle(flight: FlightNames): string {
  if (isGenericFlight(flight)) return `Flight ${flight.departureAirport} to ${flight.arrivalAirport}`;
  return `${flight.airline} ${flight.flightNumber}`.trim();
}

/**
 * 'estimated $640 per person', then the party's total when there are several: the flight's cost
 * is the party's, and the traveller compares fares per seat.
 */
export function flightEstimate(costCents: number, numPeople: number): { perPerson: string; party?: string } {
  const perPerson = `estimated ${formatDollars(perPersonCents(costCents, numPeople))} per person`;
  return numPeople > 1 ? { perPerson, party: `${formatDollars(costCents)} for ${numPeople} people` } : { perPerson };
}
