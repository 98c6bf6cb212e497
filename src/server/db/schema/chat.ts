import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { advisors } from './advisors.ts';
import { user } from './auth.ts';

/**
 * Premium saved chats, what advisors remember, memory settings and the daily message counter.
 * Free users' conversations are never stored here; only their chat_usage counter is.
 */

/** Longest stored message: a 4,000-character message plus a trip request, or a long model reply. */
export const storedMessageMaxLength = 20_000;

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The last message's time: the history lists newest first by it.
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('conversations_title_length', sql`char_length(${table.title}) between 1 and 80`),
    index('conversations_user_updated_idx').on(table.userId, table.updatedAt),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('conversation_messages_role_check', sql`${table.role} in ('user', 'assistant')`),
    check('conversation_messages_content_length', sql`char_length(${table.content}) between 1 and ${sql.raw(String(storedMessageMaxLength))}`),
    index('conversation_messages_conversation_created_idx').on(table.conversationId, table.createdAt),
  ],
);

export const advisorMemories = pgTable(
  'advisor_memories',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    /** Null once the user deleted it: the row stays, without content, to keep its revision. */
    summary: text('summary'),
    /**
     * Counts the user's own changes (edit, delete). A background rewrite writes only if the
     * revision it read is still there, so what the user did last always wins (memories.service.ts).
     */
    revision: integer('revision').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.advisorId] }),
    check('advisor_memories_summary_length', sql`${table.summary} is null or char_length(${table.summary}) between 1 and 2000`),
  ],
);

export const chatPreferences = pgTable('chat_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  memoryEnabled: boolean('memory_enabled').notNull().default(true),
});

/** Messages sent per user per UTC day, for the daily quota; shared by every app instance. */
export const chatUsage = pgTable(
  'chat_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    messages: integer('messages').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] }), check('chat_usage_messages_positive', sql`${table.messages} >= 0`)],
);

/**
 * Messages users sent to each advisor per UTC day, on every plan: a count, never a text. The
 * analytics page reads it; a free user's chat is otherwise not stored at all (decision 0193).
 */
export const advisorChatUsage = pgTable(
  'advisor_chat_usage',
  {
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    messages: integer('messages').notNull(),
  },
  (table) => [primaryKey({ columns: [table.advisorId, table.day] }), check('advisor_chat_usage_messages_positive', sql`${table.messages} >= 0`)],
);
