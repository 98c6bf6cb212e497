import { z } from 'zod/mini';
import {
  accommodationOptions,
  foodOptions,
  interestOptions,
  transportationOptions,
  tripLimits,
  tripRequestMessages,
} from './planner-options.ts';
import { multiLineText, oneLineText } from './saved-text.ts';
import { firstTripRequestProblem, isIsoDate } from './trip-dates.ts';

/**
 * The travel planner's contracts: the trip request the form sends, the day entries the planner
 * streams, the saved itinerary, its share link and the stream's events. Money is integer cents
 * everywhere (`…Cents`); the trip request's budget is whole dollars, as the form asks for it.
 */

// Every text of a trip request and a day drops its control characters before it is checked
// (saved-text.ts): what is stored, streamed or written to a calendar never holds one.
const requiredText = (max: number, message: string) =>
  z.string(message).check(z.overwrite(oneLineText), z.trim(), z.minLength(1, message), z.maxLength(max, `Please keep this under ${max.toLocaleString('en-US')} characters.`));

const isoDateSchema = (message: string) => z.string(message).check(z.minLength(1, message), z.refine(isIsoDate, 'Please give a date as YYYY-MM-DD.'));

const foodLabels = foodOptions.map((option) => option.label) as string[];
const transportationLabels = transportationOptions.map((option) => option.label) as string[];

/** A comma-joined list of known labels (the spec's shape for food and transportation); may be empty. */
const labelList = (labels: string[], what: string) =>
  z.string().check(
    z.maxLength(300),
    z.refine((value) => splitLabels(value).every((label) => labels.includes(label)), `Please choose ${what} from the list.`),
  );

/** 'Local cuisine, Street food' -> ['Local cuisine', 'Street food']. */
export function splitLabels(value: string): string[] {
  return value
    .split(',')
    .map((label) => label.trim())
    .filter(Boolean);
}

/** The trip request fields (spec section 3), each bounded; the date rules are checked on the whole. */
export const tripRequestShape = {
  departureCity: requiredText(tripLimits.city, tripRequestMessages.departureCity),
  destinationCity: requiredText(tripLimits.city, tripRequestMessages.destinationCity),
  numPeople: z
    .number('Please enter the number of people.')
    .check(
      z.int('Please enter a whole number of people.'),
      z.minimum(tripLimits.minPeople, `At least ${tripLimits.minPeople} person.`),
      z.maximum(tripLimits.maxPeople, `At most ${tripLimits.maxPeople} people.`),
    ),
  /** Whole dollars. */
  budget: z
    .number('Please enter a budget.')
    .check(
      z.int('Please enter the budget in whole dollars.'),
      z.minimum(tripLimits.minBudget, `The budget must be at least $${tripLimits.minBudget}.`),
      z.maximum(tripLimits.maxBudget, `The budget can be at most $${tripLimits.maxBudget.toLocaleString('en-US')}.`),
    ),
  /** YYYY-MM-DD. */
  departureDate: isoDateSchema(tripRequestMessages.departureDate),
  /** YYYY-MM-DD. */
  returnDate: isoDateSchema(tripRequestMessages.returnDate),
  accommodationPreference: z.enum(accommodationOptions, 'Please choose an accommodation type from the list.'),
  /** Comma-joined labels of foodOptions. */
  foodPreference: labelList(foodLabels, 'food preferences'),
  /** Comma-joined labels of transportationOptions. */
  transportationPreference: labelList(transportationLabels, 'transportation'),
  activities: z
    .array(z.enum(interestOptions, 'Please choose activities from the list.'), tripRequestMessages.activities)
    .check(z.minLength(1, tripRequestMessages.activities), z.maxLength(interestOptions.length)),
  otherPreferences: z._default(z.string().check(z.overwrite(multiLineText), z.maxLength(tripLimits.otherPreferences, `Please keep this under ${tripLimits.otherPreferences.toLocaleString('en-US')} characters.`)), ''),
};

/**
 * The date rules that span fields (order, length, not in the past), checked with the clock of
 * whoever parses: the server has the last word, the form uses the same function.
 */
const tripDateRules = z.superRefine((trip: { departureDate: string; returnDate: string }, context) => {
  const problem = firstTripRequestProblem(trip, new Date());
  if (problem) context.issues.push({ code: 'custom', message: problem.message, path: [problem.field], input: trip[problem.field as 'departureDate'] });
});

export const tripRequestSchema = z.object(tripRequestShape).check(tripDateRules);
export type TripRequest = z.output<typeof tripRequestSchema>;
export type TripRequestInput = z.input<typeof tripRequestSchema>;

