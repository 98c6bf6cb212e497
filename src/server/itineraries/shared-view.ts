import type { DayEntry, Itinerary, SharedDayEntry, SharedItinerary } from '../../shared/itineraries/itinerary.schema.ts';
import { withoutAmounts } from './amounts-in-text.ts';

/**
 * What a share link's holder receives. Never the id or the owner. With costs hidden, the server
 * leaves out, rather than the page hiding: every `costCents` (removed, not zeroed: a zero is a
 * figure a page could show), the budget, every amount written inside a text (the model's text
 * fallback keeps "($120 per night)" in a stay's description), and the owner's other preferences,
 * free text in which people write what is theirs alone ("card ending 4242").
 */

type Place = { costCents: number; [field: string]: unknown };

/** Every string field of an item without its amounts, and without its cost. */
function hidden<T extends Place>({ costCents: _cost, ...rest }: T): Omit<T, 'costCents'> {
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, typeof value === 'string' ? withoutAmounts(value) : value])) as Omit<T, 'costCents'>;
}

function withoutCosts(day: DayEntry): SharedDayEntry {
  return {
    day: day.day,
    date: day.date,
    accommodation: hidden(day.accommodation),
    meals: {
      ...(day.meals.breakfast ? { breakfast: hidden(day.meals.breakfast) } : {}),
      ...(day.meals.lunch ? { lunch: hidden(day.meals.lunch) } : {}),
      ...(day.meals.dinner ? { dinner: hidden(day.meals.dinner) } : {}),
    },
    activities: day.activities.map(hidden),
    transportation: day.transportation.map(hidden),
    ...(day.flights ? { flights: day.flights.map(hidden) } : {}),
  };
}

export function sharedView(itinerary: Itinerary, hideCosts: boolean): SharedItinerary {
  const { id: _id, updated: _updated, isCompleted: _completed, plan, budget, otherPreferences, ...trip } = itinerary;
  if (!hideCosts) return { hideCosts, itinerary: { ...trip, budget, otherPreferences, plan } };
  return {
    hideCosts,
    itinerary: {
      ...trip,
      departureCity: withoutAmounts(trip.departureCity),
      destinationCity: withoutAmounts(trip.destinationCity),
      budget: null,
      plan: plan.map(withoutCosts),
    },
  };
}
