import { describe, expect, it } from 'vitest';
import { activitiesBySlot, placeActivity } from './day-layout.ts';
import { dayCostBreakdown, firstEntryPerDay, formatDollars, overBudgetMessage, perPersonCents, planSummary, tripCostSummary } from './itinerary-costs.ts';
import type { DayEntry } from './itinerary.schema.ts';
import { mapsSearchUrl } from './maps-link.ts';

const day = (number: number, overrides: Partial<DayEntry> = {}): DayEntry => ({
  day: number,
  date: `2026-06-0${number}`,
  accommodation: { name: 'Inn', description: '', costCents: 150_00 },
  meals: { breakfast: { name: 'Cafe', description: '', costCents: 12_50 }, dinner: { name: 'Bistro', description: '', costCents: 40_00 } },
  activities: [
    { name: 'Museum', description: 'Morning visit', duration: '2 hours', costCents: 25_00 },
    { name: 'Walk', description: 'In the afternoon', duration: '2 hours', costCents: 0 },
    { name: 'Concert', description: 'An evening show', duration: '2 hours', costCents: 60_00 },
  ],
  transportation: [{ type: 'Metro', description: 'Day pass', costCents: 8_00 }],
  ...overrides,
});

describe('placement (spec: by description)', () => {
  it("puts 'morning' in the morning, 'evening' in the evening and anything else in the afternoon", () => {
    expect(placeActivity({ description: 'A MORNING stroll' })).toBe('morning');
    expect(placeActivity({ description: 'Sunset in the evening' })).toBe('evening');
    expect(placeActivity({ description: 'Late afternoon tea' })).toBe('afternoon');
    expect(placeActivity({ description: 'Anything' })).toBe('afternoon');
  });

  it('follows the planner’s own time of day when it gives one', () => {
    expect(placeActivity({ description: 'morning market', timeOfDay: 'evening' })).toBe('evening');
    const slots = activitiesBySlot(day(1));
    expect(slots.morning.map((activity) => activity.name)).toEqual(['Museum']);
    expect(slots.afternoon.map((activity) => activity.name)).toEqual(['Walk']);
    expect(slots.evening.map((activity) => activity.name)).toEqual(['Concert']);
  });
});

describe('costs', () => {
  it('adds each part of a day, flights included', () => {
    const costs = dayCostBreakdown(day(1, { flights: [{ airline: 'JAL', flightNumber: 'JL7', departureAirport: 'PHX', arrivalAirport: 'HND', departureTime: '8:00 AM', arrivalTime: '3:00 PM', duration: '13h', costCents: 900_00 }] }));
    expect(costs).toEqual({ accommodationCents: 150_00, mealsCents: 52_50, activitiesCents: 85_00, transportationCents: 8_00, flightsCents: 900_00, totalCents: 1_195_50 });
  });

  it('rounds per-person amounts to whole dollars', () => {
    expect(perPersonCents(100_00, 3)).toBe(33_00);
    expect(perPersonCents(100_00, 6)).toBe(17_00);
    expect(perPersonCents(0, 0)).toBe(0);
  });

  it('counts only the first entry per day number', () => {
    const plan = [day(1), day(2), day(1, { accommodation: { name: 'Other', description: '', costCents: 1 } })];
    expect(firstEntryPerDay(plan).map((entry) => entry.accommodation.name)).toEqual(['Inn', 'Inn']);
    expect(tripCostSummary(plan, { numPeople: 2, budget: 1_000 }).totalCents).toBe(2 * 295_50);
  });

  it('says how far under or over the budget the total is, in whole percent', () => {
    expect(tripCostSummary([day(1)], { numPeople: 1, budget: 591 })).toMatchObject({ totalCents: 295_50, percent: 50, direction: 'under', label: '50% under budget' });
    expect(tripCostSummary([day(1)], { numPeople: 1, budget: 200 })).toMatchObject({ percent: 48, direction: 'over', label: '48% over budget' });
    expect(tripCostSummary([day(1)], { numPeople: 1, budget: 295.5 }).label).toBe('0% under budget');
  });

  it('counts flights in every total, the saved cards’ too', () => {
    const withFlight = day(1, { flights: [{ airline: '', flightNumber: '', departureAirport: 'Chicago (ORD)', arrivalAirport: 'Lisbon (LIS)', departureTime: '', arrivalTime: '', duration: '', costCents: 500_00 }] });
    expect(tripCostSummary([withFlight], { numPeople: 1, budget: 100 }).totalCents).toBe(795_50);
    expect(planSummary([withFlight]).totalCents).toBe(795_50);
  });

  it('names the categories, the largest first, and leaves out the empty ones', () => {
    const flight = { airline: '', flightNumber: '', departureAirport: 'Chicago (ORD)', arrivalAirport: 'Lisbon (LIS)', departureTime: '', arrivalTime: '', duration: '', costCents: 2_560_00 };
    const plan = [day(1, { flights: [flight] }), day(2, { activities: [], transportation: [] })];
    expect(tripCostSummary(plan, { numPeople: 2, budget: 3_000 }).categories).toEqual([
      { category: 'flights', cents: 2_560_00 },
      { category: 'accommodation', cents: 300_00 },
      { category: 'meals', cents: 105_00 },
      { category: 'activities', cents: 85_00 },
      { category: 'transportation', cents: 8_00 },
    ]);
    expect(tripCostSummary([day(1, { activities: [], transportation: [] })], { numPeople: 1, budget: 100 }).categories.map((entry) => entry.category)).toEqual(['accommodation', 'meals']);
  });

  it('says how far over the budget a trip is and names its two biggest costs, in whole dollars', () => {
    const flight = { airline: '', flightNumber: '', departureAirport: 'Chicago (ORD)', arrivalAirport: 'Lisbon (LIS)', departureTime: '', arrivalTime: '', duration: '', costCents: 2_559_60 };
    const summary = tripCostSummary([day(1, { flights: [flight], accommodation: { name: 'Inn', description: '', costCents: 1_890_25 } })], { numPeople: 2, budget: 3_000 });
    expect(summary.direction).toBe('over');
    expect(overBudgetMessage(summary)).toBe(`${summary.percent}% over budget. The biggest costs: flights $2,560, accommodation $1,890.`);
    expect(overBudgetMessage(tripCostSummary([day(1)], { numPeople: 1, budget: 1_000 }))).toBeUndefined();
  });

  it('formats dollars as whole dollars, rounding the cents', () => {
    expect(formatDollars(1_234_00)).toBe('$1,234');
    expect(formatDollars(223_97)).toBe('$224');
    expect(formatDollars(12_49)).toBe('$12');
    expect(formatDollars(12_50)).toBe('$13');
    expect(formatDollars(0)).toBe('$0');
  });
});

describe('mapsSearchUrl', () => {
  it('searches the venue in the destination, keyless', () => {
    expect(mapsSearchUrl('Senso-ji Temple', 'Tokyo, Japan')).toBe('https://www.google.com/maps/search/?api=1&query=Senso-ji%20Temple%2C%20Tokyo%2C%20Japan');
  });
});
