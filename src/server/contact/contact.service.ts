import type { FastifyBaseLogger } from 'fastify';
import type { Contact } from '../../shared/contact/contact.schema.ts';
import type { Database } from '../db/client.ts';
import { contactMessages } from '../db/schema/index.ts';
import { composeMail } from '../mail/compose.ts';
import type { Mailer } from '../mail/mailer.ts';

export interface ContactService {
  /** Stores the message, then mails it to the team with the sender as reply-to. */
  submit(input: Contact, userId: string | null): Promise<void>;
}

export interface ContactDependencies {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  appName: string;
  teamEmail: string;
}

export function createContactService({ db, mailer, log, appName, teamEmail }: ContactDependencies): ContactService {
  function teamMail(message: Contact) {
    const content = composeMail({
      paragraphs: [
        `${message.name} (${message.email}) wrote through the ${appName} contact form.`,
        `Subject: ${message.subject}`,
        // Keep the sender's paragraphs as they wrote them.
        ...message.message.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean),
      ],
      closing: [`Reply to this email to answer ${message.name} directly.`],
      signature: appName,
    });
    // A subject line is one line, whatever was typed.
    const subject = `Contact: ${message.subject.replace(/\s+/g, ' ')}`;
    return { to: teamEmail, replyTo: message.email, subject, kind: 'contact_message' as const, ...content };
  }

  return {
    async submit(input, userId) {
      const message = { ...input, email: input.email.toLowerCase() };
      const [row] = await db
        .insert(contactMessages)
        .values({ userId, name: message.name, email: message.email, subject: message.subject, message: message.message })
        .returning({ id: contactMessages.id });
      // The message is stored before the mail goes out: a mail failure never loses it (the mailer logs it).
      await mailer.send(teamMail(message));
      log.info({ event: 'contact_message', contactMessageId: row?.id }, 'contact message received');
    },
  };
}
