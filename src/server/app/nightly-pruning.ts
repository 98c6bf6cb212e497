import type { FastifyBaseLogger } from 'fastify';
import { deleteChatUsageBefore } from '../assistant/chat-quota.ts';
import { deleteExpiredVerifications, deleteIdleRateLimits } from '../auth/auth.queries.ts';
import { deleteExpiredDataExports } from '../data-export/index.ts';
import type { Database } from '../db/client.ts';
import { createItineraryQueries } from '../itineraries/index.ts';
import { defineJob, type JobQueue } from '../jobs/job-queue.ts';

/**
 * Rows that no screen shows and no rule reads any more, deleted once a night by one instance. The
 * queries live with their features; this job only runs them (docs/jobs.md, decision 0208).
 */
export const nightlyPruning = defineJob<Record<string, never>>({
  name: 'nightly-pruning',
  retry: { limit: 3, delaySeconds: 5 * 60, maxDelaySeconds: 60 * 60 },
  expireInSeconds: 10 * 60,
});

/** 03:45 UTC, after the billing reconcile, at the quietest hour for most users. */
export const nightlyPruningCron = '45 3 * * *';

export const retention = {
  /** The daily quota reads today's counter only; a month and a bit keeps yesterday for support questions. */
  chatUsageDays: 35,
  revokedShareLinkDays: 30,
  /** A password reset's link has stopped working; a day later its row goes. */
  expiredVerificationHours: 24,
  /** Better Auth's windows are a minute at most. */
  idleRateLimitHours: 24,
  /** A "Download my data" request that never became an archive; a ready one goes when its 24 hours end. */
  unfinishedDataExportHours: 24,
} as const;

export type PruneCounts = Record<'chatUsage' | 'revokedShareLinks' | 'expiredVerifications' | 'idleRateLimits' | 'dataExports', number>;

/** The job's work, callable on its own (tests run it against seeded rows). */
export async function pruneExpiredRows(db: Database): Promise<PruneCounts> {
  return {
    chatUsage: await deleteChatUsageBefore(db, retention.chatUsageDays),
    revokedShareLinks: await createItineraryQueries(db).deleteRevokedLinks(retention.revokedShareLinkDays),
    expiredVerifications: await deleteExpiredVerifications(db, retention.expiredVerificationHours),
    idleRateLimits: await deleteIdleRateLimits(db, retention.idleRateLimitHours),
    dataExports: await deleteExpiredDataExports(db, { unfinishedHours: retention.unfinishedDataExportHours }),
  };
}

export async function scheduleNightlyPruning({ jobs, db, log }: { jobs: Pick<JobQueue, 'work' | 'schedule'>; db: Database; log: FastifyBaseLogger }): Promise<void> {
  await jobs.work(nightlyPruning, async () => {
    log.info({ deleted: await pruneExpiredRows(db) }, 'nightly pruning');
  });
  await jobs.schedule(nightlyPruning, nightlyPruningCron, {});
}
