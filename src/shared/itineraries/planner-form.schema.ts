import { z } from 'zod/mini';
import { type GenerateItineraryRequest, generateItineraryRequestSchema, type Itinerary, type PlannerPreferences, splitLabels } from './itinerary.schema.ts';
import {
  type AccommodationOption,
  accommodationOptions,
  foodOptions,
  interestOptions,
  plannerDefaults,
  transportationOptions,
  tripLimits,
} from './planner-options.ts';
import { defaultTripDates, firstPlannerProblem, type TripRequestProblem } from './trip-dates.ts';

/** What the planner form holds while the user types; numbers stay text until sent. */
export interface PlannerFormValues {
  departureCity: string;
  destinationCity: string;
  numPeople: string;
  budget: string;
  /** YYYY-MM-DD; '' or undefined once cleared in the picker. */
  departureDate?: string | undefined;
  returnDate?: string | undefined;
  accommodation: AccommodationOption;
  /** Labels of foodOptions. */
  food: string[];
  /** Labels of transportationOptions. */
  transportation: string[];
  /** Of interestOptions. */
  activities: string[];
  otherPreferences: string;
}

const foodLabels: readonly string[] = foodOptions.map((option) => option.label);
const transportationLabels: readonly string[] = transportationOptions.map((option) => option.label);
const interests: readonly string[] = interestOptions;

const isAccommodation = (value: string): value is AccommodationOption => (accommodationOptions as readonly string[]).includes(value);
const known = (values: readonly string[], allowed: readonly string[]) => values.filter((value, index) => allowed.includes(value) && values.indexOf(value) === index);

/**
 * A new trip's form (spec section 9): 5 people, $10,000, dates from today, and the user's saved
 * preferences (only the first three activities), each falling back to the spec's defaults.
 */
export function defaultPlannerValues(now: Date, preferences?: Pick<PlannerPreferences, 'accommodation' | 'food' | 'transportation' | 'activities'>): PlannerFormValues {
  const dates = defaultTripDates(now);
  const food = known(preferences?.food ?? [], foodLabels);
  const transportation = known(preferences?.transportation ?? [], transportationLabels);
  const activities = known(preferences?.activities ?? [], interests).slice(0, plannerDefaults.prefilledActivities);
  return {
    departureCity: '',
    destinationCity: '',
    numPeople: String(plannerDefaults.numPeople),
    budget: String(plannerDefaults.budget),
    departureDate: dates.departureDate,
    returnDate: dates.returnDate,
    accommodation: preferences && isAccommodation(preferences.accommodation) ? preferences.accommodation : plannerDefaults.accommodation,
    food: food.length > 0 ? food : [...plannerDefaults.food],
    transportation: transportation.length > 0 ? transportation : [...plannerDefaults.transportation],
    activities: activities.length > 0 ? activities : [...plannerDefaults.activities],
    otherPreferences: '',
  };
}

/** The form filled from a saved itinerary (Edit). */
export function valuesFromItinerary(itinerary: Itinerary): PlannerFormValues {
  return {
    departureCity: itinerary.departureCity,
    destinationCity: itinerary.destinationCity,
    numPeople: String(itinerary.numPeople),
    budget: String(itinerary.budget),
    departureDate: itinerary.departureDate,
    returnDate: itinerary.returnDate,
    accommodation: isAccommodation(itinerary.accommodationPreference) ? itinerary.accommodationPreference : plannerDefaults.accommodation,
    food: known(splitLabels(itinerary.foodPreference), foodLabels),
    transportation: known(splitLabels(itinerary.transportationPreference), transportationLabels),
    activities: known(itinerary.activities, interests),
    otherPreferences: itinerary.otherPreferences,
  };
}

export type PlannerProblemField = TripRequestProblem['field'] | 'numPeople' | 'budget';

/**
 * The first problem, as a toast says it: the spec's six checks in order, then the numbers (which
 * the browser only hints at, spec section 5).
 */
