import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayCostBreakdown, tripCostSummary } from './itinerary-costs.ts';
import { dayEntrySchema, type DayEntry } from './itinerary.schema.ts';
import { parseItineraryText, placeholderCostCents, renderItineraryText } from './itinerary-text.ts';

const tokyo = `Here is your trip!

**Day 1: Arrival in Tokyo**
Accommodation: Hotel Gracery Shinjuku - a modern hotel above the station ($180 per night)
- Breakfast: Tsukiji Outer Market - fresh sushi at the stalls
- Morning: Senso-ji Temple - Tokyo's oldest temple
- Lunch: Ichiran Ramen
- Afternoon: Ueno Park and the National Museum
- Dinner: Gonpachi - the izakaya from the films
- Evening: Shibuya Crossing at night
- Transportation: Suica card on the JR lines

## Day 2 - Kyoto
Accommodation: Ryokan Sawaya, traditional rooms, $240 a night
Morning: Fushimi Inari before the crowds
- Shopping in Nishiki Market
A quiet day of walking.
Dinner: Pontocho alley
`;

describe('parseItineraryText (spec section 9)', () => {
  it('splits on Day N headings and dates the days from the departure date', () => {
    const days = parseItineraryText(tokyo, '2026-06-02');
    expect(days.map((day) => [day.day, day.date])).toEqual([
      [1, '2026-06-02'],
      [2, '2026-06-03'],
    ]);
  });

  it('takes the accommodation cost from the first $amount, else 100', () => {
    const [first, second] = parseItineraryText(tokyo, '2026-06-02');
    expect(first?.accommodation.costCents).toBe(180_00);
    expect(first?.accommodation.name).toBe('Hotel Gracery Shinjuku');
    expect(second?.accommodation.costCents).toBe(240_00);
    const [plain] = parseItineraryText('Day 1\nAccommodation: a cosy guesthouse', '2026-06-02');
    expect(plain?.accommodation.costCents).toBe(100_00);
    const [comma] = parseItineraryText('Day 1\nAccommodation: Palace suite ($1,250.50 per night)', '2026-06-02');
    expect(comma?.accommodation.costCents).toBe(1_250_50);
  });

  it('uses the fixed placeholder costs for meals, activities and transport', () => {
    const [first] = parseItineraryText(tokyo, '2026-06-02');
    expect(first?.meals.breakfast?.costCents).toBe(20_00);
    expect(first?.meals.lunch?.costCents).toBe(30_00);
    expect(first?.meals.dinner?.costCents).toBe(40_00);
    expect(first?.activities).toHaveLength(3);
    for (const activity of first?.activities ?? []) {
      expect(activity.costCents).toBe(50_00);
      expect(activity.duration).toBe('3 hours');
      expect(activity.venue).toBeUndefined();
    }
    expect(first?.transportation).toEqual([{ type: 'Suica card on the JR lines', description: 'Suica card on the JR lines', costCents: 30_00 }]);
    expect(first?.flights).toBeUndefined();
  });

  it('keeps the time-of-day word in the description, so that the spec places the activity', () => {
    const [first, second] = parseItineraryText(tokyo, '2026-06-02');
    expect(first?.activities.map((activity) => activity.description)).toEqual([
      "Morning: Senso-ji Temple - Tokyo's oldest temple",
      'Afternoon: Ueno Park and the National Museum',
      'Evening: Shibuya Crossing at night',
    ]);
    expect(first?.activities[0]?.name).toBe('Senso-ji Temple');
    // A bullet reads as an activity; a plain sentence does not.
    expect(second?.activities.map((activity) => activity.name)).toEqual(['Fushimi Inari before the crowds', 'Shopping in Nishiki Market']);
  });

  it('creates one default day when no day is found', () => {
    const days = parseItineraryText('Sorry, I can only suggest: walk around and enjoy the food.', '2026-06-02');
    expect(days).toHaveLength(1);
    expect(days[0]?.day).toBe(1);
    expect(days[0]?.date).toBe('2026-06-02');
    expect(days[0]?.accommodation.costCents).toBe(100_00);
    expect(days[0]?.activities).toHaveLength(1);
    expect(parseItineraryText('', '2026-06-02')).toHaveLength(1);
  });

  it("produces the 'Error in parsing' day with zero costs when parsing throws", () => {
    const days = parseItineraryText(tokyo, 'not a date');
    expect(days).toHaveLength(1);
    expect(days[0]?.accommodation.name).toBe('Error in parsing');
    expect(dayCostBreakdown(days[0] as DayEntry).totalCents).toBe(0);
  });

  it('reads back what renderItineraryText writes', () => {
    const plan: DayEntry[] = parseItineraryText(tokyo, '2026-06-02');
    const again = parseItineraryText(renderItineraryText(plan), '2026-06-02');
    expect(again.map((day) => [day.day, day.date, day.accommodation.costCents, day.activities.length, Object.keys(day.meals).length])).toEqual(
      plan.map((day) => [day.day, day.date, day.accommodation.costCents, day.activities.length, Object.keys(day.meals).length]),
    );
  });
});

