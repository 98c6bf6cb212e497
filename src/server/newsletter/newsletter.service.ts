import { eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { mailingList } from '../db/schema/index.ts';

import { errorCatalog } from '../../shared/errors.ts';
import { ApiError } from '../http/api-error.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { newsletterWebhook } from './newsletter-webhook.ts';

export type MailingListSource = 'footer' | 'account' | 'invite';

/** A form's answer when the address was not added: already on the list, or kept off it (named on the email field). */
export function refusedSubscription(outcome: Exclude<SubscribeOutcome, 'added'>): ApiError {
  if (outcome === 'already_subscribed') return new ApiError('conflict:newsletter');
  return new ApiError('conflict:newsletter_unsubscribed', { fields: { email: errorCatalog['conflict:newsletter_unsubscribed'].message } });
}

/** How a subscribe ended: added (or back on the list), already on it, or kept off it. */
export type SubscribeOutcome = 'added' | 'already_subscribed' | 'unsubscribed';

export interface NewsletterService {
  /**
   * Adds the address. An address an admin took off the list stays off, whatever a form says:
   * anyone can type any address into the footer. Only `ownerConfirmed` (the signed-in owner of
   * the address, from My Account) puts it back, as new: this source, today's date.
   */
  subscribe(email: string, source: MailingListSource, options?: { ownerConfirmed?: boolean }): Promise<SubscribeOutcome>;
}

export interface NewsletterDependencies {
  db: Database;
  log: FastifyBaseLogger;
  jobs: Pick<JobQueue, 'enqueue'>;
  webhookUrl: string | undefined;
}

export function createNewsletterService({ db, log, jobs, webhookUrl }: NewsletterDependencies): NewsletterService {
  /**
   * Tells the automation webhook about a sign-up through the job queue (newsletter-webhook.ts):
   * stored with the sign-up, delivered and retried in the background. The sign-up stands even when
   * the job cannot be stored; that is logged.
   */
  async function notifyWebhook(email: string): Promise<void> {
    if (!webhookUrl) return;
    try {
      await jobs.enqueue(newsletterWebhook, { email, label: 'Newsletter sign-up (footer form)', timestamp: new Date().toISOString(), source: 'newsletter_signup' });
    } catch (error) {
      log.error({ err: error }, 'newsletter webhook could not be queued');
    }
  }

  return {
    async subscribe(email, source, { ownerConfirmed = false } = {}) {
      const normalized = email.trim().toLowerCase();
      const insert = db.insert(mailingList).values({ email: normalized, source });
      const inserted = await (ownerConfirmed
        ? insert.onConflictDoUpdate({
            target: mailingList.email,
            set: { source, createdAt: sql`now()`, unsubscribedAt: null },
            setWhere: isNotNull(mailingList.unsubscribedAt),
          })
        : insert.onConflictDoNothing({ target: mailingList.email })
      ).returning({ id: mailingList.id });
      if (inserted.length === 0) {
        const [existing] = await db.select({ unsubscribedAt: mailingList.unsubscribedAt }).from(mailingList).where(eq(mailingList.email, normalized)).limit(1);
        return existing?.unsubscribedAt ? 'unsubscribed' : 'already_subscribed';
      }
      if (source === 'footer') await notifyWebhook(normalized);
      return 'added';
    },
  };
}
