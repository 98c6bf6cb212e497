import { eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { mailingList } from '../db/schema/index.ts';

import { errorCatalog } from '../../shared/errors.ts';
import { ApiError } from '../http/api-error.ts';

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
  webhookUrl: string | undefined;
  webhookTimeoutMs?: number;
}

export function createNewsletterService({ db, log, webhookUrl, webhookTimeoutMs = 5000 }: NewsletterDependencies): NewsletterService {
  /**
   * Tells the automation webhook about a sign-up. Fire and forget: the caller never awaits it, a
   * slow endpoint is cut off, and a failure is only logged.
   */
  function notifyWebhook(email: string): void {
    if (!webhookUrl) return;
    const payload = {
      email,
      label: 'Newsletter sign-up (footer form)',
      timestamp: new Date().toISOString(),
      source: 'newsletter_signup',
    };
    fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(webhookTimeoutMs),
    })
      .then(async (response) => {
        // Drain the body so the socket is released; its content is not read.
        await response.body?.cancel();
        if (!response.ok) log.warn({ status: response.status }, 'newsletter webhook answered with an error');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'newsletter webhook failed'));
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
      if (source === 'footer') notifyWebhook(normalized);
      return 'added';
    },
  };
}
