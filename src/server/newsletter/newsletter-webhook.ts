import type { FastifyBaseLogger } from 'fastify';
import { defineJob, type JobQueue } from '../jobs/job-queue.ts';

/** The body the automation webhook receives for one footer sign-up, as the spec describes it. */
export interface NewsletterWebhookPayload {
  email: string;
  label: string;
  timestamp: string;
  source: 'newsletter_signup';
}

export const newsletterWebhook = defineJob<NewsletterWebhookPayload>({
  name: 'newsletter-webhook',
  // 30 s, 1 min, 2 min ... up to 30 min: about two hours of the automation being away.
  retry: { limit: 7, delaySeconds: 30, maxDelaySeconds: 30 * 60 },
  expireInSeconds: 60,
});

/** The endpoint refused this delivery for good: sending the same body again would be refused again. */
export function isFinalRefusal(status: number): boolean {
  // 408 and 429 say "not now", like a 5xx.
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export interface NewsletterWebhookDependencies {
  jobs: Pick<JobQueue, 'work'>;
  log: FastifyBaseLogger;
  /** NEWSLETTER_WEBHOOK_URL; unset since the job was stored: the job is dropped with a log line. */
  webhookUrl: string | undefined;
  timeoutMs?: number;
}

/**
 * Delivers footer sign-ups to the automation webhook, on any instance: a network error, a timeout or
 * a 5xx is retried with back-off; a 4xx is final and logged (the endpoint will not change its mind).
 */
export async function startNewsletterWebhooks({ jobs, log, webhookUrl, timeoutMs = 5_000 }: NewsletterWebhookDependencies): Promise<void> {
  await jobs.work(newsletterWebhook, async (payload, { retryCount, signal }) => {
    if (!webhookUrl) {
      log.warn('newsletter webhook dropped: NEWSLETTER_WEBHOOK_URL is no longer set');
      return;
    }
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
    // Drain the body so the socket is released; its content is not read.
    await response.body?.cancel();
    if (response.ok) return;
    if (isFinalRefusal(response.status)) {
      log.warn({ status: response.status }, 'newsletter webhook refused the sign-up; not retried');
      return;
    }
    throw new Error(`newsletter webhook answered ${response.status} (try ${retryCount + 1})`);
  });
}
