import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const mailingList = pgTable(
  'mailing_list',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-cased so that one address is one row whatever its spelling.
    email: text('email').notNull().unique(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('mailing_list_email_length', sql`char_length(${table.email}) <= 255`),
    check('mailing_list_source_check', sql`${table.source} in ('footer', 'account', 'invite')`),
  ],
);
