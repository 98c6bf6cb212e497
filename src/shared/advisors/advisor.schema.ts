import { z } from 'zod';

export const advisorStatuses = ['available', 'training', 'testing', 'developing'] as const;
export const advisorStatusSchema = z.enum(advisorStatuses);
export type AdvisorStatus = z.infer<typeof advisorStatusSchema>;

export const advisorMethodSchema = z.object({
  name: z.string().min(1).max(120),
  scope: z.array(z.string().min(1).max(200)).max(20),
});
export type AdvisorMethod = z.infer<typeof advisorMethodSchema>;

/** An advisor as the public API sends it: the table's columns (never the system prompt) plus tags. */
export const advisorRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string().nullable(),
  ethos: z.string().nullable(),
  about: z.string().nullable(),
  shortDescription: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  // A missing status counts as Available for connection checks (spec), so it may be null.
  status: advisorStatusSchema.nullable(),
  methods: z.array(advisorMethodSchema),
  tags: z.array(z.string()),
});
export type AdvisorRecord = z.infer<typeof advisorRecordSchema>;

export const advisorListSchema = z.array(advisorRecordSchema);

export const advisorSlugParamsSchema = z.object({
  slug: z.string().min(1).max(200),
});
