import { z } from 'zod/mini';
import { isIsoDate } from '../itineraries/trip-dates.ts';
import { analyticsRangeKinds, customRangeProblem, utcIsoDate } from './analytics-range.ts';

/**
 * GET /api/admin/analytics: `range` is a preset (7d, 30d, 90d, ending today in UTC) or `custom`
 * with `from` and `to` (YYYY-MM-DD, UTC days, both included). Built only from zod functions the
 * public pages' schemas already use (see list-query.schema.ts).
 */
const isoDateSchema = z.string().check(z.refine(isIsoDate, 'Please give a date as YYYY-MM-DD.'));

export const analyticsQuerySchema = z
  .object({
    range: z._default(z.enum(analyticsRangeKinds), '30d'),
    from: z.optional(isoDateSchema),
    to: z.optional(isoDateSchema),
  })
  .check(
    z.refine((query) => query.range !== 'custom' || query.from !== undefined, { message: 'Please pick a start date.', path: ['from'] }),
    z.refine((query) => query.range !== 'custom' || query.to !== undefined, { message: 'Please pick an end date.', path: ['to'] }),
    z.superRefine((query, context) => {
      if (query.range !== 'custom' || !query.from || !query.to || !isIsoDate(query.from) || !isIsoDate(query.to)) return;
      const problem = customRangeProblem(query.from, query.to, utcIsoDate(new Date()));
      if (problem) context.issues.push({ code: 'custom', message: problem.message, path: [problem.field], input: query[problem.field] });
    }),
  );
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** Feedback of one day: how many of each rating (index 0 is 1 star) and their average, null without any. */
const ratingsSchema = z.object({
  counts: z.array(z.number()),
  average: z.nullable(z.number()),
});
export type AnalyticsRatings = z.infer<typeof ratingsSchema>;

/** Every day of the range, in order, zeros included. Counts only: nothing anyone wrote. */
export const analyticsDaySchema = z.object({
  date: z.string(),
  signups: z.number(),
  /** Messages users sent to advisors, every plan (the daily quota's counter). */
  chatMessages: z.number(),
  itineraries: z.number(),
  feedback: ratingsSchema,
  /** Users who went from the free plan to Premium that day (decision 0193). */
  conversions: z.number(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

/**
 * One advisor's activity in the range, from saved conversations (Premium: free chats are never
 * stored, so they cannot be told apart by advisor): conversations started and messages users sent.
 */
export const analyticsAdvisorSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  conversations: z.number(),
  messages: z.number(),
});
export type AnalyticsAdvisor = z.infer<typeof analyticsAdvisorSchema>;

export const analyticsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), days: z.number(), timeZone: z.enum(['UTC']) }),
  days: z.array(analyticsDaySchema),
  totals: z.object({
    signups: z.number(),
    chatMessages: z.number(),
    itineraries: z.number(),
    feedback: z.number(),
    averageRating: z.nullable(z.number()),
    conversions: z.number(),
  }),
  /** Advisors with any activity in the range, most messages first (then conversations, then name). */
  advisors: z.array(analyticsAdvisorSchema),
  /**
   * The invite requests made in the range, and how far they have got since: approved (their
   * status now), and signed up (their invitation was used).
   */
  funnel: z.object({ requested: z.number(), approved: z.number(), signedUp: z.number() }),
});
export type Analytics = z.infer<typeof analyticsSchema>;
