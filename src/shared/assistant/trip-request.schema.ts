import { z } from 'zod/mini';

/**
 * The trip request the planner sends to the assistant as `travelData` (travel planner spec,
 * section 3): known fields only, each bounded, so the whole request stays a few kilobytes however
 * it is built. An unknown field is refused (400, naming it) rather than passed to the model.
 */

const text = (max: number) => z.string().check(z.maxLength(max, `Please keep this under ${max.toLocaleString('en-US')} characters.`));

/** `2026-05-01`, or an ISO date-time such as `2026-05-01T00:00:00.000Z` (what a date picker gives). */
const isoDate = z
  .string()
  .check(z.maxLength(40), z.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, 'Please give a date as YYYY-MM-DD.'));

export const tripRequestLimits = {
  city: 100,
  preference: 300,
  activities: 20,
  activity: 80,
  otherPreferences: 1_000,
  people: 50,
  budget: 10_000_000,
} as const;

export const tripRequestSchema = z.strictObject(
  {
    departureCity: z.optional(text(tripRequestLimits.city)),
    destinationCity: z.optional(text(tripRequestLimits.city)),
    numPeople: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(tripRequestLimits.people))),
    budget: z.optional(z.number().check(z.minimum(0), z.maximum(tripRequestLimits.budget))),
    departureDate: z.optional(isoDate),
    returnDate: z.optional(isoDate),
    accommodationPreference: z.optional(text(tripRequestLimits.preference)),
    /** Comma-joined labels in the planner. */
    foodPreference: z.optional(text(tripRequestLimits.preference)),
    /** Comma-joined labels in the planner. */
    transportationPreference: z.optional(text(tripRequestLimits.preference)),
    activities: z.optional(z.array(text(tripRequestLimits.activity)).check(z.maxLength(tripRequestLimits.activities, `At most ${tripRequestLimits.activities} activities.`))),
    otherPreferences: z.optional(text(tripRequestLimits.otherPreferences)),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown trip request field: ${issue.keys.join(', ')}.` : undefined),
  },
);
export type TripRequest = z.infer<typeof tripRequestSchema>;

/** True when the trip request says anything at all (an empty one is no message). */
export function hasTripRequest(trip: TripRequest | undefined): boolean {
  if (!trip) return false;
  return Object.values(trip).some((value) => (Array.isArray(value) ? value.some((entry) => entry.trim() !== '') : typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')));
}
