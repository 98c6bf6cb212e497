import type { OutboxListQuery, OutboxPage } from '../../shared/admin/content.schema.ts';
import type { Database } from '../db/client.ts';
import { mapPage, selectPage, type ListSource } from '../db/paging.ts';
import { mailOutbox } from '../db/schema/index.ts';

const columns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  to: mailOutbox.to,
  replyTo: mailOutbox.replyTo,
  subject: mailOutbox.subject,
  text: mailOutbox.text,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  error: mailOutbox.error,
};

const outboxList: ListSource<typeof columns, OutboxListQuery['sort']> = {
  table: mailOutbox,
  columns,
  searchIn: [mailOutbox.to, mailOutbox.subject],
  sorts: { createdAt: mailOutbox.createdAt },
  tieBreakers: (order) => [order(mailOutbox.id)],
};

/** One page of the outbox as the admin reads it: searched by recipient or subject, sorted by date. */
export async function selectOutboxPage(db: Database, query: OutboxListQuery): Promise<OutboxPage> {
  return mapPage(await selectPage(db, outboxList, query), (row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
