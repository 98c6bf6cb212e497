import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Itinerary } from './itinerary.schema.ts';
import { tripRequestMessages } from './planner-options.ts';
import { defaultPlannerValues, firstFormProblem, plannerFormSchema, plannerRequest, toGenerateRequest, valuesFromItinerary } from './planner-form.schema.ts';
import { generateItineraryRequestSchema } from './itinerary.schema.ts';

const now = new Date(2026, 4, 10, 12);

describe('the planner form values', () => {
  it('start from the spec defaults and dates two weeks out', () => {
    const values = defaultPlannerValues(now);
    expect(values).toMatchObject({
      numPeople: '5',
      budget: '10000',
      departureDate: '2026-05-24',
      returnDate: '2026-05-29',
      accommodation: 'Hotel',
      food: ['Local cuisine'],
      transportation: ['Public Transport'],
      activities: ['Museums', 'Food Tours', 'Outdoor Adventures'],
    });
  });

  it('prefill the saved preferences, only the first three activities and only known options', () => {
    const values = defaultPlannerValues(now, {
      accommodation: 'Resort',
      food: ['Street food', 'Caviar'],
      transportation: ['Walking', 'Bicycle'],
      activities: ['Beaches', 'Nightlife', 'Sightseeing', 'Wildlife', 'Shopping'],
    });
    expect(values.accommodation).toBe('Resort');
    expect(values.food).toEqual(['Street food']);
    expect(values.transportation).toEqual(['Walking', 'Bicycle']);
    expect(values.activities).toEqual(['Beaches', 'Nightlife', 'Wildlife']);
  });

  it('fall back when the saved preferences have nothing usable', () => {
    const values = defaultPlannerValues(now, { accommodation: 'Castle', food: [], transportation: [], activities: ['Sightseeing'] });
    expect(values.accommodation).toBe('Hotel');
    expect(values.activities).toEqual(['Museums', 'Food Tours', 'Outdoor Adventures']);
  });

  it('report the six checks in the spec order, then the numbers', () => {
    const valid = { ...defaultPlannerValues(now), departureCity: 'Phoenix, AZ', destinationCity: 'Tokyo, Japan' };
    expect(firstFormProblem(valid)).toBeUndefined();
    expect(firstFormProblem({ ...valid, departureCity: ' ', destinationCity: '' })?.message).toBe(tripRequestMessages.departureCity);
    expect(firstFormProblem({ ...valid, destinationCity: '', departureDate: undefined })?.message).toBe(tripRequestMessages.destinationCity);
    expect(firstFormProblem({ ...valid, departureDate: undefined, returnDate: undefined })?.message).toBe(tripRequestMessages.departureDate);
    expect(firstFormProblem({ ...valid, returnDate: undefined, activities: [] })?.message).toBe(tripRequestMessages.returnDate);
    expect(firstFormProblem({ ...valid, departureDate: '2026-06-10', returnDate: '2026-06-01', activities: [] })?.message).toBe(tripRequestMessages.dateOrder);
    expect(firstFormProblem({ ...valid, activities: [] })?.message).toBe(tripRequestMessages.activities);
    expect(firstFormProblem({ ...valid, numPeople: '0' })?.field).toBe('numPeople');
    expect(firstFormProblem({ ...valid, budget: '' })?.field).toBe('budget');
  });

  it('send labels comma-joined in list order, trimmed text and numbers', () => {
    const values = {
      ...defaultPlannerValues(now),
      departureCity: ' Phoenix, AZ ',
      destinationCity: 'Tokyo, Japan',
      food: ['Street food', 'Local cuisine'],
      transportation: ['Walking'],
      activities: ['Shopping', 'Museums'],
      otherPreferences: '  step-free  ',
    };
    expect(toGenerateRequest(values)).toEqual({
      departureCity: 'Phoenix, AZ',
      destinationCity: 'Tokyo, Japan',
      numPeople: 5,
      budget: 10000,
      departureDate: '2026-05-24',
      returnDate: '2026-05-29',
      accommodationPreference: 'Hotel',
      foodPreference: 'Local cuisine, Street food',
      transportationPreference: 'Walking',
      activities: ['Museums', 'Shopping'],
      otherPreferences: 'step-free',
    });
    expect(toGenerateRequest(values, 'b3f1c1de-1111-4222-8333-444455556666').itineraryId).toBe('b3f1c1de-1111-4222-8333-444455556666');
  });

  it('fill from a saved itinerary for Edit', () => {
    const itinerary = {
      id: 'x',
      departureCity: 'Phoenix, AZ',
      destinationCity: 'Lisbon',
      numPeople: 2,
      budget: 3000,
      departureDate: '2026-06-02',
      returnDate: '2026-06-04',
      accommodationPreference: 'Airbnb',
      foodPreference: 'Street food, Vegetarian',
      transportationPreference: 'Walking',
      activities: ['Beaches'],
      otherPreferences: 'quiet',
      plan: [],
      isCompleted: true,
      created: '',
      updated: '',
    } satisfies Itinerary;
    expect(valuesFromItinerary(itinerary)).toEqual({
      departureCity: 'Phoenix, AZ',
      destinationCity: 'Lisbon',
      numPeople: '2',
      budget: '3000',
      departureDate: '2026-06-02',
      returnDate: '2026-06-04',
      accommodation: 'Airbnb',
      food: ['Street food', 'Vegetarian'],
      transportation: ['Walking'],
      activities: ['Beaches'],
      otherPreferences: 'quiet',
    });
  });
});

