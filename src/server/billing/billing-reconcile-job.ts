import type { FastifyBaseLogger } from 'fastify';
import { defineJob, type JobQueue } from '../jobs/job-queue.ts';
import type { BillingService } from './billing.service.ts';

/**
 * `npm run billing:reconcile`, nightly, on one instance: what Stripe says now, stored for every
 * subscription, in case a webhook was lost. Scheduled only while Stripe is configured.
 */
export const billingReconcile = defineJob<Record<string, never>>({
  name: 'billing-reconcile',
  // Stripe or the database away: 10 min, 20 min, 40 min; the next night comes anyway.
  retry: { limit: 3, delaySeconds: 10 * 60, maxDelaySeconds: 60 * 60 },
  expireInSeconds: 30 * 60,
});

/** 03:15 UTC: after most of Stripe's renewals of the day have been sent, before Europe wakes. */
export const billingReconcileCron = '15 3 * * *';

export async function scheduleBillingReconcile({ jobs, billing, stripeConfigured, log }: { jobs: Pick<JobQueue, 'work' | 'schedule' | 'unschedule'>; billing: Pick<BillingService, 'reconcile'>; stripeConfigured: boolean; log: FastifyBaseLogger }): Promise<void> {
  if (!stripeConfigured) {
    // Stripe switched off since: no more nightly jobs that nobody would run.
    await jobs.unschedule(billingReconcile);
    return;
  }
  await jobs.work(billingReconcile, async () => {
    const { synced, failed } = await billing.reconcile();
    log.info({ synced, failed }, 'nightly billing reconcile');
    // Each failure is logged by reconcile; the whole run is tried again (a sync is idempotent).
    if (failed > 0) throw new Error(`billing reconcile: ${failed} subscription(s) could not be synced`);
  });
  await jobs.schedule(billingReconcile, billingReconcileCron, {});
}
