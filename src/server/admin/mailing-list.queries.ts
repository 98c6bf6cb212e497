import { eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import {
  subscriberExportLimit,
  type SubscriberExportQuery,
  type SubscriberListQuery,
  type SubscriberPage,
  type SubscriberRow,
} from '../../shared/admin/content.schema.ts';
import type { Database } from '../db/client.ts';
import { mapPage, selectAll, selectPage, type ListSource } from '../db/paging.ts';
import { mailingList } from '../db/schema/index.ts';
import type { Transaction } from './audit.ts';

const columns = {
  id: mailingList.id,
  email: mailingList.email,
  source: mailingList.source,
  createdAt: mailingList.createdAt,
  unsubscribedAt: mailingList.unsubscribedAt,
};

type Selected = { id: string; email: string; source: string; createdAt: Date; unsubscribedAt: Date | null };

function toRow(row: Selected): SubscriberRow {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    status: row.unsubscribedAt ? 'unsubscribed' : 'subscribed',
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

function filtersOf(query: SubscriberExportQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.status === 'subscribed') conditions.push(isNull(mailingList.unsubscribedAt));
  if (query.status === 'unsubscribed') conditions.push(isNotNull(mailingList.unsubscribedAt));
  if (query.source) conditions.push(eq(mailingList.source, query.source));
  return conditions;
}

const subscriberList: ListSource<typeof columns, SubscriberExportQuery['sort']> = {
  table: mailingList,
  columns,
  searchIn: [mailingList.email],
  sorts: { createdAt: mailingList.createdAt, email: mailingList.email, source: mailingList.source },
  tieBreakers: (order) => [order(mailingList.id)],
};

export async function selectSubscriberPage(db: Database, query: SubscriberListQuery): Promise<SubscriberPage> {
  return mapPage(await selectPage(db, subscriberList, query, filtersOf(query)), toRow);
}

/** Every subscriber the search and filters match, in the table's order, up to the export limit. */
export async function selectSubscribersToExport(db: Database, query: SubscriberExportQuery): Promise<SubscriberRow[]> {
  return (await selectAll(db, subscriberList, query, filtersOf(query), subscriberExportLimit)).map(toRow);
}

/** What the audit row keeps of an address. */
const snapshot = (row: Selected) => ({ email: row.email, source: row.source, unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null });

/**
 * Marks the address unsubscribed, its row locked first; the row stays, and an address already
 * unsubscribed keeps its first time. Undefined when there is no such address.
 */
export async function markUnsubscribed(
  tx: Transaction,
  id: string,
): Promise<{ before: ReturnType<typeof snapshot>; after: ReturnType<typeof snapshot>; row: SubscriberRow } | undefined> {
  const [before] = await tx.select(columns).from(mailingList).where(eq(mailingList.id, id)).for('update');
  if (!before) return undefined;
  const [after] = await tx
    .update(mailingList)
    .set({ unsubscribedAt: before.unsubscribedAt ?? new Date() })
    .where(eq(mailingList.id, id))
    .returning(columns);
  if (!after) return undefined;
  return { before: snapshot(before), after: snapshot(after), row: toRow(after) };
}
