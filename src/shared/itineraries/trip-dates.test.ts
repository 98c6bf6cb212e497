import { describe, expect, it } from 'vitest';
import { tripRequestSchema } from './itinerary.schema.ts';
import { addDays, defaultTripDates, firstPlannerProblem, firstTripRequestProblem, inclusiveDays, isIsoDate } from './trip-dates.ts';

const now = new Date('2026-11-23T12:00:00Z');
const form = { departureCity: 'Phoenix, AZ', destinationCity: 'Tokyo, Japan', departureDate: '2026-12-01', returnDate: '2026-12-05', activities: ['Museums'] };

describe('trip dates', () => {
  it('counts inclusive days and adds days across months and leap years', () => {
    expect(inclusiveDays('2026-06-02', '2026-06-07')).toBe(6);
    expect(inclusiveDays('2026-06-02', '2026-06-02')).toBe(1);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('knows a real date', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
  });

  it('defaults to a future trip of six days', () => {
    const dates = defaultTripDates(new Date(2026, 10, 23, 10));
    expect(dates).toEqual({ departureDate: '2026-12-07', returnDate: '2026-12-12' });
  });

  it('checks the planner in the spec’s order', () => {
    expect(firstPlannerProblem({ ...form, departureCity: ' ', destinationCity: '', activities: [] })?.message).toBe('Departure city is required');
    expect(firstPlannerProblem({ ...form, destinationCity: '', departureDate: undefined })?.message).toBe('Destination city is required');
    expect(firstPlannerProblem({ ...form, departureDate: undefined, returnDate: undefined })?.message).toBe('Departure date is required');
    expect(firstPlannerProblem({ ...form, returnDate: undefined, activities: [] })?.message).toBe('Return date is required');
    expect(firstPlannerProblem({ ...form, departureDate: '2026-12-09', activities: [] })?.message).toBe('Departure date cannot be after return date');
    expect(firstPlannerProblem({ ...form, activities: [] })?.message).toBe('Please select at least one activity');
    expect(firstPlannerProblem(form)).toBeUndefined();
  });

  it('refuses past departures and trips over 30 days on the server', () => {
    expect(firstTripRequestProblem({ departureDate: '2026-11-21', returnDate: '2026-11-25' }, now)?.message).toBe('The departure date cannot be in the past.');
    // Yesterday in UTC is still today somewhere.
    expect(firstTripRequestProblem({ departureDate: '2026-11-22', returnDate: '2026-11-25' }, now)).toBeUndefined();
    expect(firstTripRequestProblem({ departureDate: '2026-12-01', returnDate: '2026-12-30' }, now)).toBeUndefined();
    expect(firstTripRequestProblem({ departureDate: '2026-12-01', returnDate: '2026-12-31' }, now)?.message).toBe('A trip can be at most 30 days long.');
  });
});

describe('tripRequestSchema', () => {
  const valid = {
    ...form,
    departureDate: addDays(new Date().toISOString().slice(0, 10), 10),
    returnDate: addDays(new Date().toISOString().slice(0, 10), 14),
    numPeople: 5,
    budget: 10_000,
    accommodationPreference: 'Hotel',
    foodPreference: 'Local cuisine, Street food',
    transportationPreference: 'Public Transport',
  };

  it('accepts the planner’s request and defaults the free text', () => {
    const parsed = tripRequestSchema.parse(valid);
    expect(parsed.otherPreferences).toBe('');
  });

  it('names each bad field with its message', () => {
    const result = tripRequestSchema.safeParse({ ...valid, departureCity: '', activities: [], numPeople: 0, budget: 50, foodPreference: 'Pizza', accommodationPreference: 'Castle' });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      departureCity: 'Departure city is required',
      activities: 'Please select at least one activity',
      numPeople: 'At least 1 person.',
      budget: 'The budget must be at least $100.',
      foodPreference: 'Please choose food preferences from the list.',
      accommodationPreference: 'Please choose an accommodation type from the list.',
    });
    expect(tripRequestSchema.safeParse({ ...valid, departureDate: valid.returnDate, returnDate: valid.departureDate }).error?.issues[0]?.message).toBe('Departure date cannot be after return date');
  });
});
