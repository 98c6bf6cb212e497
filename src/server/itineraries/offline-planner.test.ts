import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayEntrySchema, type DayEntry } from '../../shared/itineraries/itinerary.schema.ts';
import { tripCostSummary } from '../../shared/itineraries/itinerary-costs.ts';
import { accommodationOptions, foodOptions, interestOptions, transportationOptions } from '../../shared/itineraries/planner-options.ts';
import { addDays } from '../../shared/itineraries/trip-dates.ts';
import { planOfflineTrip, type PlannerTrip, streamOfflineTrip } from './offline-planner.ts';
import { venuesIn } from './trip-content/index.ts';
import { baseTrip, itemsOf, totalOf } from '../../../tests/support/planner-trips.ts';
import { TripTooShortError } from './trip-schedule.ts';

const cities = ['Phoenix, AZ', 'Tokyo, Japan', 'Paris, France', 'Lyon, France', 'Tucson, AZ', 'New York, NY', 'Boston, MA', 'Kyoto, Japan', 'Lisbon, Portugal', 'Hanoi, Vietnam', 'Zurich, Switzerland'];

const tripArbitrary = fc
  .record({
    departureCity: fc.constantFrom(...cities),
    destinationCity: fc.constantFrom(...cities),
    numPeople: fc.integer({ min: 1, max: 20 }),
    budget: fc.integer({ min: 1, max: 10_000 }).map((hundreds) => hundreds * 100),
    departureDate: fc.integer({ min: 0, max: 700 }).map((offset) => addDays('2030-01-01', offset)),
    length: fc.integer({ min: 3, max: 30 }),
    accommodationPreference: fc.constantFrom(...accommodationOptions),
    foodPreference: fc.subarray(foodOptions.map((option) => option.label)).map((labels) => labels.join(', ')),
    transportationPreference: fc.subarray(transportationOptions.map((option) => option.label)).map((labels) => labels.join(', ')),
    activities: fc.subarray([...interestOptions], { minLength: 1 }),
    otherPreferences: fc.constantFrom('', 'vegan', 'no early mornings', 'with kids', 'less walking, a rest day', 'a temple and more museums', 'halal, accessible'),
  })
  .map(({ length, ...trip }): PlannerTrip => ({ ...trip, returnDate: addDays(trip.departureDate, length - 1) }));

const nightlyPrices = (plan: readonly DayEntry[]) => new Map(plan.filter((day) => day.accommodation.costCents > 0).map((day) => [day.accommodation.name, day.accommodation.costCents]));

