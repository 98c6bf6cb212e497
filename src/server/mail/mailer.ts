import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { MailKind } from '../../shared/mail/outbox.schema.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

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
  /** Never throws: a delivery failure is logged and kept on the outbox row. */
  send(message: MailMessage): Promise<void>;
}

export interface MailLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailerDependencies {
  db: Database;
  log: MailLog;
  /** smtp(s)://user:pass@host:port; unset keeps mail in the outbox and the log. */
  smtpUrl: string | undefined;
  from: string;
}

const linkPattern = /https?:\/\/[^\s<>"]+/g;

/**
 * Every message is stored in mail_outbox first. With SMTP it is then sent and the row records
 * when, or why not; without SMTP the row and a log line (with the links, so a developer can click
 * them) are the delivery, and the whole invite and reset flow works on a laptop.
 */
export function createMailer({ db, log, smtpUrl, from }: MailerDependencies): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, kind: message.kind, replyTo: message.replyTo ?? null })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        log.info(
          { mail: { kind: message.kind, to: message.to, subject: message.subject, links: message.text.match(linkPattern) ?? [] } },
          `mail kept in the outbox (no SMTP_URL):\n${message.text}`,
        );
        return;
      }
      try {
        await transport.sendMail({ from, to: message.to, replyTo: message.replyTo, subject: message.subject, text: message.text, html: message.html });
        if (row) await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
        log.info({ mail: { kind: message.kind, to: message.to, subject: message.subject } }, 'mail sent');
      } catch (error) {
        log.error({ err: error, mail: { kind: message.kind, to: message.to } }, 'mail could not be sent');
        if (row) {
          await db
            .update(mailOutbox)
            .set({ error: error instanceof Error ? error.message.slice(0, 500) : 'unknown error' })
            .where(eq(mailOutbox.id, row.id));
        }
      }
    },
  };
}
