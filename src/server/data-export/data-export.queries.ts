import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { isUuid } from '../db/uuid.ts';
import { dataExports, user } from '../db/schema/index.ts';

const summary = {
  id: dataExports.id,
  userId: dataExports.userId,
  status: dataExports.status,
  archiveBytes: dataExports.archiveBytes,
  requestedAt: dataExports.requestedAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
};

/** A request as the account page and the job read it: everything but the archive's bytes. */
export type DataExportRow = Omit<typeof dataExports.$inferSelect, 'archive'>;

export function createDataExportQueries(db: Database) {
  return {
    /**
     * A new request, unless one made after `freshSince` is still being prepared: that one is
     * answered instead (a double click, two tabs). Older requests go with their archives: a user
     * holds one copy at a time. Under a lock on the user's row, so two requests make one job.
     */
    async request(userId: string, { freshSince }: { freshSince: Date }): Promise<{ row: DataExportRow; isNew: boolean }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
        const [pending] = await tx
          .select(summary)
          .from(dataExports)
          .where(
            and(
              eq(dataExports.userId, userId),
              eq(dataExports.status, 'preparing'),
              sql`${dataExports.requestedAt} >= ${freshSince.toISOString()}::timestamptz`,
            ),
          )
          .limit(1);
        if (pending) return { row: pending, isNew: false };
        await tx.delete(dataExports).where(eq(dataExports.userId, userId));
        const [row] = await tx.insert(dataExports).values({ userId, status: 'preparing' }).returning(summary);
        if (!row) throw new Error('the data export request was not stored');
        return { row, isNew: true };
      });
    },

    async latest(userId: string): Promise<DataExportRow | undefined> {
      const [row] = await db
        .select(summary)
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.requestedAt))
        .limit(1);
      return row;
    },

    /** The request a job prepares; undefined once it is gone (a newer request, a deleted account). */
    async find(id: string): Promise<DataExportRow | undefined> {
      const [row] = await db.select(summary).from(dataExports).where(eq(dataExports.id, id)).limit(1);
      return row;
    },

    /** The owner's archive with its state; another user's id reads as none. */
    async ownedArchive(userId: string, id: string) {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({ ...summary, archive: dataExports.archive })
        .from(dataExports)
        .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)))
        .limit(1);
      return row;
    },

    /** False when the request went meanwhile (a newer one replaced it) or is no longer being prepared. */
    async markReady(id: string, { archive, readyAt, expiresAt }: { archive: Buffer; readyAt: Date; expiresAt: Date }): Promise<boolean> {
      const updated = await db
        .update(dataExports)
        .set({ status: 'ready', archive, archiveBytes: archive.byteLength, readyAt, expiresAt })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
        .returning({ id: dataExports.id });
      return updated.length === 1;
    },

    async markFailed(id: string): Promise<void> {
      await db
        .update(dataExports)
        .set({ status: 'failed' })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')));
    },
  };
}

export type DataExportQueries = ReturnType<typeof createDataExportQueries>;

/** Archives past their end, and requests that never became one after `unfinishedHours` (the nightly pruning). */
export async function deleteExpiredDataExports(
  db: Database,
  { now = new Date(), unfinishedHours }: { now?: Date; unfinishedHours: number },
): Promise<number> {
  const unfinishedBefore = new Date(now.getTime() - unfinishedHours * 3_600_000);
  const deleted = await db
    .delete(dataExports)
    .where(
      or(
        and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)),
        and(inArray(dataExports.status, ['preparing', 'failed']), lt(dataExports.requestedAt, unfinishedBefore)),
      ),
    )
    .returning({ id: dataExports.id });
  return deleted.length;
}
