import { and, asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { OutboxListQuery, OutboxPage } from '../../shared/admin/content.schema.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { redactExpiredOutboxLinks } from '../mail/mailer.ts';
import { likePattern } from './inbox.ts';

/** One page of the outbox as the admin reads it: searched by recipient or subject, sorted by date. */
export async function selectOutboxPage(db: Database, query: OutboxListQuery): Promise<OutboxPage> {
  // An admin never reads a link that has stopped working, whenever the last mail went out.
  await redactExpiredOutboxLinks(db);
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(mailOutbox.to, pattern), ilike(mailOutbox.subject, pattern)));
  }
  const where = and(...conditions);
  const direction = query.dir === 'asc' ? asc : desc;
  const key = { createdAt: mailOutbox.createdAt }[query.sort];
  const [rows, [counted]] = await Promise.all([
    db
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
      .where(where)
      .orderBy(direction(key), direction(mailOutbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(mailOutbox).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
