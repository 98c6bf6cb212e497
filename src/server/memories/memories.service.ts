import { and, desc, eq } from 'drizzle-orm';
import type { AdvisorMemory, MemoryList } from '../../shared/chat/memory.schema.ts';
import type { Database } from '../db/client.ts';
import { advisorMemories, advisors, chatPreferences } from '../db/schema/index.ts';

/**
 * What advisors remember of a Premium user (one summary per advisor) and whether memory is on.
 * No row in chat_preferences means on: memory is a Premium feature users opt out of.
 */
export interface MemoriesService {
  list(userId: string): Promise<MemoryList>;
  isEnabled(userId: string): Promise<boolean>;
  setEnabled(userId: string, enabled: boolean): Promise<void>;
  find(userId: string, advisorId: string): Promise<string | undefined>;
  /** Creates or replaces the advisor's memory; the caller has checked that the advisor exists. */
  save(userId: string, advisorId: string, summary: string): Promise<AdvisorMemory>;
  /** Idempotent: no memory is fine. */
  remove(userId: string, advisorId: string): Promise<void>;
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
    return row?.summary;
  }

  return {
    async list(userId) {
      const rows = await db
        .select({ advisorId: advisorMemories.advisorId, advisorName: advisors.name, summary: advisorMemories.summary, updatedAt: advisorMemories.updatedAt })
        .from(advisorMemories)
        .innerJoin(advisors, eq(advisors.id, advisorMemories.advisorId))
        .where(eq(advisorMemories.userId, userId))
        .orderBy(desc(advisorMemories.updatedAt));
      return { enabled: await isEnabled(userId), memories: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) };
    },

    isEnabled,

    async setEnabled(userId, enabled) {
      await db
        .insert(chatPreferences)
        .values({ userId, memoryEnabled: enabled })
        .onConflictDoUpdate({ target: chatPreferences.userId, set: { memoryEnabled: enabled } });
    },

    find,

    async save(userId, advisorId, summary) {
      const updatedAt = new Date();
      await db
        .insert(advisorMemories)
        .values({ userId, advisorId, summary, updatedAt })
        .onConflictDoUpdate({ target: [advisorMemories.userId, advisorMemories.advisorId], set: { summary, updatedAt } });
      const [row] = await db
        .select({ advisorId: advisorMemories.advisorId, advisorName: advisors.name, summary: advisorMemories.summary, updatedAt: advisorMemories.updatedAt })
        .from(advisorMemories)
        .innerJoin(advisors, eq(advisors.id, advisorMemories.advisorId))
        .where(and(eq(advisorMemories.userId, userId), eq(advisorMemories.advisorId, advisorId)))
        .limit(1);
      if (!row) throw new Error('memory vanished after it was saved');
      return { ...row, updatedAt: row.updatedAt.toISOString() };
    },

    async remove(userId, advisorId) {
      await db.delete(advisorMemories).where(and(eq(advisorMemories.userId, userId), eq(advisorMemories.advisorId, advisorId)));
    },
  };
}
