import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * The spec's feedback record. what_i_liked and room_for_improvement stay null (the form has one
 * message, stored as parting_thoughts); name and email are kept only when a reply is wanted.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Feedback outlives the account that gave it.
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    whatILiked: text('what_i_liked'),
    roomForImprovement: text('room_for_improvement'),
    partingThoughts: text('parting_thoughts'),
    wantReply: boolean('want_reply').notNull().default(false),
    name: text('name'),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The 'replied' mark of the admin's inbox (/admin/content): when, and by whom; null while not replied.
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: text('replied_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('feedback_rating_range', sql`${table.rating} between 1 and 5`),
    check(
      'feedback_reply_details',
      sql`(${table.wantReply} and ${table.name} is not null and ${table.email} is not null) or (not ${table.wantReply} and ${table.name} is null and ${table.email} is null)`,
    ),
    check('feedback_parting_thoughts_length', sql`char_length(${table.partingThoughts}) <= 2000`),
    check('feedback_name_length', sql`char_length(${table.name}) <= 100`),
    check('feedback_email_length', sql`char_length(${table.email}) <= 255`),
    index('feedback_created_idx').on(table.createdAt),
  ],
);

/** What visitors send from /contact; the team is also mailed a copy with the sender as reply-to. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    // Null once the sender deleted their account: the message stays, without who sent it (decision 0222).
    name: text('name'),
    email: text('email'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The 'replied' mark, as on feedback.
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: text('replied_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('contact_messages_name_length', sql`char_length(${table.name}) between 1 and 100`),
    check('contact_messages_email_length', sql`char_length(${table.email}) between 3 and 255`),
    check('contact_messages_subject_length', sql`char_length(${table.subject}) between 1 and 150`),
    check('contact_messages_message_length', sql`char_length(${table.message}) between 1 and 5000`),
    index('contact_messages_created_idx').on(table.createdAt),
  ],
);
