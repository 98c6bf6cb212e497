import { z } from 'zod/mini';
import { tripRequestSchema } from './trip-request.schema.ts';

/** Longest message the assistant takes (413 beyond). */
export const assistantMessageMaxLength = 4_000;
/** At most this many history entries: a free user's client-sent history, and the stored messages a Premium reply reads. */
export const assistantHistoryLimit = 50;
/** Longest entry of a client-sent history (a long reply is cut to it by the client). */
export const assistantHistoryEntryMaxLength = 8_000;
/** All entries of a client-sent history together: more would be dropped from the prompt anyway. */
export const assistantHistoryMaxLength = 20_000;

export const assistantHistoryEntrySchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().check(z.maxLength(assistantHistoryEntryMaxLength)),
});
export type AssistantHistoryEntry = z.infer<typeof assistantHistoryEntrySchema>;

const historySchema = z.array(assistantHistoryEntrySchema).check(
  z.maxLength(assistantHistoryLimit, `Send at most the newest ${assistantHistoryLimit} history entries.`),
  z.refine((entries) => historyLength(entries) <= assistantHistoryMaxLength, `The history may hold at most ${assistantHistoryMaxLength.toLocaleString('en-US')} characters.`),
);

function historyLength(entries: readonly AssistantHistoryEntry[]): number {
  return entries.reduce((total, entry) => total + entry.content.length, 0);
}

/**
 * The newest entries of a history that fit the request's bounds (count, each entry, in total), oldest
 * first: what a client sends. An over-long entry is cut, keeping its start.
 */
export function boundedHistory(entries: readonly AssistantHistoryEntry[]): AssistantHistoryEntry[] {
  const kept: AssistantHistoryEntry[] = [];
  let length = 0;
  for (let index = entries.length - 1; index >= 0 && kept.length < assistantHistoryLimit; index--) {
    const entry = entries[index] as AssistantHistoryEntry;
    const content = entry.content.slice(0, assistantHistoryEntryMaxLength);
    if (length + content.length > assistantHistoryMaxLength) break;
    length += content.length;
    kept.push({ role: entry.role, content });
  }
  return kept.reverse();
}

/**
 * POST /api/assistant. The message length is checked by the route (413, not 400). A free user's
 * history is bounded here (entries, each entry, in total); a Premium request's is ignored.
 * `travelData` is the planner's trip request: known fields only.
 */
export const assistantRequestSchema = z.object({
  action: z.literal('sendMessage'),
  message: z.string().check(z.maxLength(100_000)),
  advisorId: z.string().check(z.minLength(1), z.maxLength(200)),
  conversationHistory: z._default(historySchema, []),
  threadId: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  travelData: z.optional(tripRequestSchema),
});
export type AssistantRequest = z.infer<typeof assistantRequestSchema>;

export const advisorAvailabilityParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) });

export const advisorAvailabilitySchema = z.object({
  available: z.boolean(),
  reason: z.optional(z.enum(['advisor_unavailable', 'model_unavailable'])),
  /** True when replies come from the built-in offline engine (no LLM_BASE_URL): the panel says so discreetly. */
  offline: z.boolean(),
});
export type AdvisorAvailability = z.infer<typeof advisorAvailabilitySchema>;

/** One streamed event's JSON: `data: {"choices":[{"delta":{"content":"..."}}]}`. */
export const assistantDeltaEventSchema = z.object({ choices: z.tuple([z.object({ delta: z.object({ content: z.string() }) })]) });
export type AssistantDeltaEvent = z.infer<typeof assistantDeltaEventSchema>;
/** The last event when the model fails after streaming began, followed by `data: [DONE]`. */
export const assistantErrorEventSchema = z.object({ error: z.object({ message: z.string() }) });
export type AssistantErrorEvent = z.infer<typeof assistantErrorEventSchema>;

/**
 * Sent before the reply's first text when the user's message shows a crisis signal; the reply
 * itself then starts with `crisisReplyPreamble` (shared/chat/crisis-resources.ts).
 */
export const assistantSafetyEventSchema = z.object({ safety: z.object({ crisis: z.literal(true) }) });
export type AssistantSafetyEvent = z.infer<typeof assistantSafetyEventSchema>;

/** The assistant's stream: bare `data:` lines, each one of these, then `data: [DONE]`. */
export const assistantStreamSchemas = { message: z.union([assistantDeltaEventSchema, assistantErrorEventSchema, assistantSafetyEventSchema]) };
