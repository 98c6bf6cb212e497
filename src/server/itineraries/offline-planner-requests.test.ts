import { describe, expect, it } from 'vitest';
import type { DayEntry } from '../../shared/itineraries/itinerary.schema.ts';
import { baseTrip, totalOf } from '../../../tests/support/planner-trips.ts';
import { planOfflineDay, planOfflineTrip, type PlannerTrip } from './offline-planner.ts';
import { unmetRequests } from './request-checks.ts';
import { mealOptions, type MealOption, type VenueOption, venuesIn } from './trip-content/index.ts';
import { readRequests } from './trip-requests.ts';

/** Each request of the README's list, honoured by the offline planner. */

const lisbon = { name: 'Lisbon', countryCode: 'PT' };
const tokyo = { name: 'Tokyo', countryCode: 'JP' };
const plan = (otherPreferences: string, overrides: Partial<PlannerTrip> = {}) => planOfflineTrip({ ...baseTrip, otherPreferences, ...overrides }).days;
const meals = (days: readonly DayEntry[]) => days.flatMap((day) => [day.meals.breakfast, day.meals.lunch, day.meals.dinner].filter((meal) => meal !== undefined));
const activities = (days: readonly DayEntry[]) => days.flatMap((day) => day.activities);

function optionsOf(place: { name: string; countryCode: string }) {
  const venues = new Map<string, VenueOption>(venuesIn(place).map((venue) => [venue.name, venue]));
  const dishes = new Map<string, MealOption>(mealOptions(place).map((meal) => [meal.name, meal]));
  return { venue: (name: string) => venues.get(name), meal: (name: string) => dishes.get(name) };
}

describe('the requests the offline planner follows', () => {
  it('no early mornings: breakfast from 9:30, the first visit at 10:30, no early flight', () => {
    const days = plan('No early mornings please');
    for (const day of days) {
      if (day.meals.breakfast) expect(day.meals.breakfast.time).toMatch(/^(9:30|10:\d\d|11:\d\d) AM/);
      for (const activity of day.activities.filter((candidate) => candidate.timeOfDay === 'morning')) expect(activity.time).toMatch(/^(10|11):\d\d AM/);
    }
    expect(days.filter((day) => day.meals.breakfast).length).toBeGreaterThan(3);
    expect(days[0]?.flights?.[0]?.departureTime).not.toMatch(/^([1-9]|10):\d\d AM$|^10:[0-2]\d AM$/);
  });

  it.each([
    ['vegetarian', 'vegetarian'],
    ['we are vegan', 'vegan'],
    ['kosher food', 'kosher'],
    ['halal please', 'halal'],
  ] as const)('%s: every meal keeps the diet', (text, diet) => {
    const days = plan(text);
    const { meal } = optionsOf(lisbon);
    expect(meals(days).length).toBeGreaterThan(10);
    for (const dish of meals(days)) {
      const diets = meal(dish.name)?.diets ?? [];
      expect(diets.includes(diet) || (diet === 'vegetarian' && diets.includes('vegan')), `${dish.name} is ${diet}`).toBe(true);
    }
    expect(unmetRequests(days, readRequests(text))).toEqual([]);
  });

  it('accessible: step-free venues and stays, no long walks', () => {
    const days = plan('my father uses a wheelchair', { activities: ['Outdoor Adventures', 'Museums', 'Historical Sites'] });
    const { venue } = optionsOf(lisbon);
    for (const activity of activities(days)) {
      expect(venue(activity.name)?.tags, activity.name).toContain('step-free');
      expect(venue(activity.name)?.walking).not.toBe('high');
    }
  });

  it('with children: child-friendly visits and no nightlife', () => {
    const days = plan('travelling with two kids', { activities: ['Nightlife', 'Museums', 'Wildlife'] });
    const { venue } = optionsOf(lisbon);
    expect(activities(days).length).toBeGreaterThan(5);
    for (const activity of activities(days)) {
      expect(venue(activity.name)?.tags, activity.name).toContain('child-friendly');
      expect(venue(activity.name)?.tags).not.toContain('nightlife');
    }
  });

  it('a day trip to a named place: one full day goes there, with the return tickets', () => {
    const days = plan('Day trip to Sintra and no early mornings');
    const trip = days.filter((day) => day.transportation.some((ride) => ride.type === 'Day trip'));
    expect(trip).toHaveLength(1);
    expect(JSON.stringify(trip[0]?.activities)).toContain('Sintra');
    expect(unmetRequests(days, readRequests('Day trip to Sintra'))).toEqual([]);
  });

  it('a day trip to a place that is not near is left out rather than invented', () => {
    const days = plan('day trip to Qwertyville');
    expect(days.some((day) => day.transportation.some((ride) => ride.type === 'Day trip'))).toBe(false);
  });

  it('more museums: more museum visits than without the request', () => {
    const { venue } = optionsOf(lisbon);
    const museums = (days: readonly DayEntry[]) => activities(days).filter((activity) => venue(activity.name)?.interest === 'Museums').length;
    const trip = { activities: ['Beaches', 'Nightlife', 'Museums'] as PlannerTrip['activities'] };
    expect(museums(plan('more museums', trip))).toBeGreaterThan(museums(plan('', trip)));
  });

  it('a temple: one visit to a temple or shrine', () => {
    const days = plan('a temple', { destinationCity: 'Tokyo, Japan', departureCity: 'Seoul, South Korea' });
    const { venue } = optionsOf(tokyo);
    expect(activities(days).some((activity) => venue(activity.name)?.interest === 'Temples')).toBe(true);
  });

  it('less walking: two outings a day at most, none on foot for long, and no walking as transport', () => {
    const days = plan('less walking please', { transportationPreference: 'Walking, Public Transport' });
    const { venue } = optionsOf(lisbon);
    for (const day of days) {
      expect(day.activities.length).toBeLessThanOrEqual(2);
      for (const activity of day.activities) expect(venue(activity.name)?.walking).not.toBe('high');
      expect(day.transportation.map((ride) => ride.type)).not.toContain('Walking');
    }
  });

  it('a rest day: one day with a single restful outing', () => {
    const days = plan('a rest day in the middle');
    const { venue } = optionsOf(lisbon);
    const rest = days.filter((day) => day.activities.length === 1 && venue(day.activities[0]?.name ?? '')?.interest === 'Rest');
    expect(rest).toHaveLength(1);
  });
});

