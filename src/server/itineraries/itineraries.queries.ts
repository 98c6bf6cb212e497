import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DayEntry, Itinerary, SavedTrip } from '../../shared/itineraries/itinerary.schema.ts';
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

/** Keeps the list's answer bounded, whatever a Premium user has saved. */
export const itineraryListLimit = 200;

export function createItineraryQueries(db: Database) {
  return {
    async list(userId: string): Promise<Itinerary[]> {
      const rows = await db.select(columns).from(itineraries).where(eq(itineraries.userId, userId)).orderBy(desc(itineraries.createdAt), desc(itineraries.id)).limit(itineraryListLimit);
      return rows.map(toItinerary);
    },

    async findOwned(userId: string, id: string): Promise<Itinerary | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select(columns).from(itineraries).where(and(eq(itineraries.id, id), eq(itineraries.userId, userId))).limit(1);
      return row ? toItinerary(row) : undefined;
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ total: count() }).from(itineraries).where(eq(itineraries.userId, userId));
      return row?.total ?? 0;
    },

    /**
     * Inserts a new itinerary. With `maxExisting`, the user's row is locked first and the count
     * taken inside the same transaction, so two requests at once cannot both pass the free limit:
     * the second waits for the first and then sees its itinerary. Undefined when over the limit.
     */
    async insert(userId: string, trip: TripColumns, plan: DayEntry[], { maxExisting }: { maxExisting?: number } = {}): Promise<Itinerary | undefined> {
      return db.transaction(async (tx) => {
        if (maxExisting !== undefined) {
          await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
          const [existing] = await tx.select({ total: count() }).from(itineraries).where(eq(itineraries.userId, userId));
          if ((existing?.total ?? 0) >= maxExisting) return undefined;
        }
        const [row] = await tx
          .insert(itineraries)
          .values({ userId, ...trip, plan, isCompleted: true })
          .returning(columns);
        return row ? toItinerary(row) : undefined;
      });
    },

    /** Replaces the trip request and the plan of the user's itinerary; undefined if it is not theirs (or gone). */
    async update(userId: string, id: string, trip: TripColumns, plan: DayEntry[]): Promise<Itinerary | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(itineraries)
        .set({ ...trip, plan, isCompleted: true, updatedAt: sql`now()` })
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
        const [row] = await tx.update(itineraries).set({ plan, updatedAt: sql`now()` }).where(eq(itineraries.id, id)).returning(columns);
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
