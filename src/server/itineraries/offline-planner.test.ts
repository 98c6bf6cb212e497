import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayEntrySchema, type DayEntry } from '../../shared/itineraries/itinerary.schema.ts';
import { accommodationOptions, foodOptions, interestOptions, transportationOptions } from '../../shared/itineraries/planner-options.ts';
import { addDays } from '../../shared/itineraries/trip-dates.ts';
import { generalVenues, venuesByInterest } from './offline-planner.data.ts';
import { interestsInNote, pickOrder, planOfflineDay, planOfflineTrip, type PlannerTrip, streamOfflineTrip } from './offline-planner.ts';
import { tripLegs } from './trip-distance.ts';

const baseTrip: PlannerTrip = {
  departureCity: 'Phoenix, AZ',
  destinationCity: 'Tokyo, Japan',
  numPeople: 5,
  budget: 10_000,
  departureDate: '2030-06-02',
  returnDate: '2030-06-07',
  accommodationPreference: 'Hotel',
  foodPreference: 'Local cuisine',
  transportationPreference: 'Public Transport',
  activities: ['Museums', 'Food Tours', 'Outdoor Adventures'],
  otherPreferences: '',
};

const cities = ['Phoenix, AZ', 'Tokyo, Japan', 'Paris, France', 'Lyon, France', 'Tucson, AZ', 'Smallville', 'New York, NY', 'Boston, MA', 'Kyoto, Japan'];

const tripArbitrary = fc.record({
  departureCity: fc.constantFrom(...cities),
  destinationCity: fc.constantFrom(...cities),
  numPeople: fc.integer({ min: 1, max: 20 }),
  budget: fc.integer({ min: 1, max: 10_000 }).map((hundreds) => hundreds * 100),
  departureDate: fc.integer({ min: 0, max: 700 }).map((offset) => addDays('2030-01-01', offset)),
  length: fc.integer({ min: 1, max: 30 }),
  accommodationPreference: fc.constantFrom(...accommodationOptions),
  foodPreference: fc.subarray(foodOptions.map((option) => option.label)).map((labels) => labels.join(', ')),
  transportationPreference: fc.subarray(transportationOptions.map((option) => option.label)).map((labels) => labels.join(', ')),
  activities: fc.subarray([...interestOptions], { minLength: 1 }),
  otherPreferences: fc.string({ maxLength: 40 }),
}).map(({ length, ...trip }): PlannerTrip => ({ ...trip, returnDate: addDays(trip.departureDate, length - 1) }));

const total = (plan: readonly DayEntry[]) =>
  plan.reduce(
    (sum, day) =>
      sum +
      day.accommodation.costCents +
      [day.meals.breakfast, day.meals.lunch, day.meals.dinner].reduce((meals, meal) => meals + (meal?.costCents ?? 0), 0) +
      [...day.activities, ...day.transportation, ...(day.flights ?? [])].reduce((items, item) => items + item.costCents, 0),
    0,
  );

const slotOfDescription = (description: string) => (description.toLowerCase().includes('morning') ? 'morning' : description.toLowerCase().includes('evening') ? 'evening' : 'afternoon');

