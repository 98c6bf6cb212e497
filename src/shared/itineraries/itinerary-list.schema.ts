import { z } from 'zod/mini';
import { itineraryLimits } from './planner-options.ts';

/**
 * GET /api/itineraries: the user's itineraries a page at a time, each as a summary (what My
 * Itineraries shows), never the plans. A trip is read whole only when it is opened
 * (GET /api/itineraries/:id): a list of full plans grew to 198 MB for 200 trips (issue 22).
 */

/**
 * Where the next page starts: the last summary's creation time (microseconds, as the database
 * keeps it) and id, so that trips saved or deleted while someone pages never shift a page.
 */
export const itineraryCursorPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cursor's time is a real instant: the pattern alone lets month 13 or 25 o'clock through, which the database refuses. */
function isRealInstant(cursor: string): boolean {
  const seconds = cursor.slice(0, 19);
  const parsed = new Date(`${seconds}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === seconds;
}

const missingPage = 'This page of itineraries does not exist. Please reload the list.';

export const itineraryListQuerySchema = z.object({
  limit: z._default(
    z.coerce.number('Please give the page size as a number.').check(
      z.int('Please give the page size as a whole number.'),
      z.minimum(1, 'A page holds at least 1 itinerary.'),
      z.maximum(itineraryLimits.maxPageSize, `A page holds at most ${itineraryLimits.maxPageSize} itineraries.`),
    ),
    itineraryLimits.pageSize,
  ),
  cursor: z.optional(z.string().check(z.regex(itineraryCursorPattern, missingPage), z.refine(isRealInstant, missingPage))),
});
export type ItineraryListQuery = z.output<typeof itineraryListQuerySchema>;

/** One trip on My Itineraries: its card or row, and nothing of the plan but two figures. */
export const itinerarySummarySchema = z.object({
  id: z.string(),
  departureCity: z.string(),
  destinationCity: z.string(),
  numPeople: z.number(),
  /** YYYY-MM-DD. */
  departureDate: z.string(),
  returnDate: z.string(),
  accommodationPreference: z.string(),
  foodPreference: z.string(),
  transportationPreference: z.string(),
  /** The trip request's interests (the card's chips). */
  activities: z.array(z.string()),
  /** The trip total, flights included, as every screen shows it (itinerary-costs.ts planSummary). */
  totalCents: z.number(),
  /** Activities planned over the shown days (the first entry of each day). */
  activityCount: z.number(),
  /** ISO date-times. */
  created: z.string(),
  updated: z.string(),
});
export type ItinerarySummary = z.infer<typeof itinerarySummarySchema>;

export const itineraryListSchema = z.object({
  /** Newest first. */
  itineraries: z.array(itinerarySummarySchema),
  /** How many the user has in all (the header's count). */
  total: z.number(),
  /** The `cursor` of the next page; null on the last. */
  nextCursor: z.nullable(z.string()),
});
export type ItineraryList = z.infer<typeof itineraryListSchema>;
