import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { findLinks } from '../http/redact-url.ts';
import { defineJob, type JobQueue } from '../jobs/job-queue.ts';
import type { MailLog, MailMessage } from './mailer.ts';

/**
 * Delivering one stored mail. The payload carries the message itself, links included: with SMTP
 * the outbox row holds it redacted, and the mail must go out whole. pg-boss deletes a finished
 * job after a day (jobs/job-queue.ts), so the links do not outlive that.
 */
export const mailDelivery = defineJob<{ outboxId: string | null; message: MailMessage }>({
  name: 'mail-delivery',
  // 30 s, 1 min, 2 min ... up to an hour between tries: about 3 hours of an SMTP server being away.
  retry: { limit: 8, delaySeconds: 30, maxDelaySeconds: 60 * 60 },
  expireInSeconds: 2 * 60,
});

/** Writes when the mail went out, or why not yet, on its outbox row; logs when it cannot. */
export async function recordMailOutcome(db: Database, log: MailLog, id: string | null | undefined, outcome: { sentAt: Date; error: null } | { error: string }): Promise<void> {
  if (!id) return;
  try {
    await db.update(mailOutbox).set(outcome).where(eq(mailOutbox.id, id));
  } catch (error) {
    log.error({ err: error, mailOutboxId: id }, 'mail outcome could not be recorded in the outbox');
  }
}

export interface MailDeliveryDependencies {
  db: Database;
  log: MailLog;
  jobs: JobQueue;
  /** smtp(s)://...; unset: the log line is the delivery, and the row stays in the outbox. */
  smtpUrl: string | undefined;
  from: string;
  now?: () => Date;
}

/** Runs this instance's share of mail deliveries (the server's instances; an operator command only enqueues). */
export async function startMailDelivery({ db, log, jobs, smtpUrl, from, now = () => new Date() }: MailDeliveryDependencies): Promise<void> {
  // Loaded only when there is an SMTP server to talk to: the transport's modules are 20 MB or more
  // of memory that the outbox alone (the default) never needs.
  const transport = smtpUrl ? (await import('nodemailer')).default.createTransport(smtpUrl) : undefined;
  await jobs.work(mailDelivery, async ({ outboxId, message }, { retryCount }) => {
    if (!transport) {
      log.info(
        { mail: { kind: message.kind, to: message.to, subject: message.subject, links: findLinks(message.text) } },
        `mail kept in the outbox (no SMTP_URL):\n${message.text}`,
      );
      return;
    }
    try {
      await transport.sendMail({ from, to: message.to, replyTo: message.replyTo, subject: message.subject, text: message.text, html: message.html });
    } catch (error) {
      // The row says why it has not gone out yet; the job is retried with back-off.
      log.error({ err: error, mail: { kind: message.kind, to: message.to }, retryCount }, 'mail could not be sent');
      await recordMailOutcome(db, log, outboxId, { error: error instanceof Error ? error.message.slice(0, 500) : 'unknown error' });
      throw error;
    }
    log.info({ mail: { kind: message.kind, to: message.to, subject: message.subject } }, 'mail sent');
    await recordMailOutcome(db, log, outboxId, { sentAt: now(), error: null });
  });
}