export function firstFormProblem(values: PlannerFormValues): { field: PlannerProblemField; message: string } | undefined {
  const problem = firstPlannerProblem(values);
  if (problem) return problem;
  const people = Number(values.numPeople);
  if (values.numPeople.trim() === '' || !Number.isInteger(people) || people < tripLimits.minPeople || people > tripLimits.maxPeople) {
    return { field: 'numPeople', message: `Please enter between ${tripLimits.minPeople} and ${tripLimits.maxPeople} people.` };
  }
  const budget = Number(values.budget);
  if (values.budget.trim() === '' || !Number.isInteger(budget) || budget < tripLimits.minBudget || budget > tripLimits.maxBudget) {
    return { field: 'budget', message: `Please enter a budget between $${tripLimits.minBudget} and $${tripLimits.maxBudget.toLocaleString('en-US')}.` };
  }
  return undefined;
}

/** The request to send; call it once `firstFormProblem` found nothing. `itineraryId` replaces that itinerary's plan (editing). */
export function toGenerateRequest(values: PlannerFormValues, itineraryId?: string): GenerateItineraryRequest {
  return {
    departureCity: values.departureCity.trim(),
    destinationCity: values.destinationCity.trim(),
    numPeople: Number(values.numPeople),
    budget: Number(values.budget),
    departureDate: values.departureDate ?? '',
    returnDate: values.returnDate ?? '',
    accommodationPreference: values.accommodation,
    // Comma-joined labels, in the order of the lists (spec section 3).
    foodPreference: foodLabels.filter((label) => values.food.includes(label)).join(', '),
    transportationPreference: transportationLabels.filter((label) => values.transportation.includes(label)).join(', '),
    activities: interestOptions.filter((interest) => values.activities.includes(interest)),
    otherPreferences: values.otherPreferences.trim(),
    ...(itineraryId ? { itineraryId } : {}),
  };
}

const plannerFormValuesSchema = z.object({
  departureCity: z.string(),
  destinationCity: z.string(),
  numPeople: z.string(),
  budget: z.string(),
  departureDate: z.optional(z.string()),
  returnDate: z.optional(z.string()),
  accommodation: z.enum(accommodationOptions),
  food: z.array(z.string()),
  transportation: z.array(z.string()),
  activities: z.array(z.string()),
  otherPreferences: z.string(),
});

/** The form's field for a field of the request (they differ where the request joins labels). */
const formFieldOf = (requestField: PropertyKey | undefined): keyof PlannerFormValues => {
  const renamed: Record<string, keyof PlannerFormValues> = { accommodationPreference: 'accommodation', foodPreference: 'food', transportationPreference: 'transportation' };
  const name = String(requestField);
  return renamed[name] ?? (plannerFieldOrder.includes(name as keyof PlannerFormValues) ? (name as keyof PlannerFormValues) : 'departureCity');
};

/**
 * The planner form's schema (react-hook-form's resolver): its first problem in the spec's order,
 * on that field with the toast's words; then what the route's own schema says of the request the
 * values make (generateItineraryRequestSchema, with the clock's date rules), on the form's fields.
 * Written with the zod functions the public pages already load: a transform would add to the
 * shared zod chunk of every page (docs/bundle-budget.md).
 */
export const plannerFormSchema = plannerFormValuesSchema.check(
  z.superRefine((values, context) => {
    const problem = firstFormProblem(values);
    if (problem) {
      context.issues.push({ code: 'custom', path: [problem.field], message: problem.message, input: values });
      return;
    }
    for (const issue of generateItineraryRequestSchema.safeParse(toGenerateRequest(values)).error?.issues ?? []) {
      context.issues.push({ code: 'custom', path: [formFieldOf(issue.path[0])], message: issue.message, input: values });
    }
  }),
);

/** The request that values plannerFormSchema accepted send: parsed by the route's schema, as the server will. */
export function plannerRequest(values: PlannerFormValues): GenerateItineraryRequest {
  return generateItineraryRequestSchema.parse(toGenerateRequest(values));
}

/** The form's fields in the order a person reads them: the first one with an error is the one to name. */
export const plannerFieldOrder: readonly (keyof PlannerFormValues)[] = [
  'departureCity',
  'destinationCity',
  'numPeople',
  'budget',
  'departureDate',
  'returnDate',
  'accommodation',
  'food',
  'transportation',
  'activities',
  'otherPreferences',
];
