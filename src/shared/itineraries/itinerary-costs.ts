import type { DayEntry, SharedDayEntry } from './itinerary.schema.ts';

/**
 * Costing of an itinerary, in integer cents so that every total is exactly the sum of its items.
 * Works on shared days too (costs hidden): an absent cost counts as nothing.
 */

export interface DayCostBreakdown {
  accommodationCents: number;
  mealsCents: number;
  activitiesCents: number;
  transportationCents: number;
  flightsCents: number;
  totalCents: number;
}

const sum = (items: readonly { costCents?: number | undefined }[] | undefined) => (items ?? []).reduce((total, item) => total + (item.costCents ?? 0), 0);

export function dayCostBreakdown(day: SharedDayEntry): DayCostBreakdown {
  const accommodationCents = day.accommodation.costCents ?? 0;
  const mealsCents = sum([day.meals.breakfast, day.meals.lunch, day.meals.dinner].filter((meal) => meal !== undefined));
  const activitiesCents = sum(day.activities);
  const transportationCents = sum(day.transportation);
  const flightsCents = sum(day.flights);
  return {
    accommodationCents,
    mealsCents,
    activitiesCents,
    transportationCents,
    flightsCents,
    totalCents: accommodationCents + mealsCents + activitiesCents + transportationCents + flightsCents,
  };
}

/** Days may repeat in a plan; only the first entry per day number is shown (and counted). */
export function firstEntryPerDay<Day extends { day: number }>(plan: readonly Day[]): Day[] {
  const seen = new Set<number>();
  return plan.filter((entry) => {
    if (seen.has(entry.day)) return false;
    seen.add(entry.day);
    return true;
  });
}

/** A per-person share, rounded to whole dollars (spec: per-person costs are rounded). */
export function perPersonCents(cents: number, people: number): number {
  return Math.round(cents / Math.max(1, people) / 100) * 100;
}

export interface TripCostSummary {
  totalCents: number;
  perPersonCents: number;
  /** The requested budget, in cents. */
  budgetCents: number;
  /** How far from the budget, in whole percent of it. */
  percent: number;
  direction: 'under' | 'over';
  /** '12% under budget' or '5% over budget'. */
  label: string;
}

/**
 * The Grand Trip Total: the sum of the shown days (flights included by default: the spec counts
 * them in the planner view only, so the saved-itinerary cards pass `includeFlights: false`).
 */
export function tripCostSummary(plan: readonly SharedDayEntry[], trip: { numPeople: number; budget: number }, options: { includeFlights?: boolean } = {}): TripCostSummary {
  const includeFlights = options.includeFlights ?? true;
  const totalCents = firstEntryPerDay(plan).reduce((total, day) => {
    const costs = dayCostBreakdown(day);
    return total + costs.totalCents - (includeFlights ? 0 : costs.flightsCents);
  }, 0);
  const budgetCents = Math.round(trip.budget * 100);
  const direction = totalCents <= budgetCents ? 'under' : 'over';
  const percent = budgetCents > 0 ? Math.round((Math.abs(budgetCents - totalCents) / budgetCents) * 100) : 0;
  return { totalCents, perPersonCents: perPersonCents(totalCents, trip.numPeople), budgetCents, percent, direction, label: `${percent}% ${direction} budget` };
}

/** '$1,234' for whole dollars, '$12.50' otherwise. */
export function formatDollars(cents: number): string {
  const whole = cents % 100 === 0;
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 })}`;
}

/**
 * The two figures of a plan that My Itineraries shows: the cards' total (flights left out) and
 * the activities of the shown days. Kept beside the plan when it is saved, so that the list never
 * reads a plan.
 */
export function planSummary(plan: readonly DayEntry[]): { totalCents: number; activityCount: number } {
  return {
    totalCents: tripCostSummary(plan, { numPeople: 1, budget: 0 }, { includeFlights: false }).totalCents,
    activityCount: firstEntryPerDay(plan).reduce((count, day) => count + day.activities.length, 0),
  };
}
