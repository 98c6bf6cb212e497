import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { ConversationDetail, ConversationMessage, ConversationSummary } from '../../shared/chat/conversation.schema.ts';
import type { Database } from '../db/client.ts';
import { advisors, conversationMessages, conversations, storedMessageMaxLength } from '../db/schema/index.ts';
import { isUuid } from '../db/uuid.ts';
import { statementRows } from '../db/statement-rows.ts';
import { ApiError } from '../http/api-error.ts';
import { cutText } from '../../shared/text-cut.ts';

/**
 * Saved conversations (written only for Premium, kept when it ends). Every read and write is scoped to the owner: someone else's
 * conversation answers exactly like one that does not exist (404), so ids reveal nothing.
 */
export interface ConversationsService {
  list(userId: string, options?: { advisorId?: string | undefined; limit?: number }): Promise<ConversationSummary[]>;
  /** The conversation with its messages, oldest first; 404 `not_found:conversation` if not the user's. */
  detail(userId: string, id: string): Promise<ConversationDetail>;
  /** Deletes it and its messages for good; 404 if not the user's. */
  remove(userId: string, id: string): Promise<void>;
  /** The user's conversation (id and advisor), or undefined. */
  findOwned(userId: string, id: string): Promise<{ id: string; advisorId: string } | undefined>;
  /** Creates a conversation with its first (user) message, in one transaction: never one without the other. */
  start(userId: string, advisorId: string, title: string, firstMessage: string): Promise<{ id: string }>;
  /** Stores a message and moves the conversation's updatedAt to it, in one transaction. */
  append(conversationId: string, role: ConversationMessage['role'], content: string): Promise<{ id: string }>;
  /** The newest `limit` messages, returned oldest first; `except` leaves one out (the message just stored). */
  recentMessages(conversationId: string, limit: number, except?: string): Promise<Pick<ConversationMessage, 'role' | 'content'>[]>;
}

const titleMaxLength = 80;

/** The first user message, whitespace collapsed, at most 80 characters with an ellipsis when cut. */
export function conversationTitle(message: string): string {
  const collapsed = message.replace(/\s+/g, ' ').trim();
  if (!collapsed) return 'Trip request';
  return collapsed.length <= titleMaxLength ? collapsed : `${cutText(collapsed, titleMaxLength - 1).trimEnd()}…`;
}

/** Keeps a stored message inside the column's length check (a very long model reply is cut). */
export function storableContent(content: string): string {
  return cutText(content, storedMessageMaxLength);
}

const iso = (value: Date) => value.toISOString();

export function createConversationsService(db: Database): ConversationsService {
  const messageCounts = db
    .select({ conversationId: conversationMessages.conversationId, messageCount: count().as('message_count') })
    .from(conversationMessages)
    .groupBy(conversationMessages.conversationId)
    .as('message_counts');

  async function summaries(userId: string, options: { id?: string; advisorId?: string | undefined; limit: number }): Promise<ConversationSummary[]> {
    const filters = [eq(conversations.userId, userId)];
    if (options.id) filters.push(eq(conversations.id, options.id));
    if (options.advisorId) filters.push(eq(conversations.advisorId, options.advisorId));
    const rows = await db
      .select({
        id: conversations.id,
        advisorId: conversations.advisorId,
        advisorName: advisors.name,
        advisorSlug: advisors.slug,
        advisorArchived: sql<boolean>`${advisors.archivedAt} is not null`.mapWith(Boolean),
        title: conversations.title,
        messageCount: sql<number>`coalesce(${messageCounts.messageCount}, 0)`.mapWith(Number),
        createdAt: conversations.createdAt,
        updatedAt: conversations.updatedAt,
      })
      .from(conversations)
      .innerJoin(advisors, eq(advisors.id, conversations.advisorId))
      .leftJoin(messageCounts, eq(messageCounts.conversationId, conversations.id))
      .where(and(...filters))
      .orderBy(desc(conversations.updatedAt), desc(conversations.createdAt))
      .limit(options.limit);
    return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) }));
  }

  return {
    async list(userId, { advisorId, limit = 100 } = {}) {
      if (advisorId !== undefined && !isUuid(advisorId)) return [];
      return summaries(userId, { advisorId, limit });
    },

    async detail(userId, id) {
      if (!isUuid(id)) throw new ApiError('not_found:conversation');
      const [summary] = await summaries(userId, { id, limit: 1 });
      if (!summary) throw new ApiError('not_found:conversation');
      const messages = await db
        .select({ id: conversationMessages.id, role: conversationMessages.role, content: conversationMessages.content, createdAt: conversationMessages.createdAt })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, id))
        .orderBy(asc(conversationMessages.createdAt));
      return { ...summary, messages: messages.map((message) => ({ ...message, createdAt: iso(message.createdAt) })) };
    },

    async remove(userId, id) {
      if (!isUuid(id)) throw new ApiError('not_found:conversation');
      // The messages go with it (foreign key on delete cascade).
      const deleted = await db
        .delete(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
        .returning({ id: conversations.id });
      if (deleted.length === 0) throw new ApiError('not_found:conversation');
    },

    async findOwned(userId, id) {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({ id: conversations.id, advisorId: conversations.advisorId })
        .from(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
        .limit(1);
      return row;
    },

    // Each write is one statement (data-modifying CTEs are atomic on their own): they run before
    // a Premium reply's first byte, and a statement is one round trip where a transaction is four.
    async start(userId, advisorId, title, firstMessage) {
      // now() is the statement's time: the conversation's createdAt and updatedAt and the message's are one moment.
      const rows = await statementRows<{ id: string }>(db, sql`
        with conversation as (
          insert into ${conversations} (user_id, advisor_id, title) values (${userId}, ${advisorId}, ${title}) returning id
        ), message as (
          insert into ${conversationMessages} (conversation_id, role, content) select id, 'user', ${storableContent(firstMessage)} from conversation
        )
        select id from conversation`);
      const [row] = rows;
      if (!row) throw new Error('conversation insert returned no row');
      return { id: row.id };
    },

    async append(conversationId, role, content) {
      const rows = await statementRows<{ id: string }>(db, sql`
        with message as (
          insert into ${conversationMessages} (conversation_id, role, content) values (${conversationId}, ${role}, ${storableContent(content)})
          returning id, created_at
        )
        update ${conversations} set updated_at = message.created_at from message where ${conversations}.id = ${conversationId}
        returning message.id`);
      const [row] = rows;
      if (!row) throw new Error('message insert returned no row');
      return { id: row.id };
    },

    async recentMessages(conversationId, limit, except) {
      const filters = [eq(conversationMessages.conversationId, conversationId)];
      if (except) filters.push(ne(conversationMessages.id, except));
      const rows = await db
        .select({ role: conversationMessages.role, content: conversationMessages.content })
        .from(conversationMessages)
        .where(and(...filters))
        .orderBy(desc(conversationMessages.createdAt))
        .limit(limit);
      return rows.reverse();
    },
  };
}