/** POST /api/itineraries/generate: a trip request; with `itineraryId`, that itinerary's plan is replaced (editing, not a new itinerary). */
export const generateItineraryRequestSchema = z.object({ ...tripRequestShape, itineraryId: z.optional(z.uuid('Unknown itinerary.')) }).check(tripDateRules);
export type GenerateItineraryRequest = z.output<typeof generateItineraryRequestSchema>;

// ---- Day entries (spec section 3) ----

const cents = z.number().check(z.int(), z.minimum(0), z.maximum(100_000_000_00));
const shortText = (max: number) => z.string().check(z.overwrite(oneLineText), z.maxLength(max));

export const timesOfDay = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

/** Built with the cost field given, so that a shared link can leave every cost out (`sharedDayEntrySchema`). */
function dayEntrySchemaWith<Cost extends z.ZodMiniType>(cost: Cost) {
  /**
   * `time`: when the planner set a time of its own ('9:30-10:30 AM': a late start asked for, a
   * late arrival's check-in), shown instead of the spec's fixed slot; absent, the slot applies.
   */
  const time = z.optional(shortText(40));
  const place = z.object({ name: shortText(200), description: shortText(1_000), venue: z.optional(shortText(200)), time, costCents: cost });
  return z.object({
    day: z.number().check(z.int(), z.minimum(1), z.maximum(366)),
    /** YYYY-MM-DD: the departure date plus day - 1 (DESIGN.md). */
    date: z.string().check(z.refine(isIsoDate)),
    accommodation: place,
    meals: z.object({ breakfast: z.optional(place), lunch: z.optional(place), dinner: z.optional(place) }),
    activities: z
      .array(
        z.object({
          name: shortText(200),
          description: shortText(1_000),
          venue: z.optional(shortText(200)),
          /** '3 hours' */
          duration: shortText(50),
          time,
          costCents: cost,
          /** Where the model or planner put it; without it the view places by the spec's rule on the description. */
          timeOfDay: z.optional(z.enum(timesOfDay)),
        }),
      )
      .check(z.maxLength(20)),
    transportation: z.array(z.object({ type: shortText(100), description: shortText(1_000), venue: z.optional(shortText(200)), costCents: cost })).check(z.maxLength(10)),
    flights: z.optional(
      z
        .array(
          z.object({
            /** Empty for a generic flight (the offline planner never invents an airline or a number). */
            airline: shortText(100),
            flightNumber: shortText(20),
            /** 'Chicago (ORD)': the city and the airport's IATA code. */
            departureAirport: shortText(100),
            arrivalAirport: shortText(100),
            /** '8:05 AM' */
            departureTime: shortText(20),
            arrivalTime: shortText(20),
            /** '11h 30m' */
            duration: shortText(50),
            venue: z.optional(shortText(200)),
            /**
             * IANA zones of the two airports ('America/Chicago'), when the planner knows them: the
             * times above are local to each end, and the calendar export writes them in these zones.
             */
            departureTimeZone: z.optional(shortText(64)),
            arrivalTimeZone: z.optional(shortText(64)),
            costCents: cost,
          }),
        )
        .check(z.maxLength(6)),
    ),
  });
}

export const dayEntrySchema = dayEntrySchemaWith(cents);
export type DayEntry = z.infer<typeof dayEntrySchema>;
export type DayPlace = DayEntry['accommodation'];
export type DayActivity = DayEntry['activities'][number];
export type DayTransportation = DayEntry['transportation'][number];
export type DayFlight = NonNullable<DayEntry['flights']>[number];

/** A day as a 'hide costs' share link shows it: every cost may be absent. */
export const sharedDayEntrySchema = dayEntrySchemaWith(z.optional(cents));
export type SharedDayEntry = z.infer<typeof sharedDayEntrySchema>;

// ---- Saved itineraries ----

const tripRequestOutputShape = {
  departureCity: z.string(),
  destinationCity: z.string(),
  numPeople: z.number(),
  budget: z.number(),
  departureDate: z.string(),
  returnDate: z.string(),
  accommodationPreference: z.string(),
  foodPreference: z.string(),
  transportationPreference: z.string(),
  activities: z.array(z.string()),
  otherPreferences: z.string(),
};

/** A trip request as it is stored with an itinerary (the planner reads it back to plan a day again). */
export const savedTripSchema = z.object(tripRequestOutputShape);
export type SavedTrip = z.infer<typeof savedTripSchema>;

export const itinerarySchema = z.object({
  id: z.string(),
  ...tripRequestOutputShape,
  plan: z.array(dayEntrySchema),
  isCompleted: z.boolean(),
  /** ISO date-times. */
  created: z.string(),
  updated: z.string(),
});
export type Itinerary = z.infer<typeof itinerarySchema>;

