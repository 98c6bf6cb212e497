import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { advisorChatUsage, chatUsage } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import { statementRows } from '../db/statement-rows.ts';

/**
 * The daily message quota per plan, counted per user and UTC day in `chat_usage`, so every app
 * instance shares it. One statement counts and checks at once: a message over the limit changes
 * nothing and gets 429 `rate_limit:chat_daily`, with Retry-After the seconds to the next UTC midnight.
 * A counted message is also counted for its advisor (`advisor_chat_usage`, for the analytics), in
 * the same statement.
 */
export interface ChatQuota {
  /** Counts one message to `advisorId` for the user's plan, or throws the 429. */
  consume(userId: string, plan: 'free' | 'premium', advisorId: string): Promise<void>;
}

export function secondsUntilUtcMidnight(at: Date): number {
  const next = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - at.getTime()) / 1000));
}

export function createChatQuota({ db, limits, now = () => new Date() }: { db: Database; limits: { free: number; premium: number }; now?: () => Date }): ChatQuota {
  return {
    async consume(userId, plan, advisorId) {
      const at = now();
      const day = at.toISOString().slice(0, 10);
      const limit = limits[plan];
      // One statement, so one round trip before the first byte: the user's count, and the
      // advisor's only when the user's went up (a data-modifying CTE is atomic on its own).
      const counted = await statementRows<{ messages: number }>(db, sql`
        with counted as (
          insert into ${chatUsage} (user_id, day, messages) values (${userId}, ${day}, 1)
          on conflict (user_id, day) do update set messages = ${chatUsage}.messages + 1
          where ${chatUsage}.messages < ${limit}
          returning messages
        ), for_advisor as (
          insert into ${advisorChatUsage} (advisor_id, day, messages)
          select ${advisorId}::uuid, ${day}::date, 1 from counted
          on conflict (advisor_id, day) do update set messages = ${advisorChatUsage}.messages + 1
        )
        select messages from counted`);
      if (counted.length === 0) {
        throw new ApiError('rate_limit:chat_daily', { headers: { 'retry-after': String(secondsUntilUtcMidnight(at)) } });
      }
    },
  };
}

/**
 * Nightly pruning: the quota's counters of days more than `days` ago. The quota reads only today;
 * the analytics count messages from `advisor_chat_usage`, which stays.
 */
export async function deleteChatUsageBefore(db: Database, days: number): Promise<number> {
  const deleted = await db
    .delete(chatUsage)
    .where(sql`${chatUsage.day} < (now() at time zone 'UTC')::date - ${days}::int`)
    .returning({ userId: chatUsage.userId });
  return deleted.length;
}
