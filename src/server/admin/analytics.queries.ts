import { and, eq, gte, isNotNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { addDays } from '../../shared/itineraries/trip-dates.ts';
import { daySeries, fillDays } from '../../shared/admin/analytics-range.ts';
import type { Analytics, AnalyticsAdvisor, AnalyticsRatings } from '../../shared/admin/analytics.schema.ts';
import { customerAuditActions } from '../../shared/admin/customers.schema.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  advisorChatUsage,
  advisors,
  auditLog,
  conversations,
  feedback,
  invitations,
  inviteRequests,
  itineraries,
  user,
} from '../db/schema/index.ts';

/**
 * The figures of /admin/analytics, each counted by the database over UTC days. Only counts are
 * read: no message, itinerary, feedback text or title ever leaves these queries.
 */

const count = sql<number>`count(*)::int`;

/** The UTC day of a timestamptz column, YYYY-MM-DD. */
const utcDay = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** From the first instant of `from` (UTC midnight) to the first instant after `to`. */
function inRange(column: AnyColumn, from: string, to: string): SQL {
  // Both ends as timestamptz literals with the zone spelled out, whatever the session's zone is.
  const start = `${from}T00:00:00Z`;
  const end = `${addDays(to, 1)}T00:00:00Z`;
  return and(gte(column, sql`${start}::timestamptz`), lt(column, sql`${end}::timestamptz`)) as SQL;
}

const toMap = <T>(rows: { day: string; value: T }[]) => new Map(rows.map((row) => [row.day, row.value]));

/** Rows of (day, count) for a timestamptz column of a table. */
async function perDay(db: Database, table: PgTable, column: AnyColumn, from: string, to: string, extra?: SQL) {
  const day = utcDay(column);
  const rows: { day: string; value: number }[] = await db
    .select({ day, value: count })
    .from(table)
    .where(extra ? and(inRange(column, from, to), extra) : inRange(column, from, to))
    .groupBy(day);
  return toMap(rows);
}

/**
 * A Premium grant converts a user when they were on the free plan the moment it was made: their
 * plan was free, or a Premium grant had already ended (decision 0193). The audit row's `before`
 * is the customer as they were, read in the grant's own transaction.
 */
const wasFreeAtGrant = sql`not (coalesce(${auditLog.before}->>'plan', 'free') = 'premium' and (${auditLog.before}->>'premiumUntil' is null or (${auditLog.before}->>'premiumUntil')::timestamptz > ${auditLog.createdAt}))`;