/** POST /api/itineraries and PUT /api/itineraries/:id: a trip request and its plan (Save stores the current state). */
export const saveItineraryRequestSchema = z.object({ ...tripRequestShape, plan: z.array(dayEntrySchema).check(z.minLength(1), z.maxLength(tripLimits.maxDays * 2)) });
export type SaveItineraryRequest = z.output<typeof saveItineraryRequestSchema>;

export const itineraryIdParamsSchema = z.object({ id: z.uuid('Itinerary not found.') });
export const itineraryDayParamsSchema = z.object({ id: z.uuid('Itinerary not found.'), day: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(366)) });

/** POST /api/itineraries/:id/days/:day/regenerate. */
export const regenerateDayRequestSchema = z.object({
  note: z._default(z.string().check(z.trim(), z.maxLength(tripLimits.regenerateNote, `Please keep the note under ${tripLimits.regenerateNote} characters.`)), ''),
});
export type RegenerateDayRequest = z.output<typeof regenerateDayRequestSchema>;

/**
 * The free plan's itineraries as the server counts them (the limit it enforces): `used` may pass
 * `limit` for a user whose Premium ended while holding several.
 */
export const freeItineraryAllowanceSchema = z.object({ used: z.number(), limit: z.number() });
export type FreeItineraryAllowance = z.infer<typeof freeItineraryAllowanceSchema>;

/**
 * GET /api/itineraries/preferences: what the planner opens with. The form's prefill (the user's
 * latest choices, else the spec's fallbacks) and, on the free plan, its itinerary allowance, so the
 * limit is stated before the form is filled; null on Premium.
 */
export const plannerPreferencesSchema = z.object({
  accommodation: z.string(),
  food: z.array(z.string()),
  transportation: z.array(z.string()),
  activities: z.array(z.string()),
  freePlan: z.nullable(freeItineraryAllowanceSchema),
});
export type PlannerPreferences = z.infer<typeof plannerPreferencesSchema>;

// ---- Share links ----

export const createShareLinkRequestSchema = z.object({ hideCosts: z._default(z.boolean(), false) });

/** The owner's view of an itinerary's one live share link (GET/POST /api/itineraries/:id/share). */
export const shareLinkSchema = z.object({
  token: z.string(),
  /** Absolute address of /trips/shared/:token. */
  url: z.string(),
  hideCosts: z.boolean(),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const shareLinkResponseSchema = z.object({ shareLink: z.nullable(shareLinkSchema) });

export const sharedItineraryParamsSchema = z.object({ token: z.string().check(z.minLength(16), z.maxLength(100)) });

/**
 * GET /api/shared-itineraries/:token: what anyone holding the link sees; no owner, no id. With
 * costs hidden: no cost, no budget, no amount inside any text, and not the owner's other
 * preferences (private free text).
 */
export const sharedItinerarySchema = z.object({
  hideCosts: z.boolean(),
  itinerary: z.object({
    ...tripRequestOutputShape,
    budget: z.nullable(z.number()),
    otherPreferences: z.optional(z.string()),
    plan: z.array(sharedDayEntrySchema),
    created: z.string(),
  }),
});
export type SharedItinerary = z.infer<typeof sharedItinerarySchema>;

// ---- The generation stream ----

/**
 * The SSE event names of POST /api/itineraries/generate and of a day's regeneration; the stream ends with `data: [DONE]`.
 * - `safety`: `{ resources: CrisisResource[] }` (shared/chat/crisis-resources.ts), before the first day when the free text
 *   (other preferences, a regeneration note) shows a crisis signal; the plan still follows.
 * - `day`: one complete DayEntry, as soon as it is written.
 * - `itinerary`: the saved Itinerary (with its id), after the last day.
 * - `error`: `{ message }` (itineraryStreamErrorSchema); nothing is saved.
 */
export const itineraryStreamEvents = { safety: 'safety', day: 'day', itinerary: 'itinerary', error: 'error' } as const;
export const itineraryStreamErrorSchema = z.object({ message: z.string() });
/** One of the crisis resources the safety event lists (shared/chat/crisis-resources.ts). */
export const crisisResourceSchema = z.object({ label: z.string(), detail: z.string(), href: z.string() });
export const itinerarySafetyEventSchema = z.object({ resources: z.array(crisisResourceSchema) });
/** The stream's contract, event by event, for the client's reader (client/lib/event-stream.ts). */
export const itineraryStreamSchemas = {
  [itineraryStreamEvents.safety]: itinerarySafetyEventSchema,
  [itineraryStreamEvents.day]: dayEntrySchema,
  [itineraryStreamEvents.itinerary]: itinerarySchema,
  [itineraryStreamEvents.error]: itineraryStreamErrorSchema,
};
