import { z } from 'zod/mini';

/**
 * What an advisor remembers of a Premium user: a short summary, one per advisor, written by the
 * server after an exchange and included in that advisor's next prompts. The user sees, edits and
 * deletes it in /profile and can turn memory off altogether. When Premium ends the memories stay,
 * to read and delete only, and no prompt includes them.
 */

export const memorySummaryMaxLength = 2_000;

export const advisorMemorySchema = z.object({
  advisorId: z.string(),
  advisorName: z.string(),
  summary: z.string(),
  /** ISO date-time. */
  updatedAt: z.string(),
});
export type AdvisorMemory = z.infer<typeof advisorMemorySchema>;

/** GET /api/memories: whether memory is on, and each advisor's memory (newest first). */
export const memoryListSchema = z.object({ enabled: z.boolean(), memories: z.array(advisorMemorySchema) });
export type MemoryList = z.infer<typeof memoryListSchema>;

export const memoryAdvisorParamsSchema = z.object({ advisorId: z.string().check(z.minLength(1), z.maxLength(200)) });

/** PUT /api/memories/:advisorId: the user's own wording of what the advisor remembers. */
export const updateMemorySchema = z.object({
  summary: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please write what the advisor should remember, or delete the memory.'),
      z.maxLength(memorySummaryMaxLength, 'Please keep the memory under 2,000 characters.'),
    ),
});
export type UpdateMemory = z.infer<typeof updateMemorySchema>;

/** PATCH /api/memories: memory on or off. Off: nothing new is remembered and no memory reaches a prompt. */
export const memorySettingsSchema = z.object({ enabled: z.boolean() });
export type MemorySettings = z.infer<typeof memorySettingsSchema>;
