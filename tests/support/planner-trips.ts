import type { DayEntry } from '../../src/shared/itineraries/itinerary.schema.ts';
import type { PlannerTrip } from '../../src/server/itineraries/offline-planner.ts';

/** A trip the offline planner's tests start from: two people, a week, Chicago to Lisbon. */
export const baseTrip: PlannerTrip = {
  departureCity: 'Chicago, IL',
  destinationCity: 'Lisbon, Portugal',
  numPeople: 2,
  budget: 6_000,
  departureDate: '2030-06-02',
  returnDate: '2030-06-08',
  accommodationPreference: 'Hotel',
  foodPreference: 'Local cuisine',
  transportationPreference: 'Public Transport',
  activities: ['Museums', 'Historical Sites', 'Local Markets'],
  otherPreferences: '',
};


/** Every priced item of a day, and the plan's total in cents. */
export const itemsOf = (day: DayEntry) => [day.accommodation, day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.activities, ...day.transportation, ...(day.flights ?? [])].filter((item) => item !== undefined);
export const totalOf = (plan: readonly DayEntry[]) => plan.reduce((sum, day) => sum + itemsOf(day).reduce((daySum, item) => daySum + item.costCents, 0), 0);