describe('the planner form schema (the form’s resolver)', () => {
  const ready = () => ({ ...defaultPlannerValues(new Date()), departureCity: 'Phoenix, AZ', destinationCity: 'Lisbon, Portugal' });
  const issuesOf = (values: unknown) => {
    const parsed = plannerFormSchema.safeParse(values);
    return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  };

  it('names one problem at a time, the first in the spec’s order, on its field', () => {
    expect(issuesOf({ ...ready(), departureCity: ' ', destinationCity: '', activities: [] })).toEqual([{ path: 'departureCity', message: tripRequestMessages.departureCity }]);
    expect(issuesOf({ ...ready(), activities: [] })).toEqual([{ path: 'activities', message: tripRequestMessages.activities }]);
    expect(issuesOf({ ...ready(), numPeople: '0' })).toEqual([{ path: 'numPeople', message: 'Please enter between 1 and 20 people.' }]);
  });

  it('then checks the request with the route’s own rules, such as a departure in the past', () => {
    expect(issuesOf({ ...ready(), departureDate: '2020-01-01', returnDate: '2020-01-03' })).toEqual([{ path: 'departureDate', message: 'The departure date cannot be in the past.' }]);
  });

  it('gives the request the route takes', () => {
    expect(plannerFormSchema.safeParse(ready()).success).toBe(true);
    const parsed = plannerRequest(ready());
    expect(parsed).toEqual(generateItineraryRequestSchema.parse(toGenerateRequest(ready())));
    expect(parsed).toMatchObject({ departureCity: 'Phoenix, AZ', destinationCity: 'Lisbon, Portugal', numPeople: 5, budget: 10000 });
  });

  it('never throws on whatever is typed, and what it accepts the route accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.string({ maxLength: 120 }), fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), fc.string({ maxLength: 600 }), (from, to, people, budget, other) => {
        const values = { ...ready(), departureCity: from, destinationCity: to, numPeople: people, budget, otherPreferences: other };
        const parsed = plannerFormSchema.safeParse(values);
        if (parsed.success) expect(generateItineraryRequestSchema.safeParse(toGenerateRequest(parsed.data)).success).toBe(true);
        else expect(parsed.error.issues.length).toBeGreaterThan(0);
      }),
    );
  });
});
