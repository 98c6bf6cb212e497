import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { invitationValidityDays } from '../../shared/invites/invite-request.schema.ts';
import type { MailKind } from '../../shared/mail/outbox.schema.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { redactLinks } from '../http/redact-url.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { mailDelivery, recordMailOutcome } from './mail-delivery.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: MailKind;
  /** Where replies go; unset: MAIL_FROM. */
  replyTo?: string;
}

/** What features depend on: tests and other transports can stand in for it. */
export interface Mailer {
  /**
   * Never throws: a failure to store or to deliver is logged (and kept on the outbox row when
   * there is one), because the change that asked for the mail has already been saved.
   */
  send(message: MailMessage): Promise<void>;
}

export interface MailLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailerDependencies {
  db: Database;
  log: MailLog;
  /** smtp(s)://user:pass@host:port; unset keeps mail in the outbox and the log. */
  smtpUrl: string | undefined;
  /** Where the delivery job goes (mail-delivery.ts runs it). */
  jobs: Pick<JobQueue, 'enqueue'>;
  now?: () => Date;
}

const hour = 60 * 60 * 1000;

/**
 * How long the links of each kind of mail work: password reset links as Better Auth's
 * `resetPasswordTokenExpiresIn` (auth.ts), invitations as the invites service makes them.
 */
export const secretLinkLifetimeMs: Partial<Record<MailKind, number>> = {
  password_reset: hour,
  invitation: invitationValidityDays * 24 * hour,
};

/**
 * The start-up line that says where mail goes. Without SMTP it must be plain that reset and
 * invitation links reach people only through this log and the admin's outbox: fine on a laptop,
 * a warning anywhere else.
 */
export function mailDeliveryNotice({ smtpUrl, publicUrl }: { smtpUrl: string | undefined; publicUrl: string }): { level: 'info' | 'warn'; message: string } {
  if (smtpUrl) {
    // The host only: SMTP_URL may carry a user name and password.
    return { level: 'info', message: `mail: sent over SMTP via ${new URL(smtpUrl).host}; links are never logged, and the outbox keeps each mail with its links redacted` };
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(publicUrl).hostname);
  return {
    level: local ? 'info' : 'warn',
    message:
      'mail: SMTP_URL is not set, so no mail is sent: every mail, password reset and invitation links included, is written to this log and kept in the admin outbox (GET /api/admin/outbox); set SMTP_URL to send mail',
  };
}

/**
 * Redacts the links of outbox rows whose links have expired, so the outbox keeps no working
 * reset or invitation link longer than the link itself works. Runs when mail is sent and before
 * an admin reads the outbox.
 */
export async function redactExpiredOutboxLinks(db: Database, now: Date = new Date()): Promise<number> {
  const expired = await db
    .select({ id: mailOutbox.id, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(lte(mailOutbox.linksExpireAt, now))
    .limit(500);
  for (const row of expired) {
    await db
      .update(mailOutbox)
      .set({ text: redactLinks(row.text), html: row.html === null ? null : redactLinks(row.html), linksExpireAt: null })
      .where(and(eq(mailOutbox.id, row.id), isNotNull(mailOutbox.linksExpireAt)));
  }
  return expired.length;
}

/**
 * Every message is stored in mail_outbox first, in the caller's flow; a job then delivers it
 * (mail-delivery.ts), so a mail survives a restart and an SMTP failure is retried. With SMTP the
 * stored copy never holds its links (only the job's payload does, until the job is deleted).
 * Without SMTP the row and a log line (with the links, so a developer can click them) are the
 * delivery, and the whole invite and reset flow works on a laptop; the row's links are redacted
 * once they expire.
 */
export function createMailer({ db, log, smtpUrl, jobs, now = () => new Date() }: MailerDependencies): Mailer {
  const viaSmtp = smtpUrl !== undefined;

  async function store(message: MailMessage): Promise<string | undefined> {
    const lifetime = secretLinkLifetimeMs[message.kind];
    try {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: viaSmtp ? redactLinks(message.text) : message.text,
          html: message.html === undefined ? null : viaSmtp ? redactLinks(message.html) : message.html,
          kind: message.kind,
          replyTo: message.replyTo ?? null,
          linksExpireAt: !viaSmtp && lifetime !== undefined ? new Date(now().getTime() + lifetime) : null,
        })
        .returning({ id: mailOutbox.id });
      return row?.id;
    } catch (error) {
      log.error({ err: error, mail: { kind: message.kind, to: message.to } }, 'mail could not be kept in the outbox');
      return undefined;
    }
  }

  async function sweepExpiredLinks(): Promise<void> {
    try {
      await redactExpiredOutboxLinks(db, now());
    } catch (error) {
      log.error({ err: error }, 'expired links could not be redacted in the outbox');
    }
  }

  async function queue(message: MailMessage): Promise<void> {
    const outboxId = await store(message);
    await sweepExpiredLinks();
    try {
      await jobs.enqueue(mailDelivery, { outboxId: outboxId ?? null, message });
    } catch (error) {
      log.error({ err: error, mail: { kind: message.kind, to: message.to } }, 'mail could not be queued for delivery');
      await recordMailOutcome(db, log, outboxId, { error: 'not queued for delivery' });
    }
  }

  return {
    async send(message) {
      // Each step logs its own failure; this catches whatever a later change forgets to, so that
      // the interface's promise holds: the caller's change is saved, mail is a side effect.
      try {
        await queue(message);
      } catch (error) {
        log.error({ err: error, mail: { kind: message.kind, to: message.to } }, 'mail could not be handled');
      }
    },
  };
}
