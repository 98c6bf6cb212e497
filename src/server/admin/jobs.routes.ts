import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobAuditActions, jobIdParamsSchema, jobListQuerySchema, jobPageSchema, jobRetryResultSchema, type JobPage } from '../../shared/admin/jobs.schema.ts';
import { signedInUser } from '../auth/guards.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import type { JobQueue, ProblemJob } from '../jobs/job-queue.ts';
import { runAudited } from './audit.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toRow(job: ProblemJob): JobPage['rows'][number] {
  return { ...job, createdAt: job.createdAt.toISOString(), startedAt: iso(job.startedAt), failedAt: iso(job.failedAt), since: job.since.toISOString() };
}

/** Failed and stuck background jobs: the list, and one more attempt for a failed one (audited). */
export const jobsAdminRoutes: FastifyPluginAsyncZod<{ db: Database; jobs: JobQueue }> = async (app, { db, jobs }) => {
  app.get(
    '/jobs',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Failed background jobs (out of retries, kept a day) and stuck ones (running past their time limit, or due 15 minutes ago and not started), one page, newest first by default; never their payloads',
        querystring: jobListQuerySchema,
        response: { 200: jobPageSchema },
      },
    },
    async (request, reply) => {
      const { page, pageSize, dir } = request.query;
      const { rows, total } = await jobs.listProblems({ page, pageSize, dir });
      return reply.header('cache-control', 'no-store').send({ rows: rows.map(toRow), total, page, pageSize });
    },
  );

  app.post(
    '/jobs/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Run a failed job once more (404 not_found:job for an unknown id, 409 conflict:job_not_failed for a job waiting or running)',
        params: jobIdParamsSchema,
        response: { 200: jobRetryResultSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = signedInUser(request);
      const context = { actor: { id: actor.id, email: actor.email }, action: jobAuditActions.retry, target: { type: 'job', id }, requestId: request.id };
      return runAudited(db, context, async (tx) => {
        // The retry and its audit row commit together: pg-boss's statement runs in this transaction.
        const result = await jobs.retryFailed(id, { within: tx });
        if (result.outcome === 'not_found') throw new ApiError('not_found:job');
        if (result.outcome === 'not_failed') throw new ApiError('conflict:job_not_failed');
        return {
          before: { kind: result.kind, state: 'failed', attempts: result.attempts },
          after: { kind: result.kind, state: 'retry', attempts: result.attempts },
          result: { id, kind: result.kind, state: 'retry' as const },
        };
      });
    },
  );
};
