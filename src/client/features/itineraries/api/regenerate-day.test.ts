import { describe, expect, it } from 'vitest';
import type { DayEntry } from '../../../../shared/itineraries/itinerary.schema.ts';
import { replaceDay } from './regenerate-day.ts';

const day = (n: number, name = `Hotel ${n}`) => ({ day: n, date: '2026-06-01', accommodation: { name, description: '', costCents: 0 }, meals: {}, activities: [], transportation: [] }) as DayEntry;

describe('replaceDay', () => {
  it('puts the new day where the first entry of its number stood and drops the repeats', () => {
    const plan = [day(1), day(2), day(2, 'repeat'), day(3)];
    expect(replaceDay(plan, day(2, 'new')).map((entry) => `${entry.day}:${entry.accommodation.name}`)).toEqual(['1:Hotel 1', '2:new', '3:Hotel 3']);
  });

  it('adds a day the plan did not have, in order', () => {
    expect(replaceDay([day(1), day(3)], day(2)).map((entry) => entry.day)).toEqual([1, 2, 3]);
  });
});
