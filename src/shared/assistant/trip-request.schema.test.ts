import { describe, expect, it } from 'vitest';
import { assistantHistoryEntryMaxLength, assistantHistoryMaxLength, boundedHistory } from './assistant.schema.ts';
import { hasTripRequest, tripRequestLimits, tripRequestSchema } from './trip-request.schema.ts';

describe('tripRequestSchema', () => {
  it('takes the planner fields and refuses any other, naming it', () => {
    expect(tripRequestSchema.safeParse({ destinationCity: 'Lisbon', numPeople: 2, activities: ['Museums'] }).success).toBe(true);
    const unknown = tripRequestSchema.safeParse({ destinationCity: 'Lisbon', hotelStars: 5 });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.message).toBe('Unknown trip request field: hotelStars.');
  });

  it('bounds every field, so the largest valid trip request stays under 4.5 KB', () => {
    const largest = {
      departureCity: 'a'.repeat(tripRequestLimits.city),
      destinationCity: 'a'.repeat(tripRequestLimits.city),
      numPeople: tripRequestLimits.people,
      budget: tripRequestLimits.budget,
      departureDate: '2026-05-01T00:00:00.000+02:00',
      returnDate: '2026-05-08T00:00:00.000+02:00',
      accommodationPreference: 'a'.repeat(tripRequestLimits.preference),
      foodPreference: 'a'.repeat(tripRequestLimits.preference),
      transportationPreference: 'a'.repeat(tripRequestLimits.preference),
      activities: Array.from({ length: tripRequestLimits.activities }, () => 'a'.repeat(tripRequestLimits.activity)),
      otherPreferences: 'a'.repeat(tripRequestLimits.otherPreferences),
    };
    expect(tripRequestSchema.safeParse(largest).success).toBe(true);
    expect(JSON.stringify(largest).length).toBeLessThan(4_500);
    expect(tripRequestSchema.safeParse({ ...largest, numPeople: 2.5 }).success).toBe(false);
    expect(tripRequestSchema.safeParse({ ...largest, budget: -1 }).success).toBe(false);
    expect(tripRequestSchema.safeParse({ ...largest, activities: [{ name: 'x' }] }).success).toBe(false);
  });

  it('tells an empty trip request from one that says something', () => {
    expect(hasTripRequest(undefined)).toBe(false);
    expect(hasTripRequest({ departureCity: '  ', activities: [' '] })).toBe(false);
    expect(hasTripRequest({ numPeople: 1 })).toBe(true);
    expect(hasTripRequest({ activities: ['Hiking'] })).toBe(true);
  });
});

describe('boundedHistory', () => {
  it('keeps the newest entries within the count, each entry and the total', () => {
    const many = Array.from({ length: 70 }, (_, index) => ({ role: 'user' as const, content: `m${index}` }));
    const kept = boundedHistory(many);
    expect(kept).toHaveLength(50);
    expect(kept[0]?.content).toBe('m20');

    const long = [
      { role: 'user' as const, content: 'old' },
      { role: 'assistant' as const, content: 'x'.repeat(30_000) },
    ];
    const cut = boundedHistory(long);
    expect(cut.map((entry) => entry.content.length)).toEqual([3, assistantHistoryEntryMaxLength]);

    const heavy = Array.from({ length: 5 }, (_, index) => ({ role: 'user' as const, content: String(index).repeat(6_000) }));
    const fitted = boundedHistory(heavy);
    expect(fitted.map((entry) => entry.content[0])).toEqual(['2', '3', '4']);
    expect(fitted.reduce((total, entry) => total + entry.content.length, 0)).toBeLessThanOrEqual(assistantHistoryMaxLength);
  });
});
