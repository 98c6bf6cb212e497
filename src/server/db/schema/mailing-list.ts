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
    // Set when an admin unsubscribes the address: the row stays (the history), sending skips it,
    // and a new sign-up of the address clears it (resubscribes, with the new source and date).
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    check('mailing_list_email_length', sql`char_length(${table.email}) <= 255`),
    check('mailing_list_source_check', sql`${table.source} in ('footer', 'account', 'invite')`),
  ],
);