describe('renderItineraryText', () => {
  const [first] = parseItineraryText(tokyo, '2026-06-02') as [DayEntry];
  const generic = { airline: '', flightNumber: '', departureAirport: 'Chicago (ORD)', arrivalAirport: 'Lisbon (LIS)', departureTime: '6:05 PM', arrivalTime: '7:40 AM (+1)', duration: 'about 8 h 30 min', costCents: 1_280_00 };

  it('writes a generic flight by its route, as an estimate per person, and the parser leaves it alone', () => {
    const text = renderItineraryText([{ ...first, flights: [generic] }], undefined, { numPeople: 2 });
    expect(text).toContain('Flight: Flight Chicago (ORD) to Lisbon (LIS), 6:05 PM - 7:40 AM (+1), about 8 h 30 min, estimated $640 per person');
    const [again] = parseItineraryText(text, '2026-06-02');
    expect(again?.accommodation.costCents).toBe(180_00);
    expect(again?.activities).toHaveLength(first.activities.length);
  });

  it('writes a model’s flight with its airline, and every amount in whole dollars', () => {
    const text = renderItineraryText([{ ...first, accommodation: { ...first.accommodation, costCents: 223_97 }, flights: [{ ...generic, airline: 'TAP Air Portugal', flightNumber: 'TP 1234', costCents: 1_279_60 }] }]);
    expect(text).toContain('Flight: TAP Air Portugal TP 1234, Chicago (ORD) to Lisbon (LIS), 6:05 PM - 7:40 AM (+1), about 8 h 30 min, $1,280');
    expect(text).toContain('($224 per night)');
    expect(text).not.toMatch(/\$\d[\d,]*\.\d/);
  });
});

describe('parseItineraryText properties', () => {
  const dayText = fc
    .tuple(
      fc.integer({ min: 1, max: 40 }),
      fc.array(
        fc.oneof(
          fc.string(),
          fc.constantFrom('Breakfast: toast', 'Lunch: noodles', 'Dinner: tapas $45', 'Morning: hike', 'Evening: jazz', '- a walk', 'Accommodation: Inn ($99)', 'Transport: bus'),
        ),
        { maxLength: 12 },
      ),
    )
    .map(([day, lines]) => [`Day ${day}`, ...lines].join('\n'));
  const anyText = fc.oneof(fc.string({ maxLength: 2_000 }), fc.array(dayText, { maxLength: 8 }).map((days) => days.join('\n\n')));
  const departure = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));

  it('yields at least one valid day for any text, with no negative cost, and totals that add up', () => {
    fc.assert(
      fc.property(anyText, departure, fc.integer({ min: 1, max: 20 }), (text, departureDate, numPeople) => {
        const days = parseItineraryText(text, departureDate);
        expect(days.length).toBeGreaterThanOrEqual(1);
        for (const day of days) {
          expect(dayEntrySchema.safeParse(day).success).toBe(true);
          const costs = dayCostBreakdown(day);
          for (const value of Object.values(costs)) expect(value).toBeGreaterThanOrEqual(0);
          expect(costs.totalCents).toBe(costs.accommodationCents + costs.mealsCents + costs.activitiesCents + costs.transportationCents + costs.flightsCents);
        }
        const summary = tripCostSummary(days, { numPeople, budget: 1_000 });
        const shown = new Map<number, number>();
        for (const day of days) if (!shown.has(day.day)) shown.set(day.day, dayCostBreakdown(day).totalCents);
        expect(summary.totalCents).toBe([...shown.values()].reduce((a, b) => a + b, 0));
      }),
      { numRuns: 300 },
    );
  });

  it('uses only the placeholder costs, except the accommodation', () => {
    const placeholders = new Set<number>([placeholderCostCents.breakfast, placeholderCostCents.lunch, placeholderCostCents.dinner, placeholderCostCents.activity, placeholderCostCents.transportation]);
    fc.assert(
      fc.property(anyText, (text) => {
        for (const day of parseItineraryText(text, '2026-06-02')) {
          const items = [...Object.values(day.meals), ...day.activities, ...day.transportation];
          for (const item of items) expect(placeholders.has(item.costCents)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
