import { jobAuditActions, type JobListQuery, type JobPage, type JobRetryResult } from '../../shared/admin/jobs.schema.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import type { JobQueue, ProblemJob } from '../jobs/job-queue.ts';
import type { AdminRequestContext } from './admin-context.ts';
import { runAudited } from './audit.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toRow(job: ProblemJob): JobPage['rows'][number] {
  return {
    ...job,
    createdAt: job.createdAt.toISOString(),
    startedAt: iso(job.startedAt),
    failedAt: iso(job.failedAt),
    since: job.since.toISOString(),
  };
}

/**
 * Failed and stuck background jobs: the list, and one more attempt for a failed one (audited). The
 * queue reads its own tables (`JobQueue.listProblems`), never a job's payload.
 */
export function createJobsAdminService({ db, jobs }: { db: Database; jobs: JobQueue }) {
  return {
    async list({ page, pageSize, dir }: JobListQuery): Promise<JobPage> {
      const { rows, total } = await jobs.listProblems({ page, pageSize, dir });
      return { rows: rows.map(toRow), total, page, pageSize };
    },

    retry(id: string, context: AdminRequestContext): Promise<JobRetryResult> {
      return runAudited(db, { ...context, action: jobAuditActions.retry, target: { type: 'job', id } }, async (tx) => {
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
  };
}

export type JobsAdminService = ReturnType<typeof createJobsAdminService>;
