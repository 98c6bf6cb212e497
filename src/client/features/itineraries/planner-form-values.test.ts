import { describe, expect, it } from 'vitest';
import type { Itinerary } from '../../../shared/itineraries/itinerary.schema.ts';
import { tripRequestMessages } from '../../../shared/itineraries/planner-options.ts';
import { defaultPlannerValues, firstFormProblem, toGenerateRequest, valuesFromItinerary } from './planner-form-values.ts';

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