describe('the offline planner', () => {
  it('is deterministic: the same request gives the same trip', () => {
    expect(planOfflineTrip(baseTrip)).toEqual(planOfflineTrip(baseTrip));
    expect(planOfflineTrip({ ...baseTrip, destinationCity: 'Paris, France' }).days).not.toEqual(planOfflineTrip(baseTrip).days);
  });

  it('gives one valid day per date, dated from the departure, landing within 15 % of the budget (flights included)', () => {
    fc.assert(
      fc.property(tripArbitrary, (trip) => {
        const { days } = planOfflineTrip(trip);
        const expectedDays = Math.round((Date.parse(trip.returnDate) - Date.parse(trip.departureDate)) / 86_400_000) + 1;
        expect(days).toHaveLength(expectedDays);
        days.forEach((day, index) => {
          expect(dayEntrySchema.safeParse(day).success, JSON.stringify(day)).toBe(true);
          expect(day.day).toBe(index + 1);
          expect(day.date).toBe(addDays(trip.departureDate, index));
        });
        const cents = total(days);
        expect(Math.abs(cents - trip.budget * 100)).toBeLessThanOrEqual(trip.budget * 100 * 0.15);
      }),
      { numRuns: 300 },
    );
  });

  it('repeats an activity only once every venue that fits its part of the day has been used', () => {
    fc.assert(
      fc.property(tripArbitrary, (trip) => {
        const { days } = planOfflineTrip(trip);
        const city = trip.destinationCity.split(',')[0] as string;
        const pool = [...new Set(trip.activities)].flatMap((interest) => venuesByInterest[interest as keyof typeof venuesByInterest]).concat(generalVenues);
        const used = new Set<string>();
        for (const day of days) {
          // The planner fills the evening first, then the morning, then the afternoon.
          const ordered = [...day.activities].sort((a, b) => pickOrder.indexOf(a.timeOfDay ?? 'afternoon') - pickOrder.indexOf(b.timeOfDay ?? 'afternoon'));
          for (const activity of ordered) {
            if (used.has(activity.name)) {
              const unused = pool.filter((template) => template.slots.includes(activity.timeOfDay ?? 'afternoon') && !used.has(template.name.replaceAll('{city}', city)));
              expect(unused.map((template) => template.name), `${activity.name} repeated on day ${day.day}`).toEqual([]);
            }
            used.add(activity.name);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('never repeats an activity on trips of up to three days', () => {
    fc.assert(
      fc.property(
        tripArbitrary.filter((trip) => Date.parse(trip.returnDate) - Date.parse(trip.departureDate) <= 2 * 86_400_000),
        (trip) => {
          const names = planOfflineTrip(trip).days.flatMap((day) => day.activities.map((activity) => activity.name));
          expect(new Set(names).size).toBe(names.length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('on long trips, uses as many different activities as the chosen interests and the general list offer', () => {
    const trip = { ...baseTrip, departureCity: 'Tokyo, Japan', returnDate: addDays(baseTrip.departureDate, 29) };
    const names = planOfflineTrip(trip).days.flatMap((day) => day.activities.map((activity) => activity.name));
    const available = [...trip.activities.flatMap((interest) => venuesByInterest[interest as keyof typeof venuesByInterest]), ...generalVenues].length;
    expect(new Set(names).size).toBe(available);
  });

  it('spreads the chosen interests and places each activity where its description says', () => {
    fc.assert(
      fc.property(tripArbitrary, (trip) => {
        for (const day of planOfflineTrip(trip).days) {
          for (const activity of day.activities) {
            expect(activity.timeOfDay).toBeDefined();
            expect(slotOfDescription(activity.description)).toBe(activity.timeOfDay);
          }
        }
      }),
      { numRuns: 100 },
    );
    const names = planOfflineTrip(baseTrip).days.flatMap((day) => day.activities.map((activity) => activity.name));
    for (const interest of baseTrip.activities) {
      const interestNames = venuesByInterest[interest as keyof typeof venuesByInterest].map((template) => template.name.replaceAll('{city}', 'Tokyo'));
      expect(names.some((name) => interestNames.includes(name)), interest).toBe(true);
    }
  });

  it('follows the stay type, the food and the transport choices', () => {
    const { days } = planOfflineTrip({ ...baseTrip, accommodationPreference: 'Hostel', foodPreference: 'Vegetarian', transportationPreference: 'Bicycle, Walking' });
    expect(['Tokyo Backpackers', 'The Wandering Owl Hostel']).toContain(days[0]?.accommodation.name);
    const vegetarian = ['Vegetarian Brunch', 'Smoothie Bowl Breakfast', 'Plant-Based Lunch', 'Vegetarian Thali', 'Vegetarian Tasting Dinner', 'Mezze Dinner'];
    for (const day of days) {
      for (const meal of [day.meals.breakfast, day.meals.lunch, day.meals.dinner]) expect(vegetarian).toContain(meal?.name);
      expect(day.transportation.filter((entry) => entry.type !== 'Airport Transfer').map((entry) => entry.type)).toEqual(['Bicycle', 'Walking']);
    }
  });

  it('flies on the first and last day between far-apart cities, and not between near ones', () => {
    const far = planOfflineTrip(baseTrip).days;
    expect(far[0]?.flights?.[0]?.departureAirport).toContain('PHX');
    expect(far[0]?.flights?.[0]?.arrivalAirport).toContain('HND');
    expect(far.at(-1)?.flights?.[0]?.departureAirport).toContain('HND');
    expect(far.slice(1, -1).every((day) => day.flights === undefined)).toBe(true);
    const near = planOfflineTrip({ ...baseTrip, destinationCity: 'Tucson, AZ' }).days;
    expect(near.every((day) => day.flights === undefined)).toBe(true);
  });

  it('streams day by day: a 14-day plan completes within 2 s, Day 1 well before the last', async () => {
    const trip = { ...baseTrip, returnDate: addDays(baseTrip.departureDate, 13) };
    const started = performance.now();
    const arrivals: number[] = [];
    for await (const _day of streamOfflineTrip(trip, { dayDelayMs: 100 })) arrivals.push(performance.now() - started);
    expect(arrivals).toHaveLength(14);
    expect(arrivals.at(-1)).toBeLessThan(2_000);
    expect((arrivals.at(-1) as number) - (arrivals[0] as number)).toBeGreaterThan(1_000);
  });

  it('stops streaming when aborted', async () => {
    const controller = new AbortController();
    const seen: DayEntry[] = [];
    await expect(
      (async () => {
        for await (const day of streamOfflineTrip(baseTrip, { dayDelayMs: 20, signal: controller.signal })) {
          seen.push(day);
          controller.abort(new Error('client gone'));
        }
      })(),
    ).rejects.toThrow('client gone');
    expect(seen).toHaveLength(1);
  });
});

describe('the offline flight rule', () => {
  it('measures known pairs and guesses the rest from the names', () => {
    expect(tripLegs('Phoenix, AZ', 'Tucson, AZ').needsFlights).toBe(false);
    expect(tripLegs('Phoenix, AZ', 'Tokyo, Japan').needsFlights).toBe(true);
    expect(tripLegs('Boston, MA', 'New York, NY').needsFlights).toBe(false);
    expect(tripLegs('Paris', 'Lyon, France').needsFlights).toBe(false);
    expect(tripLegs('Smallville', 'Lyon, France').needsFlights).toBe(true);
    expect(tripLegs('Springfield, IL', 'Chicago, IL').needsFlights).toBe(false);
    expect(tripLegs('Springfield, IL', 'Austin, TX').needsFlights).toBe(true);
  });
});

describe('the destination as written', () => {
  it('puts the city name in the venues as it is: $& and $\' are no replacement patterns', () => {
    for (const city of ['$&ville', "Port $' Royal", '$$ Bay', '$1 Falls']) {
      const { days } = planOfflineTrip({ ...baseTrip, destinationCity: city, activities: ['Museums'] });
      const museum = days.flatMap((day) => day.activities).find((activity) => activity.venue?.endsWith('National Museum'));
      expect(museum?.venue, city).toBe(`${city} National Museum`);
    }
  });
});

describe('regenerating one day offline', () => {
  const { days } = planOfflineTrip(baseTrip);

  it('makes a different, valid day with the same stay, flights and date', () => {
    for (const day of days) {
      const fresh = planOfflineDay(baseTrip, days, day.day, '');
      expect(dayEntrySchema.safeParse(fresh).success).toBe(true);
      expect(fresh.date).toBe(day.date);
      expect(fresh.accommodation).toEqual(day.accommodation);
      expect(fresh.flights).toEqual(day.flights);
      const before = new Set(day.activities.map((activity) => activity.name));
      expect(fresh.activities.some((activity) => !before.has(activity.name)), `day ${day.day}`).toBe(true);
    }
  });

  it("honours 'cheaper' with a lower cost and 'more museums' with museums", () => {
    const day = days[2] as DayEntry;
    const cheaper = planOfflineDay(baseTrip, days, 3, 'cheaper please');
    expect(total([cheaper])).toBeLessThan(total([day]));
    const museums = planOfflineDay(baseTrip, days, 3, 'more museums');
    const museumNames = [...venuesByInterest.Museums, ...venuesByInterest['Art Galleries']].map((template) => template.name.replaceAll('{city}', 'Tokyo'));
    expect(museums.activities.filter((activity) => museumNames.includes(activity.name)).length).toBeGreaterThanOrEqual(2);
    expect(interestsInNote('more museums')).toEqual(['Museums']);
    expect(interestsInNote('a party, then the theatre')).toEqual(['Nightlife']);
  });
});
