import { desc } from 'drizzle-orm';
import type { OutboxMessage } from '../../shared/mail/outbox.schema.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { redactExpiredOutboxLinks } from '../mail/mailer.ts';

/** The newest `limit` mails of the outbox, as the admin reads them. */
export async function selectOutbox(db: Database, limit: number): Promise<OutboxMessage[]> {
  // An admin never reads a link that has stopped working, whenever the last mail went out.
  await redactExpiredOutboxLinks(db);
  const rows = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.to,
      replyTo: mailOutbox.replyTo,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      error: mailOutbox.error,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null }));
}
