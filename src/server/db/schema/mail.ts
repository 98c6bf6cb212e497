import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every mail the app sends. Without SMTP this is the delivery itself (an admin reads it at
 * /api/admin/outbox) until its links expire; with SMTP it records when each message went out or
 * why it did not, with its links redacted.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    // Where a reply goes, when not to the sender (a contact message is answered to the visitor).
    replyTo: text('reply_to'),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    // Set only while the stored text holds live links (no SMTP: the outbox is the delivery);
    // when it passes, the links are redacted and it goes back to null.
    linksExpireAt: timestamp('links_expire_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt)],
);
