import { z } from 'zod/mini';
import { adminPageQueryShape, adminPageSchema } from './list-query.schema.ts';

/*
 * The background jobs that need an admin: failed ones (retry them) and stuck ones (no instance is
 * running them). What a job carries (a mail's text, its links) is never part of these contracts.
 */

export const jobSortKeys = ['since'] as const;

/** GET /api/admin/jobs: the newest problem first by default. */
export const jobListQuerySchema = z.object({
  ...adminPageQueryShape,
  sort: z._default(z.enum(jobSortKeys), 'since'),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

export const problemJobStates = ['created', 'retry', 'active', 'failed'] as const;
export type ProblemJobState = (typeof problemJobStates)[number];

export const problemJobSchema = z.object({
  id: z.string(),
  /** The job kind, as the server names it: 'mail-delivery'. */
  kind: z.string(),
  state: z.enum(problemJobStates),
  /** failed: out of retries. stuck: running past its time limit, or due long ago and not started. */
  problem: z.enum(['failed', 'stuck']),
  attempts: z.number(),
  maxAttempts: z.number(),
  createdAt: z.string(),
  startedAt: z.nullable(z.string()),
  failedAt: z.nullable(z.string()),
  since: z.string(),
  error: z.nullable(z.string()),
});
export type ProblemJob = z.infer<typeof problemJobSchema>;

export const jobPageSchema = adminPageSchema(problemJobSchema);
export type JobPage = z.infer<typeof jobPageSchema>;

/** A job's id as pg-boss gives it (a UUID); anything else is a job that does not exist (404). */
export const jobIdParamsSchema = z.object({ id: z.string().check(z.maxLength(64)) });

/** POST /api/admin/jobs/:id/retry: the job, now waiting for its next attempt. */
export const jobRetryResultSchema = z.object({ id: z.string(), kind: z.string(), state: z.literal('retry') });
export type JobRetryResult = z.infer<typeof jobRetryResultSchema>;

/** The dashboard's figure: failed jobs, and stuck ones apart. */
export const jobProblemCountsSchema = z.object({ failed: z.number(), stuck: z.number() });

export const jobAuditActions = { retry: 'job.retry' } as const;
export const jobAuditActionLabels: Record<string, string> = { 'job.retry': 'Retry job' };
