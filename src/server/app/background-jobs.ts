import type { Platform } from '../boot.ts';
import { scheduleBillingReconcile } from '../billing/billing-reconcile-job.ts';
import { startNewsletterWebhooks } from '../newsletter/newsletter-webhook.ts';
import { scheduleNightlyPruning } from './nightly-pruning.ts';
import type { AppServices } from './services.ts';

/**
 * The features' workers on this instance, and the nightly schedules (stored once in the queue's
 * tables however many instances call this; pg-boss makes each occurrence one job). Mail delivery
 * starts in boot, since operator commands send mail too; these need the app's services.
 */
export async function startBackgroundJobs({ config, database, jobs, log }: Platform, services: AppServices): Promise<void> {
  await services.memoryWriter.start();
  await services.dataExport.start();
  await startNewsletterWebhooks({ jobs, log, webhookUrl: config.newsletterWebhookUrl });
  await scheduleNightlyPruning({ jobs, db: database.db, log });
  await scheduleBillingReconcile({ jobs, billing: services.billing, stripeConfigured: config.stripe !== undefined, log });
}
