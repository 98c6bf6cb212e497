import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The entries of the public /faq page, edited on /admin/content. The slug is the entry's anchor
 * (`/faq#billing`) and the key the seed and the pricing page go by. A deleted entry keeps its row
 * (deleted_at): the start-up seed inserts missing slugs only, so a shipped entry an admin deleted
 * stays deleted (decision 0192).
 */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    question: text('question').notNull(),
    // Paragraphs separated by a blank line; `[label](/path)` links and `**bold**` (the client's RichText).
    answer: text('answer').notNull(),
    published: boolean('published').notNull().default(true),
    // The order on the page, smallest first; the reorder swaps two neighbours' positions.
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Moved by every change (reorder and delete included): the public list's version stamp.
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('faq_entries_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${table.slug}) <= 80`),
    check('faq_entries_question_length', sql`char_length(${table.question}) between 1 and 300`),
    check('faq_entries_answer_length', sql`char_length(${table.answer}) between 1 and 5000`),
    index('faq_entries_position_idx').on(table.position),
  ],
);
