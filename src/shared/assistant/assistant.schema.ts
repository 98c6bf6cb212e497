import { z } from 'zod/mini';

/** Longest message the assistant takes (413 beyond). */
export const assistantMessageMaxLength = 4_000;
/** Only the newest entries of the history reach the model. */
export const assistantHistoryLimit = 50;

export const assistantHistoryEntrySchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().check(z.maxLength(20_000)),
});
export type AssistantHistoryEntry = z.infer<typeof assistantHistoryEntrySchema>;

/**
 * POST /api/assistant. The message length is checked by the route (413, not 400); the history
 * may be longer than the model gets (it is trimmed to the newest 50 entries).
 */
export const assistantRequestSchema = z.object({
  action: z.literal('sendMessage'),
  message: z.string().check(z.maxLength(100_000)),
  advisorId: z.string().check(z.minLength(1), z.maxLength(200)),
  conversationHistory: z._default(z.array(assistantHistoryEntrySchema).check(z.maxLength(1_000)), []),
  threadId: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  travelData: z.optional(z.record(z.string(), z.unknown())),
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
export interface AssistantDeltaEvent {
  choices: [{ delta: { content: string } }];
}
/** The last event when the model fails after streaming began, followed by `data: [DONE]`. */
export interface AssistantErrorEvent {
  error: { message: string };
}

/**
 * Sent before the reply's first text when the user's message shows a crisis signal; the reply
 * itself then starts with `crisisReplyPreamble` (shared/chat/crisis-resources.ts).
 */
export interface AssistantSafetyEvent {
  safety: { crisis: true };
}