describe('the offline planner: one valid day per date, priced honestly', () => {
  it('is deterministic: the same request gives the same trip', () => {
    expect(planOfflineTrip(baseTrip)).toEqual(planOfflineTrip(baseTrip));
    expect(planOfflineTrip({ ...baseTrip, destinationCity: 'Paris, France' }).days).not.toEqual(planOfflineTrip(baseTrip).days);
  });

  it('gives valid days, one per date, in whole dollars, whose totals agree with the view', () => {
    fc.assert(
      fc.property(tripArbitrary, (trip) => {
        let days: DayEntry[];
        try {
          days = planOfflineTrip(trip).days;
        } catch (error) {
          // Three days to the other side of the world can leave no time there: said, never planned.
          expect(error).toBeInstanceOf(TripTooShortError);
          return;
        }
        expect(days.map((day) => day.date)).toEqual(days.map((_, index) => addDays(trip.departureDate, index)));
        for (const day of days) {
          expect(dayEntrySchema.safeParse(day).success).toBe(true);
          for (const item of itemsOf(day)) expect(item.costCents % 100).toBe(0);
        }
        expect(tripCostSummary(days, trip).totalCents).toBe(totalOf(days));
      }),
      { numRuns: 60 },
    );
  });

  it('never changes a price with the budget: the same stay, meal or visit costs the same at $500 and at $20,000', () => {
    const trip = { ...baseTrip, departureCity: 'London, UK', destinationCity: 'Tokyo, Japan', numPeople: 4 };
    const poor = planOfflineTrip({ ...trip, budget: 500 }).days;
    const rich = planOfflineTrip({ ...trip, budget: 20_000 }).days;
    const prices = (plan: readonly DayEntry[]) => new Map(plan.flatMap((day) => itemsOf(day).map((item) => [`${'name' in item ? item.name : ''}`, item.costCents] as const)));
    const richPrices = prices(rich);
    let shared = 0;
    for (const [name, cost] of prices(poor)) {
      if (!richPrices.has(name) || cost === 0 || richPrices.get(name) === 0) continue;
      shared++;
      expect(richPrices.get(name), name).toBe(cost);
    }
    expect(shared).toBeGreaterThan(3);
    // Flights for four from London to Tokyo are thousands of dollars, whatever the budget.
    const flights = poor.flatMap((day) => day.flights ?? []);
    expect(flights.reduce((sum, flight) => sum + flight.costCents, 0)).toBeGreaterThan(4 * 2 * 800 * 100);
    expect(totalOf(poor)).toBeGreaterThan(500 * 100);
    // The budget picks the cheaper end of the chosen type, not a cheaper price for the same room.
    expect(Math.max(...nightlyPrices(poor).values())).toBeLessThan(Math.max(...nightlyPrices(rich).values()));
  });

  it('prices places by their level: a week in Tokyo costs more than in Hanoi, Zurich more than Lisbon (flights aside)', () => {
    const week = (destinationCity: string) => {
      const days = planOfflineTrip({ ...baseTrip, departureCity: 'Singapore', destinationCity, budget: 100_000 }).days;
      return totalOf(days) - days.flatMap((day) => day.flights ?? []).reduce((sum, flight) => sum + flight.costCents, 0);
    };
    expect(week('Tokyo, Japan')).toBeGreaterThan(week('Hanoi, Vietnam'));
    expect(week('Zurich, Switzerland')).toBeGreaterThan(week('Lisbon, Portugal'));
  });

  it('feeds the whole party: meals cost each traveller the same, so four pay four times one', () => {
    const mealPrices = (numPeople: number) => new Map(planOfflineTrip({ ...baseTrip, numPeople, budget: 100_000 }).days.flatMap((day) => [day.meals.breakfast, day.meals.lunch, day.meals.dinner].flatMap((meal) => (meal ? [[meal.name, meal.costCents] as const] : []))));
    const one = mealPrices(1);
    const four = mealPrices(4);
    let compared = 0;
    for (const [name, cost] of one) {
      if (!four.has(name)) continue;
      compared++;
      expect(four.get(name)).toBe(cost * 4);
    }
    expect(compared).toBeGreaterThan(3);
  });

  it('flies between far cities with a generic flight: airports, a time from the distance, a fare per person', () => {
    const [first] = planOfflineTrip({ ...baseTrip, numPeople: 1 }).days;
    const flight = first?.flights?.[0];
    expect(flight).toMatchObject({ airline: '', flightNumber: '', departureAirport: 'Chicago (ORD)', arrivalAirport: 'Lisbon (LIS)', departureTimeZone: 'America/Chicago', arrivalTimeZone: 'Europe/Lisbon' });
    expect(flight?.duration).toMatch(/^about 8 h( \d+ min)?$/);
    expect(flight?.costCents).toBe(640_00);
    const hours = (from: string, to: string) => {
      const duration = planOfflineTrip({ ...baseTrip, departureCity: from, destinationCity: to }).days[0]?.flights?.[0]?.duration ?? '';
      const [, h = '0', m = '0'] = /about (\d+) h(?: (\d+) min)?/.exec(duration) ?? [];
      return Number(h) + Number(m) / 60;
    };
    expect(hours('New York, NY', 'Los Angeles, CA')).toBeLessThan(hours('New York, NY', 'Lisbon, Portugal'));
    expect(hours('New York, NY', 'Lisbon, Portugal')).toBeLessThan(hours('New York, NY', 'Tokyo, Japan'));
    expect(planOfflineTrip({ ...baseTrip, departureCity: 'Phoenix, AZ', destinationCity: 'Tucson, AZ' }).days.some((day) => day.flights)).toBe(false);
  });

  it('ends the trip with the journey home: check-out, the transfer and the flight on the last day', () => {
    const days = planOfflineTrip(baseTrip).days;
    const last = days.at(-1) as DayEntry;
    expect(last.accommodation.costCents).toBe(0);
    expect(last.accommodation.time).toMatch(/^Check-out/);
    expect(last.flights?.[0]).toMatchObject({ departureAirport: 'Lisbon (LIS)', arrivalAirport: 'Chicago (ORD)' });
    expect(last.transportation.map((ride) => ride.type)).toContain('Airport transfer');
    expect(last.meals.dinner).toBeUndefined();
  });

  it('starts Day 1 when the traveller arrives: an evening flight leaves only the transfer, the check-in and perhaps dinner', () => {
    const days = planOfflineTrip({ ...baseTrip, departureCity: 'Chicago, IL', destinationCity: 'New York, NY', otherPreferences: 'an evening flight' }).days;
    const first = days[0] as DayEntry;
    expect(first.flights?.[0]?.departureTime).toMatch(/PM$/);
    expect(first.activities).toEqual([]);
    expect(first.meals.breakfast).toBeUndefined();
    expect(first.meals.lunch).toBeUndefined();
    expect(first.accommodation.time ?? days[1]?.accommodation.time).toMatch(/^Check-in \d+:\d\d (AM|PM)$/);
    expect(first.transportation.map((ride) => ride.type)).toContain('Airport transfer');
  });

  it('spends an overnight flight in the air: no stay is paid that night, the city starts the next day', () => {
    const days = planOfflineTrip({ ...baseTrip, departureCity: 'London, UK', destinationCity: 'Tokyo, Japan' }).days;
    const [first, second] = days as [DayEntry, DayEntry];
    expect(first.flights?.[0]?.arrivalTime).toMatch(/\(\+1\)$/);
    expect(first.activities).toEqual([]);
    expect(second.activities.length).toBeGreaterThan(0);
  });

  it('refuses a trip shorter than its journey with a clear message', () => {
    expect(() => planOfflineTrip({ ...baseTrip, departureCity: 'London, UK', destinationCity: 'Sydney, Australia', returnDate: baseTrip.departureDate })).toThrow(TripTooShortError);
    expect(() => planOfflineTrip({ ...baseTrip, departureCity: 'London, UK', destinationCity: 'Sydney, Australia', returnDate: baseTrip.departureDate })).toThrow(/Please choose a later return date/);
  });

  it("never takes one city's named venue to another", () => {
    const named = (city: string, countryCode: string) => new Set(venuesIn({ name: city, countryCode }).filter((venue) => venue.named).map((venue) => venue.name));
    const chicago = named('Chicago', 'US');
    for (const destinationCity of ['Lisbon, Portugal', 'Tokyo, Japan', 'Porto, Portugal', 'Lyon, France']) {
      const names = planOfflineTrip({ ...baseTrip, departureCity: 'Boston, MA', destinationCity, activities: [...interestOptions] }).days.flatMap((day) => day.activities.map((activity) => activity.name));
      for (const name of names) expect(chicago.has(name), `${name} in ${destinationCity}`).toBe(false);
    }
  });

  it('names real landmarks in a well-known city, and describes honestly elsewhere', () => {
    const lisbon = named(planOfflineTrip(baseTrip).days);
    expect(lisbon.length).toBeGreaterThan(0);
    const small = planOfflineTrip({ ...baseTrip, destinationCity: 'Guimarães, Portugal' }).days.flatMap((day) => day.activities);
    expect(small.length).toBeGreaterThan(0);
    for (const activity of small) expect(activity.venue).toBeUndefined();
  });

  it('streams the days one by one, a delay apart', async () => {
    const arrivals: number[] = [];
    const started = performance.now();
    for await (const _day of streamOfflineTrip({ ...baseTrip, returnDate: addDays(baseTrip.departureDate, 3) }, { dayDelayMs: 50 })) arrivals.push(performance.now() - started);
    expect(arrivals).toHaveLength(4);
    expect(arrivals[3]).toBeGreaterThan(150);
  });
});

function named(days: readonly DayEntry[]) {
  return days.flatMap((day) => day.activities).filter((activity) => activity.venue !== undefined);
}
