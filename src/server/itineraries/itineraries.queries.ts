import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DayEntry, Itinerary, SavedTrip } from '../../shared/itineraries/itinerary.schema.ts';
import type { ItineraryList, ItinerarySummary } from '../../shared/itineraries/itinerary-list.schema.ts';
import { planSummary } from '../../shared/itineraries/itinerary-costs.ts';
import { itineraryLimits } from '../../shared/itineraries/planner-options.ts';
import type { Database } from '../db/client.ts';
import { itineraries, itineraryShareLinks, user } from '../db/schema/index.ts';
import { isUuid } from '../db/uuid.ts';

/**
 * The itineraries' SQL. Every read and write of an itinerary is scoped to its owner; the share
 * link lookup is the one read by something else (a token's hash).
 */

/** The trip request's columns as the service writes them. */
export type TripColumns = SavedTrip;

const columns = {
  id: itineraries.id,
  departureCity: itineraries.departureCity,
  destinationCity: itineraries.destinationCity,
  numPeople: itineraries.numPeople,
  budget: itineraries.budget,
  departureDate: itineraries.departureDate,
  returnDate: itineraries.returnDate,
  accommodationPreference: itineraries.accommodationPreference,
  foodPreference: itineraries.foodPreference,
  transportationPreference: itineraries.transportationPreference,
  activities: itineraries.activities,
  otherPreferences: itineraries.otherPreferences,
  plan: itineraries.plan,
  isCompleted: itineraries.isCompleted,
  createdAt: itineraries.createdAt,
  updatedAt: itineraries.updatedAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

function toItinerary({ createdAt, updatedAt, ...row }: Row): Itinerary {
  return { ...row, created: createdAt.toISOString(), updated: updatedAt.toISOString() };
}

const summaryColumns = {
  id: itineraries.id,
  departureCity: itineraries.departureCity,
  destinationCity: itineraries.destinationCity,
  numPeople: itineraries.numPeople,
  departureDate: itineraries.departureDate,
  returnDate: itineraries.returnDate,
  accommodationPreference: itineraries.accommodationPreference,
  foodPreference: itineraries.foodPreference,
  transportationPreference: itineraries.transportationPreference,
  activities: itineraries.activities,
  totalCents: itineraries.totalCents,
  activityCount: itineraries.activityCount,
  createdAt: itineraries.createdAt,
  updatedAt: itineraries.updatedAt,
  // The creation time to the microsecond, as stored: a JavaScript Date would round it to the
  // millisecond, and a page could then start before or after the row it should.
  createdAtExact: sql<string>`to_char(${itineraries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/** A plan as written: its figures for the list travel with it. */
const withSummary = (plan: DayEntry[]) => ({ plan, ...planSummary(plan) });

export function createItineraryQueries(db: Database) {
  async function countOwned(userId: string): Promise<number> {
    const [row] = await db.select({ total: count() }).from(itineraries).where(eq(itineraries.userId, userId));
    return row?.total ?? 0;
  }

  /** Rows saved before the summary columns existed: their figures, from their plans, written once. */
  async function fillSummaries(userId: string, ids: string[]): Promise<Map<string, { totalCents: number; activityCount: number }>> {
    const filled = new Map<string, { totalCents: number; activityCount: number }>();
    if (ids.length === 0) return filled;
    const rows = await db.select({ id: itineraries.id, plan: itineraries.plan }).from(itineraries).where(and(eq(itineraries.userId, userId), inArray(itineraries.id, ids)));
    for (const row of rows) {
      const summary = planSummary(row.plan);
      filled.set(row.id, summary);
      await db.update(itineraries).set(summary).where(and(eq(itineraries.id, row.id), eq(itineraries.userId, userId)));
    }
    return filled;
  }

  return {
    /**
     * A page of the user's summaries, newest first, from `cursor` (the previous page's last, see
     * itinerary-list.schema.ts): one more row than asked tells whether another page follows.
     */
    async listSummaries(userId: string, { limit, cursor }: { limit: number; cursor?: string | undefined }): Promise<ItineraryList> {
      const separator = cursor?.lastIndexOf('_') ?? -1;
      const after = cursor && separator > 0 ? { createdAt: cursor.slice(0, separator), id: cursor.slice(separator + 1) } : undefined;
      const [rows, total] = await Promise.all([
        db
          .select(summaryColumns)
          .from(itineraries)
          .where(and(eq(itineraries.userId, userId), after ? sql`(${itineraries.createdAt}, ${itineraries.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined))
          .orderBy(desc(itineraries.createdAt), desc(itineraries.id))
          .limit(limit + 1),
        countOwned(userId),
      ]);
      const page = rows.slice(0, limit);
      const filled = await fillSummaries(
        userId,
        page.filter((row) => row.totalCents === null || row.activityCount === null).map((row) => row.id),
      );
      const last = page.at(-1);
      return {
        itineraries: page.map(({ createdAt, updatedAt, createdAtExact: _exact, totalCents, activityCount, ...row }): ItinerarySummary => {
          const summary = filled.get(row.id);
          return {
            ...row,
            totalCents: summary?.totalCents ?? totalCents ?? 0,
            activityCount: summary?.activityCount ?? activityCount ?? 0,
            created: createdAt.toISOString(),
            updated: updatedAt.toISOString(),
          };
        }),
        total,
        nextCursor: rows.length > limit && last ? `${last.createdAtExact}_${last.id}` : null,
      };
    },

    async findOwned(userId: string, id: string): Promise<Itinerary | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select(columns).from(itineraries).where(and(eq(itineraries.id, id), eq(itineraries.userId, userId))).limit(1);
      return row ? toItinerary(row) : undefined;
    },

    /** Every itinerary of the user with its plan, oldest first ("Download my data"). */
    async listOwned(userId: string): Promise<Itinerary[]> {
      const rows = await db.select(columns).from(itineraries).where(eq(itineraries.userId, userId)).orderBy(asc(itineraries.createdAt), asc(itineraries.id));
      return rows.map(toItinerary);
    },

    count: countOwned,

    /**
     * Inserts a new itinerary if the user holds fewer than `maxExisting` (by default the cap every
     * account has). The user's row is locked
     * first and the count taken inside the same transaction, so two requests at once cannot both
     * take the last place: the second waits for the first and then sees its itinerary. Undefined
     * when over the limit.
     */
    async insert(userId: string, trip: TripColumns, plan: DayEntry[], { maxExisting = itineraryLimits.savedItineraries }: { maxExisting?: number } = {}): Promise<Itinerary | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
        const [existing] = await tx.select({ total: count() }).from(itineraries).where(eq(itineraries.userId, userId));
        if ((existing?.total ?? 0) >= maxExisting) return undefined;
        const [row] = await tx
          .insert(itineraries)
          .values({ userId, ...trip, ...withSummary(plan), isCompleted: true })
          .returning(columns);
        return row ? toItinerary(row) : undefined;
      });
    },

    /** Replaces the trip request and the plan of the user's itinerary; undefined if it is not theirs (or gone). */
    async update(userId: string, id: string, trip: TripColumns, plan: DayEntry[]): Promise<Itinerary | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(itineraries)
        .set({ ...trip, ...withSummary(plan), isCompleted: true, updatedAt: sql`now()` })
        .where(and(eq(itineraries.id, id), eq(itineraries.userId, userId)))
        .returning(columns);
      return row ? toItinerary(row) : undefined;
    },

    /**
     * Puts `day` in place of the plan's first entry with its number (the one shown), reading the
     * plan under a row lock so that an edit saved meanwhile is kept: every other entry is written
     * back exactly as stored. Undefined when the itinerary or the day is gone.
     */
    async replaceDay(userId: string, id: string, day: DayEntry): Promise<Itinerary | undefined> {
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ plan: itineraries.plan })
          .from(itineraries)
          .where(and(eq(itineraries.id, id), eq(itineraries.userId, userId)))
          .for('update');
        if (!current) return undefined;
        const index = current.plan.findIndex((entry) => entry.day === day.day);
        if (index === -1) return undefined;
        const plan = current.plan.map((entry, position) => (position === index ? day : entry));
        const [row] = await tx.update(itineraries).set({ ...withSummary(plan), updatedAt: sql`now()` }).where(eq(itineraries.id, id)).returning(columns);
        return row ? toItinerary(row) : undefined;
      });
    },

    async remove(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      // Its share links go with it (foreign key on delete cascade).
      const deleted = await db.delete(itineraries).where(and(eq(itineraries.id, id), eq(itineraries.userId, userId))).returning({ id: itineraries.id });
      return deleted.length > 0;
    },

    async latestPreferences(userId: string) {
      const [row] = await db
        .select({
          accommodation: itineraries.accommodationPreference,
          food: itineraries.foodPreference,
          transportation: itineraries.transportationPreference,
          activities: itineraries.activities,
        })
        .from(itineraries)
        .where(eq(itineraries.userId, userId))
        .orderBy(desc(itineraries.updatedAt))
        .limit(1);
      return row;
    },

    // ---- Share links ----

    async liveLink(itineraryId: string) {
      const [row] = await db
        .select({ id: itineraryShareLinks.id, hideCosts: itineraryShareLinks.hideCosts, createdAt: itineraryShareLinks.createdAt })
        .from(itineraryShareLinks)
        .where(and(eq(itineraryShareLinks.itineraryId, itineraryId), isNull(itineraryShareLinks.revokedAt)))
        .limit(1);
      return row;
    },

    /** Revokes the live link, if any, and makes the new one, together: there is never a moment with two. */
    async replaceLink(itineraryId: string, link: { id: string; tokenHash: string; hideCosts: boolean }) {
      return db.transaction(async (tx) => {
        await tx
          .update(itineraryShareLinks)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(itineraryShareLinks.itineraryId, itineraryId), isNull(itineraryShareLinks.revokedAt)));
        const [row] = await tx
          .insert(itineraryShareLinks)
          .values({ id: link.id, itineraryId, tokenHash: link.tokenHash, hideCosts: link.hideCosts })
          .returning({ id: itineraryShareLinks.id, hideCosts: itineraryShareLinks.hideCosts, createdAt: itineraryShareLinks.createdAt });
        if (!row) throw new Error('share link insert returned no row');
        return row;
      });
    },

    async revokeLinks(itineraryId: string): Promise<void> {
      await db
        .update(itineraryShareLinks)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(itineraryShareLinks.itineraryId, itineraryId), isNull(itineraryShareLinks.revokedAt)));
    },

    /**
     * Nightly pruning: links revoked more than `days` ago. A revoked link opens nothing and no
     * screen lists it, so the row only waits here; the live link of every itinerary stays.
     */
    async deleteRevokedLinks(days: number): Promise<number> {
      const deleted = await db
        .delete(itineraryShareLinks)
        .where(sql`${itineraryShareLinks.revokedAt} < now() - make_interval(days => ${days})`)
        .returning({ id: itineraryShareLinks.id });
      return deleted.length;
    },

    /** The itinerary a live link's token opens. */
    async sharedByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({ ...columns, hideCosts: itineraryShareLinks.hideCosts })
        .from(itineraryShareLinks)
        .innerJoin(itineraries, eq(itineraries.id, itineraryShareLinks.itineraryId))
        .where(and(eq(itineraryShareLinks.tokenHash, tokenHash), isNull(itineraryShareLinks.revokedAt)))
        .limit(1);
      if (!row) return undefined;
      const { hideCosts, ...itinerary } = row;
      return { hideCosts, itinerary: toItinerary(itinerary) };
    },
  };
}

export type ItineraryQueries = ReturnType<typeof createItineraryQueries>;
