import { z } from 'zod/mini';

/**
 * Premium saved conversations. A conversation belongs to one user and one advisor; its id is the
 * assistant request's `threadId`. Nothing of a free chat is stored; a user whose Premium ended
 * keeps the conversations saved before, to read and delete but not to continue.
 */

export const conversationIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) });

export const conversationListQuerySchema = z.object({
  /** Only this advisor's conversations. */
  advisorId: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export const conversationMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  advisorId: z.string(),
  advisorName: z.string(),
  advisorSlug: z.string(),
  /**
   * The advisor was retired (archived by an admin, decision 0191): its page is gone, so the
   * conversation is read in the profile instead of continued on that page.
   */
  advisorArchived: z.boolean(),
  /** The first user message, shortened to at most 80 characters. */
  title: z.string(),
  messageCount: z.number(),
  /** ISO date-times; updatedAt is the last message's time. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** GET /api/conversations: newest first (by updatedAt), at most 100. */
export const conversationListSchema = z.object({ conversations: z.array(conversationSummarySchema) });
export type ConversationList = z.infer<typeof conversationListSchema>;

/** GET /api/conversations/:id: the conversation with its messages, oldest first. */
export const conversationDetailSchema = z.extend(conversationSummarySchema, { messages: z.array(conversationMessageSchema) });
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** Response header of POST /api/assistant naming the Premium conversation the exchange was stored in. */
export const conversationIdHeader = 'x-conversation-id';