describe('one day again, following its note', () => {
  const trip: PlannerTrip = { ...baseTrip, departureCity: 'Seoul, South Korea', destinationCity: 'Tokyo, Japan', foodPreference: 'Fine dining' };
  const days = planOfflineTrip(trip).days;
  const { venue, meal } = optionsOf(tokyo);

  it('"vegetarian day with a visit to a temple": vegetarian meals and a temple, no wine pairing', () => {
    const again = planOfflineDay(trip, days, 3, 'vegetarian day with a visit to a temple');
    for (const dish of meals([again])) expect(meal(dish.name)?.diets.some((diet) => diet === 'vegetarian' || diet === 'vegan'), dish.name).toBe(true);
    expect(again.activities.some((activity) => venue(activity.name)?.interest === 'Temples')).toBe(true);
    expect(JSON.stringify(again).toLowerCase()).not.toContain('wine');
  });

  it('"cheaper": a day of a well-funded trip costs less, and keeps its stay', () => {
    const rich = { ...trip, budget: 100_000 };
    const richDays = planOfflineTrip(rich).days;
    const old = richDays[2] as DayEntry;
    const again = planOfflineDay(rich, richDays, 3, 'cheaper please');
    expect(totalOf([again])).toBeLessThan(totalOf([old]));
    expect(again.accommodation).toEqual(old.accommodation);
  });

  it('a rest day and a day trip from the note', () => {
    expect(planOfflineDay(trip, days, 4, 'a rest day').activities).toHaveLength(1);
    const toNikko = planOfflineDay(trip, days, 4, 'day trip to Kamakura');
    expect(toNikko.transportation.map((ride) => ride.type)).toContain('Day trip');
  });

  it('answers in whole dollars', () => {
    const again = planOfflineDay(trip, days, 3, 'more museums');
    for (const item of [again.accommodation, ...meals([again]), ...again.activities, ...again.transportation]) expect(item.costCents % 100).toBe(0);
  });
});
