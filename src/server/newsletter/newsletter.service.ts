import { isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { mailingList } from '../db/schema/index.ts';

export type MailingListSource = 'footer' | 'account' | 'invite';

export interface NewsletterService {
  /**
   * Adds the address; false when it was already on the list. An address an admin unsubscribed is
   * subscribed again (as new: this source, today's date).
   */
  subscribe(email: string, source: MailingListSource): Promise<boolean>;
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
    async subscribe(email, source) {
      const normalized = email.trim().toLowerCase();
      const inserted = await db
        .insert(mailingList)
        .values({ email: normalized, source })
        .onConflictDoUpdate({
          target: mailingList.email,
          set: { source, createdAt: sql`now()`, unsubscribedAt: null },
          setWhere: isNotNull(mailingList.unsubscribedAt),
        })
        .returning({ id: mailingList.id });
      if (inserted.length === 0) return false;
      if (source === 'footer') notifyWebhook(normalized);
      return true;
    },
  };
}