export async function selectAnalytics(db: Database, { from, to }: { from: string; to: string }): Promise<Analytics> {
  const days = daySeries(from, to);
  const feedbackDay = utcDay(feedback.createdAt);
  const chatDay = sql<string>`to_char(${advisorChatUsage.day}, 'YYYY-MM-DD')`;

  const [signups, itineraryCounts, conversions, chatRows, feedbackRows, advisorRows, [requests], [signedUp]] = await Promise.all([
    perDay(db, user, user.createdAt, from, to),
    perDay(db, itineraries, itineraries.createdAt, from, to),
    perDay(db, auditLog, auditLog.createdAt, from, to, and(eq(auditLog.action, customerAuditActions['grant-premium']), wasFreeAtGrant)),
    // Every message a user sent, whatever their plan, per UTC day: counted with the quota's, in its
    // transaction, but kept (the quota's own counters are pruned after 35 days, app/nightly-pruning.ts).
    db
      .select({ day: chatDay, value: sql<number>`sum(${advisorChatUsage.messages})::int` })
      .from(advisorChatUsage)
      .where(and(gte(advisorChatUsage.day, from), sql`${advisorChatUsage.day} <= ${to}`))
      .groupBy(chatDay),
    db
      .select({ day: feedbackDay, rating: feedback.rating, value: count })
      .from(feedback)
      .where(inRange(feedback.createdAt, from, to))
      .groupBy(feedbackDay, feedback.rating),
    selectAdvisorActivity(db, from, to),
    db
      .select({ requested: count, approved: sql<number>`(count(*) filter (where ${inviteRequests.status} = 'approved'))::int` })
      .from(inviteRequests)
      .where(inRange(inviteRequests.createdAt, from, to)),
    // Signed up: the request's invitation was used (a request has one live link at a time).
    db
      .select({ signedUp: sql<number>`count(distinct ${inviteRequests.id})::int` })
      .from(inviteRequests)
      .innerJoin(invitations, eq(invitations.inviteRequestId, inviteRequests.id))
      .where(and(inRange(inviteRequests.createdAt, from, to), isNotNull(invitations.usedAt))),
  ]);

  const chat = toMap(chatRows);
  const ratingsByDay = new Map<string, number[]>();
  for (const row of feedbackRows) {
    const counts = ratingsByDay.get(row.day) ?? [0, 0, 0, 0, 0];
    counts[row.rating - 1] = row.value;
    ratingsByDay.set(row.day, counts);
  }
  const ratings = (counts: number[]): AnalyticsRatings => {
    const total = counts.reduce((sum, value) => sum + value, 0);
    const points = counts.reduce((sum, value, index) => sum + value * (index + 1), 0);
    return { counts, average: total === 0 ? null : Math.round((points / total) * 100) / 100 };
  };
  const zero = () => 0;
  const signupSeries = fillDays(days, signups, zero);
  const chatSeries = fillDays(days, chat, zero);
  const itinerarySeries = fillDays(days, itineraryCounts, zero);
  const conversionSeries = fillDays(days, conversions, zero);
  const ratingSeries = fillDays(days, ratingsByDay, () => [0, 0, 0, 0, 0]);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const allRatings = ratings([0, 1, 2, 3, 4].map((index) => sum(ratingSeries.map((counts) => counts[index] ?? 0))));

  return {
    range: { from, to, days: days.length, timeZone: 'UTC' },
    days: days.map((date, index) => ({
      date,
      signups: signupSeries[index] ?? 0,
      chatMessages: chatSeries[index] ?? 0,
      itineraries: itinerarySeries[index] ?? 0,
      feedback: ratings(ratingSeries[index] ?? [0, 0, 0, 0, 0]),
      conversions: conversionSeries[index] ?? 0,
    })),
    totals: {
      signups: sum(signupSeries),
      chatMessages: sum(chatSeries),
      itineraries: sum(itinerarySeries),
      feedback: sum(allRatings.counts),
      averageRating: allRatings.average,
      conversions: sum(conversionSeries),
    },
    advisors: advisorRows,
    funnel: { requested: requests?.requested ?? 0, approved: requests?.approved ?? 0, signedUp: signedUp?.signedUp ?? 0 },
  };
}

/**
 * Per advisor over the range: the messages users sent on every plan (the advisor's daily counter,
 * `advisor_chat_usage`), and the saved (Premium) conversations started. A free user's chat is never
 * stored, so it has a count and no conversation (decision 0193).
 */
async function selectAdvisorActivity(db: Database, from: string, to: string): Promise<AnalyticsAdvisor[]> {
  const [started, sent] = await Promise.all([
    db
      .select({ advisorId: conversations.advisorId, value: count })
      .from(conversations)
      .where(inRange(conversations.createdAt, from, to))
      .groupBy(conversations.advisorId),
    db
      .select({ advisorId: advisorChatUsage.advisorId, value: sql<number>`sum(${advisorChatUsage.messages})::int` })
      .from(advisorChatUsage)
      .where(and(gte(advisorChatUsage.day, from), sql`${advisorChatUsage.day} <= ${to}`))
      .groupBy(advisorChatUsage.advisorId),
  ]);
  const active = new Set([...started, ...sent].map((row) => row.advisorId));
  if (active.size === 0) return [];
  const names = await db.select({ id: advisors.id, name: advisors.name, slug: advisors.slug }).from(advisors);
  const startedBy = new Map(started.map((row) => [row.advisorId, row.value]));
  const sentTo = new Map(sent.map((row) => [row.advisorId, row.value]));
  return names
    .filter((advisor) => active.has(advisor.id))
    .map((advisor) => ({ ...advisor, conversations: startedBy.get(advisor.id) ?? 0, messages: sentTo.get(advisor.id) ?? 0 }))
    .sort((a, b) => b.messages - a.messages || b.conversations - a.conversations || a.name.localeCompare(b.name));
}
