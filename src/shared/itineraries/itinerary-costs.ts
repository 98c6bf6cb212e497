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

/** The parts of a trip's cost, in the words the view uses for them. */
export const costCategories = ['flights', 'accommodation', 'meals', 'activities', 'transportation'] as const;
export type CostCategory = (typeof costCategories)[number];

export interface TripCostSummary {
  /** Everything in the shown days, flights included: the one total that every screen shows. */
  totalCents: number;
  perPersonCents: number;
  /** The requested budget, in cents. */
  budgetCents: number;
  /** How far from the budget, in whole percent of it. */
  percent: number;
  direction: 'under' | 'over';
  /** '12% under budget' or '5% over budget'. */
  label: string;
  /** Each category's share of the total, the largest first (ties in the order of costCategories); empty ones left out. */
  categories: { category: CostCategory; cents: number }[];
}

/** How many of the largest categories an over-budget trip names. */
const namedWhenOver = 2;

/**
 * The Grand Trip Total: the sum of the shown days, flights included. The spec counted flights in
 * the planner view only, so the cards showed a smaller total than the view; one total everywhere
 * replaced that (issue 24).
 */
export function tripCostSummary(plan: readonly SharedDayEntry[], trip: { numPeople: number; budget: number }): TripCostSummary {
  const byCategory: Record<CostCategory, number> = { flights: 0, accommodation: 0, meals: 0, activities: 0, transportation: 0 };
  for (const day of firstEntryPerDay(plan)) {
    const costs = dayCostBreakdown(day);
    byCategory.flights += costs.flightsCents;
    byCategory.accommodation += costs.accommodationCents;
    byCategory.meals += costs.mealsCents;
    byCategory.activities += costs.activitiesCents;
    byCategory.transportation += costs.transportationCents;
  }
  const totalCents = costCategories.reduce((total, category) => total + byCategory[category], 0);
  const budgetCents = Math.round(trip.budget * 100);
  const direction = totalCents <= budgetCents ? 'under' : 'over';
  const percent = budgetCents > 0 ? Math.round((Math.abs(budgetCents - totalCents) / budgetCents) * 100) : 0;
  const categories = costCategories
    .map((category) => ({ category, cents: byCategory[category] }))
    .filter((entry) => entry.cents > 0)
    .sort((a, b) => b.cents - a.cents);
  return { totalCents, perPersonCents: perPersonCents(totalCents, trip.numPeople), budgetCents, percent, direction, label: `${percent}% ${direction} budget`, categories };
}

/**
 * What an over-budget trip says: '18% over budget. The biggest costs: flights $2,560,
 * accommodation $1,890.' Undefined within the budget.
 */
export function overBudgetMessage(summary: TripCostSummary): string | undefined {
  if (summary.direction !== 'over') return undefined;
  const biggest = summary.categories.slice(0, namedWhenOver).map((entry) => `${entry.category} ${formatDollars(entry.cents)}`);
  return biggest.length > 0 ? `${summary.label}. The biggest costs: ${biggest.join(', ')}.` : `${summary.label}.`;
}

/**
 * '$1,234': whole dollars everywhere (issue 24: '$223.97' after one day again, beside whole
 * dollars elsewhere). Items are kept to the cent, so a total is exactly the sum of its items
 * before it is rounded for the screen.
 */
export function formatDollars(cents: number): string {
  return `$${Math.round(cents / 100).toLocaleString('en-US')}`;
}

/**
 * The two figures of a plan that My Itineraries shows: the trip total (flights included, as
 * everywhere) and the activities of the shown days. Kept beside the plan when it is saved, so
 * that the list never reads a plan.
 */
export function planSummary(plan: readonly DayEntry[]): { totalCents: number; activityCount: number } {
  return {
    totalCents: tripCostSummary(plan, { numPeople: 1, budget: 0 }).totalCents,
    activityCount: firstEntryPerDay(plan).reduce((count, day) => count + day.activities.length, 0),
  };
}
