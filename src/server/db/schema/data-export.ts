import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { bytea } from './bytea.ts';

/**
 * "Download my data" (issue 29, decision 0223): one row per request, the ZIP kept in the row for
 * a day after it is ready, then pruned at night. Only its owner can read it (data-export.routes.ts).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['preparing', 'ready', 'failed'] }).notNull(),
    archive: bytea('archive'),
    archiveBytes: integer('archive_bytes'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    check('data_exports_status_check', sql`${table.status} in ('preparing', 'ready', 'failed')`),
    // A ready export has its archive and its end; no other state holds an archive.
    check(
      'data_exports_ready_archive',
      sql`(${table.status} = 'ready') = (${table.archive} is not null and ${table.archiveBytes} is not null and ${table.readyAt} is not null and ${table.expiresAt} is not null)`,
    ),
    index('data_exports_user_requested_idx').on(table.userId, table.requestedAt),
  ],
);
