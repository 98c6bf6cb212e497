import type { DayEntry, SharedDayEntry } from '../../../../shared/itineraries/itinerary.schema.ts';
import { dayCostBreakdown, formatDollars, perPersonCents, tripCostSummary } from '../../../../shared/itineraries/itinerary-costs.ts';

/*
 * The cost functions take days with every cost present. A shared link that hides costs leaves
 * them out, and the view then shows no figure at all, so these are only called when costs show.
 */
const costed = (day: SharedDayEntry) => day as DayEntry;

export const dayCosts = (day: SharedDayEntry) => dayCostBreakdown(costed(day));

export const tripCosts = (plan: readonly SharedDayEntry[], numPeople: number, budget: number | null) =>
  tripCostSummary(plan.map(costed), { numPeople, budget: budget ?? 0 });

/** '$120', or nothing when the cost is absent. */
export const money = (cents: number | undefined) => (cents === undefined ? undefined : formatDollars(cents));

export const moneyPerPerson = (cents: number, people: number) => formatDollars(perPersonCents(cents, people));
