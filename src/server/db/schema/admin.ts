import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Every admin action, written in the same transaction as the change it describes
 * (src/server/admin/audit.ts, decision 0190). The actor's email is a snapshot: the row still says
 * who acted after that admin's account is gone (actor_id then becomes null).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    // 'customer.grant_premium', 'customer.ban', ...: the noun of the target, then the verb.
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_actor_created_idx').on(table.actorId, table.createdAt),
    index('audit_log_action_created_idx').on(table.action, table.createdAt),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);
