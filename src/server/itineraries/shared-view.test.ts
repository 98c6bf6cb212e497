import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DayEntry, Itinerary } from '../../shared/itineraries/itinerary.schema.ts';
import { renderItineraryText, parseItineraryText } from '../../shared/itineraries/itinerary-text.ts';
import { leftAmount } from './amounts-in-text.ts';
import { planOfflineTrip } from './offline-planner.ts';
import { sharedView } from './shared-view.ts';

const trip = {
  departureCity: 'Phoenix, AZ',
  destinationCity: 'Tokyo, Japan',
  numPeople: 2,
  budget: 5_000,
  departureDate: '2030-06-02',
  returnDate: '2030-06-05',
  accommodationPreference: 'Hotel',
  foodPreference: 'Local cuisine',
  transportationPreference: 'Public Transport',
  activities: ['Museums'],
  otherPreferences: 'Pay with the card ending 4242; my passport is X1234567.',
};
const itinerary = (plan: DayEntry[]): Itinerary => ({ ...trip, id: '7e0c2f55-4d0e-4b8e-9a53-0b8f3e7b2a11', plan, isCompleted: true, created: '2030-01-01T00:00:00.000Z', updated: '2030-01-02T00:00:00.000Z' });

/** Every string anywhere in a value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

describe('the shared view', () => {
  const offline = itinerary(planOfflineTrip(trip).days);

  it('leaves out the id, and shows the rest as saved when costs are shown', () => {
    const open = sharedView(offline, false);
    expect(JSON.stringify(open)).not.toContain(offline.id);
    expect(open.itinerary.plan).toEqual(offline.plan);
    expect(open.itinerary.budget).toBe(trip.budget);
  });

  it('with hidden costs, leaves out every cost, the budget and the other preferences', () => {
    const hidden = sharedView(offline, true);
    expect(hidden.itinerary.budget).toBeNull();
    expect(hidden.itinerary).not.toHaveProperty('otherPreferences');
    const body = JSON.stringify(hidden);
    expect(body).not.toContain('costCents');
    expect(body).not.toContain('4242');
    expect(hidden.itinerary.plan[0]?.flights?.[0]?.airline).toBe(offline.plan[0]?.flights?.[0]?.airline);
    expect(hidden.itinerary.plan[0]?.accommodation.name).toBe(offline.plan[0]?.accommodation.name);
  });

  it("takes the amounts out of the model's text fallback, which writes '($N per night)' into descriptions", () => {
    const parsed = parseItineraryText(renderItineraryText(offline.plan), trip.departureDate);
    expect(parsed[0]?.accommodation.description).toMatch(/\(\$[\d,.]+ per night\)$/);
    const hidden = sharedView(itinerary(parsed), true);
    for (const text of strings(hidden)) expect(text).not.toMatch(leftAmount);
    expect(hidden.itinerary.plan[0]?.accommodation.description).toBe(parsed[0]?.accommodation.description.replace(/ \(\$[\d,.]+ per night\)$/, ''));
  });

  it('leaves no digit beside a currency in any text of the plan, whatever the text', () => {
    const money = fc.array(fc.oneof(fc.constantFrom('$', '€', '£', 'USD', 'EUR', 'dollars', ' per night', '(', ')', ' ', ',', '.'), fc.nat({ max: 99_999 }).map(String), fc.string({ maxLength: 5 })), { maxLength: 20 }).map((parts) => parts.join(''));
    const place = fc.record({ name: money, description: money, venue: money, costCents: fc.nat() });
    const day = fc.record({
      day: fc.constant(1),
      date: fc.constant('2030-06-02'),
      accommodation: place,
      meals: fc.record({ lunch: place }),
      activities: fc.array(fc.record({ name: money, description: money, duration: money, costCents: fc.nat() }), { maxLength: 3 }),
      transportation: fc.array(fc.record({ type: money, description: money, costCents: fc.nat() }), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(fc.array(day, { minLength: 1, maxLength: 3 }), money, (plan, city) => {
        const hidden = sharedView({ ...itinerary(plan), destinationCity: city }, true);
        for (const text of strings(hidden)) expect(text).not.toMatch(leftAmount);
        expect(JSON.stringify(hidden)).not.toContain('costCents');
      }),
      { numRuns: 300 },
    );
  });
});
