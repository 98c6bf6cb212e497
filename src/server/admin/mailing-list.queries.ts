import { and, asc, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  contentAuditActions,
  subscriberExportLimit,
  type SubscriberExportQuery,
  type SubscriberListQuery,
  type SubscriberPage,
  type SubscriberRow,
} from '../../shared/admin/content.schema.ts';
import { toCsv } from '../../shared/admin/csv.ts';
import type { Database } from '../db/client.ts';
import { mailingList } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import { runAudited } from './audit.ts';
import type { AdminRequestContext } from './customers.service.ts';
import { likePattern } from './inbox.ts';

const columns = {
  id: mailingList.id,
  email: mailingList.email,
  source: mailingList.source,
  createdAt: mailingList.createdAt,
  unsubscribedAt: mailingList.unsubscribedAt,
};

function toRow(row: { id: string; email: string; source: string; createdAt: Date; unsubscribedAt: Date | null }): SubscriberRow {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    status: row.unsubscribedAt ? 'unsubscribed' : 'subscribed',
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

function filters(query: SubscriberExportQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(ilike(mailingList.email, likePattern(query.q)));
  if (query.status === 'subscribed') conditions.push(isNull(mailingList.unsubscribedAt));
  if (query.status === 'unsubscribed') conditions.push(isNotNull(mailingList.unsubscribedAt));
  if (query.source) conditions.push(eq(mailingList.source, query.source));
  return conditions.length ? and(...conditions) : undefined;
}

function ordering(query: SubscriberExportQuery): SQL[] {
  const direction = query.dir === 'asc' ? asc : desc;
  const key = { createdAt: mailingList.createdAt, email: mailingList.email, source: mailingList.source }[query.sort];
  return [direction(key), direction(mailingList.id)];
}

/** The mailing list of /admin/content: the table, its CSV export, and the audited unsubscribe. */
export function createMailingListAdmin({ db }: { db: Database }) {
  const select = (query: SubscriberExportQuery, limit: number, offset: number) =>
    db
      .select(columns)
      .from(mailingList)
      .where(filters(query))
      .orderBy(...ordering(query))
      .limit(limit)
      .offset(offset);

  async function list(query: SubscriberListQuery): Promise<SubscriberPage> {
    const [rows, [counted]] = await Promise.all([
      select(query, query.pageSize, (query.page - 1) * query.pageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(mailingList).where(filters(query)),
    ]);
    return { rows: rows.map(toRow), total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
  }

  /** Every row the filters match (up to the export limit), as CSV, each cell neutralised. */
  async function exportCsv(query: SubscriberExportQuery): Promise<string> {
    const rows = (await select(query, subscriberExportLimit, 0)).map(toRow);
    return toCsv(
      ['Email', 'Source', 'Subscribed', 'Status', 'Unsubscribed'],
      rows.map((row) => [row.email, row.source, row.createdAt, row.status, row.unsubscribedAt]),
    );
  }

  /** Marks the address unsubscribed; the row stays. Already unsubscribed is a no-op that is still audited. */
  async function unsubscribe(id: string, context: AdminRequestContext): Promise<SubscriberRow> {
    return runAudited(db, { ...context, action: contentAuditActions.subscriberUnsubscribe, target: { type: 'mailing_list', id } }, async (tx) => {
      const [before] = await tx.select(columns).from(mailingList).where(eq(mailingList.id, id)).for('update');
      if (!before) throw new ApiError('not_found:subscriber');
      const [after] = await tx
        .update(mailingList)
        .set({ unsubscribedAt: before.unsubscribedAt ?? new Date() })
        .where(eq(mailingList.id, id))
        .returning(columns);
      if (!after) throw new ApiError('not_found:subscriber');
      const snapshot = (row: typeof before) => ({ email: row.email, source: row.source, unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null });
      return { before: snapshot(before), after: snapshot(after), result: toRow(after) };
    });
  }

  return { list, exportCsv, unsubscribe };
}

export type MailingListAdmin = ReturnType<typeof createMailingListAdmin>;
