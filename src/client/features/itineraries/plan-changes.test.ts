import { describe, expect, it } from 'vitest';
import type { DayEntry, Itinerary } from '../../../shared/itineraries/itinerary.schema.ts';
import { samePlan, withDays } from './plan-changes.ts';

const day = (n: number, name = `Hotel ${n}`): DayEntry => ({ day: n, date: '2030-06-01', accommodation: { name, description: '', costCents: 100_00 }, meals: {}, activities: [], transportation: [] });
const itinerary = (plan: DayEntry[]) => ({ id: 'trip', plan }) as unknown as Itinerary;

describe('the plan shown and the plan stored', () => {
  it('are the same plan whatever the order of the keys', () => {
    const stored = [day(1), day(2)];
    const reordered = stored.map((entry) => ({ transportation: entry.transportation, activities: entry.activities, meals: entry.meals, accommodation: { costCents: 100_00, description: '', name: entry.accommodation.name }, date: entry.date, day: entry.day }));
    expect(samePlan(stored, reordered)).toBe(true);
  });

  it('differ when a day was written again and not stored', () => {
    const stored = itinerary([day(1), day(2)]);
    const shown = withDays(stored, [day(2, 'A new hotel')]);
    expect(shown.plan.map((entry) => entry.accommodation.name)).toEqual(['Hotel 1', 'A new hotel']);
    expect(samePlan(shown.plan, stored.plan)).toBe(false);
    expect(withDays(stored, [])).toBe(stored);
  });

  it('differ in a cost or an item', () => {
    expect(samePlan([day(1)], [{ ...day(1), accommodation: { name: 'Hotel 1', description: '', costCents: 101_00 } }])).toBe(false);
    expect(samePlan([day(1)], [day(1), day(2)])).toBe(false);
  });
});
