import type { SharedDayEntry } from '../../../../shared/itineraries/itinerary.schema.ts';
import { dayCostBreakdown, formatDollars, perPersonCents, tripCostSummary } from '../../../../shared/itineraries/itinerary-costs.ts';

export const dayCosts = (day: SharedDayEntry) => dayCostBreakdown(day);

/** The trip's totals, flights included (the same total on the cards, the view and a shared page). */
export const tripCosts = (plan: readonly SharedDayEntry[], numPeople: number, budget: number | null) => tripCostSummary(plan, { numPeople, budget: budget ?? 0 });

/** '$120', or nothing when the cost is absent (a shared link that hides costs). */
export const money = (cents: number | undefined) => (cents === undefined ? undefined : formatDollars(cents));

export const moneyPerPerson = (cents: number, people: number) => formatDollars(perPersonCents(cents, people));
