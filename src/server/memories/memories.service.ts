import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AdvisorMemory, MemoryList } from '../../shared/chat/memory.schema.ts';
import type { Database } from '../db/client.ts';
import { advisorMemories, advisors, chatPreferences } from '../db/schema/index.ts';

/**
 * What advisors remember of a Premium user (one summary per advisor) and whether memory is on.
 * No row in chat_preferences means on: memory is a Premium feature users opt out of.
 *
 * The user's own word wins over the background rewrite: an edit or a delete bumps the memory's
 * `revision` (a delete keeps the row with its summary emptied, so even deleting a memory that
 * does not exist yet is remembered), and a rewrite writes only if the revision it started from is
 * still there and memory is still on, checked in the same transaction as the write.
 */
export interface MemoriesService {
  list(userId: string): Promise<MemoryList>;
  isEnabled(userId: string): Promise<boolean>;
  setEnabled(userId: string, enabled: boolean): Promise<void>;
  find(userId: string, advisorId: string): Promise<string | undefined>;
  /** Whether memory is on and, when it is, what this advisor remembers: one query, read before a reply's first byte. */
  forReply(userId: string, advisorId: string): Promise<{ enabled: boolean; summary: string | undefined }>;
  /** The revision of the user's own changes to this memory (0 before any); a rewrite starts from it. */
  revision(userId: string, advisorId: string): Promise<number>;
  /** The user's edit: creates or replaces the advisor's memory; the caller has checked that the advisor exists. */
  save(userId: string, advisorId: string, summary: string): Promise<AdvisorMemory>;
  /** The user's delete. Idempotent: no memory is fine (and still stops a rewrite in flight). */
  remove(userId: string, advisorId: string): Promise<void>;
  /**
   * A background rewrite's write: only if the memory's revision is still `fromRevision` and memory
   * is on. False when the user changed or deleted the memory, or turned memory off, meanwhile.
   */
  saveRewrite(userId: string, advisorId: string, summary: string, fromRevision: number): Promise<boolean>;
}

export function createMemoriesService(db: Database): MemoriesService {
  async function isEnabled(userId: string): Promise<boolean> {
    const [row] = await db.select({ memoryEnabled: chatPreferences.memoryEnabled }).from(chatPreferences).where(eq(chatPreferences.userId, userId)).limit(1);
    return row?.memoryEnabled ?? true;
  }

  async function find(userId: string, advisorId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ summary: advisorMemories.summary })
      .from(advisorMemories)
      .where(and(eq(advisorMemories.userId, userId), eq(advisorMemories.advisorId, advisorId)))
      .limit(1);
    return row?.summary ?? undefined;
  }

  return {
    async list(userId) {
      const rows = await db
        .select({ advisorId: advisorMemories.advisorId, advisorName: advisors.name, summary: advisorMemories.summary, updatedAt: advisorMemories.updatedAt })
        .from(advisorMemories)
        .innerJoin(advisors, eq(advisors.id, advisorMemories.advisorId))
        .where(and(eq(advisorMemories.userId, userId), isNotNull(advisorMemories.summary)))
        .orderBy(desc(advisorMemories.updatedAt));
      return { enabled: await isEnabled(userId), memories: rows.map((row) => ({ ...row, summary: row.summary ?? '', updatedAt: row.updatedAt.toISOString() })) };
    },

    isEnabled,

    async setEnabled(userId, enabled) {
      await db
        .insert(chatPreferences)
        .values({ userId, memoryEnabled: enabled })
        .onConflictDoUpdate({ target: chatPreferences.userId, set: { memoryEnabled: enabled } });
    },

    find,

    async forReply(userId, advisorId) {
      const [row] = await db
        .select({
          enabled: sql<boolean>`coalesce((select ${chatPreferences.memoryEnabled} from ${chatPreferences} where ${chatPreferences.userId} = ${userId}), true)`.mapWith(Boolean),
          summary: sql<string | null>`(select ${advisorMemories.summary} from ${advisorMemories} where ${advisorMemories.userId} = ${userId} and ${advisorMemories.advisorId} = ${advisorId})`,
        })
        .from(sql`(select 1) as one`);
      const enabled = row?.enabled ?? true;
      return { enabled, summary: enabled ? (row?.summary ?? undefined) : undefined };
    },

    async revision(userId, advisorId) {
      const [row] = await db
        .select({ revision: advisorMemories.revision })
        .from(advisorMemories)
        .where(and(eq(advisorMemories.userId, userId), eq(advisorMemories.advisorId, advisorId)))
        .limit(1);
      return row?.revision ?? 0;
    },

    async save(userId, advisorId, summary) {
      const updatedAt = new Date();
      await db
        .insert(advisorMemories)
        .values({ userId, advisorId, summary, revision: 1, updatedAt })
        .onConflictDoUpdate({ target: [advisorMemories.userId, advisorMemories.advisorId], set: { summary, revision: sql`${advisorMemories.revision} + 1`, updatedAt } });
      const [row] = await db
        .select({ advisorId: advisorMemories.advisorId, advisorName: advisors.name, summary: advisorMemories.summary, updatedAt: advisorMemories.updatedAt })
        .from(advisorMemories)
        .innerJoin(advisors, eq(advisors.id, advisorMemories.advisorId))
        .where(and(eq(advisorMemories.userId, userId), eq(advisorMemories.advisorId, advisorId)))
        .limit(1);
      if (!row?.summary) throw new Error('memory vanished after it was saved');
      return { ...row, summary: row.summary, updatedAt: row.updatedAt.toISOString() };
    },

    async remove(userId, advisorId) {
      // The content goes; the row stays as a marker with a new revision (see the interface).
      const updatedAt = new Date();
      await db
        .insert(advisorMemories)
        .values({ userId, advisorId, summary: null, revision: 1, updatedAt })
        .onConflictDoUpdate({ target: [advisorMemories.userId, advisorMemories.advisorId], set: { summary: null, revision: sql`${advisorMemories.revision} + 1`, updatedAt } });
    },

    async saveRewrite(userId, advisorId, summary, fromRevision) {
      return db.transaction(async (tx) => {
        // Lock the user's preference row (made if missing) so turning memory off waits for this
        // write or this write sees it off: the check and the write cannot interleave with it.
        await tx.insert(chatPreferences).values({ userId }).onConflictDoNothing();
        const [preference] = await tx
          .select({ memoryEnabled: chatPreferences.memoryEnabled })
          .from(chatPreferences)
          .where(eq(chatPreferences.userId, userId))
          .for('share');
        if (!preference?.memoryEnabled) return false;
        // One statement: a row the user edited or deleted since has another revision and is left
        // alone; a concurrent insert of the user's own conflicts and is checked the same way.
        const written = await tx
          .insert(advisorMemories)
          .values({ userId, advisorId, summary, revision: fromRevision, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: [advisorMemories.userId, advisorMemories.advisorId],
            set: { summary, updatedAt: new Date() },
            setWhere: eq(advisorMemories.revision, fromRevision),
          })
          .returning({ revision: advisorMemories.revision });
        return written.length > 0;
      });
    },
  };
}
