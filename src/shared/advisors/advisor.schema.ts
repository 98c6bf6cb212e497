// zod/mini keeps the browser bundle small; the server reads the same schemas.
import { z } from 'zod/mini';

export const advisorStatuses = ['available', 'training', 'testing', 'developing'] as const;
export const advisorStatusSchema = z.enum(advisorStatuses);
export type AdvisorStatus = z.infer<typeof advisorStatusSchema>;

export const advisorMethodSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  scope: z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.maxLength(20)),
});
export type AdvisorMethod = z.infer<typeof advisorMethodSchema>;

/** An advisor as the public API sends it: the table's columns (never the system prompt) plus tags. */
export const advisorRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.nullable(z.string()),
  ethos: z.nullable(z.string()),
  about: z.nullable(z.string()),
  shortDescription: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  coverUrl: z.nullable(z.string()),
  // A missing status counts as Available for connection checks (spec), so it may be null.
  status: z.nullable(advisorStatusSchema),
  methods: z.array(advisorMethodSchema),
  tags: z.array(z.string()),
});
export type AdvisorRecord = z.infer<typeof advisorRecordSchema>;

export const advisorListSchema = z.array(advisorRecordSchema);

export const advisorSlugParamsSchema = z.object({
  slug: z.string().check(z.minLength(1), z.maxLength(200)),
});
