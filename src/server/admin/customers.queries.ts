import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  customerExportLimit,
  type CustomerExportQuery,
  type CustomerListQuery,
  type CustomerPage,
  type CustomerRow,
} from '../../shared/admin/customers.schema.ts';
import type { Database } from '../db/client.ts';
import { mapPage, selectAll, selectPage, type ListSource } from '../db/paging.ts';
import { session, user } from '../db/schema/index.ts';
import { effectivePlanSql as effectivePlanOf, premiumUntilSql as premiumUntilOf } from '../auth/plans.ts';
import type { Transaction } from './audit.ts';

// The effective plan and status, in SQL so that the filters, the sort and the count agree with
// what a row shows: an ended subscription or grant is free, an expired ban is active.
const userId = sql`${user}.id`;
const effectivePlanSql = effectivePlanOf(userId);
const premiumUntilSql = premiumUntilOf(userId);
const statusSql = sql<
  'active' | 'banned'
>`case when ${user.banned} and (${user.banExpires} is null or ${user.banExpires} > now()) then 'banned' else 'active' end`;
// Last seen: the latest activity of the user's sessions (Better Auth moves updatedAt as it
// refreshes a session); null once every session has ended.
// Written out with an alias: Drizzle leaves columns unqualified in a one-table select, and here
// "user_id" = "id" would compare two columns of the session.
const lastSeenSql = sql`(select max(greatest(s.updated_at, s.created_at)) from ${session} s where s.user_id = ${user}.id)`.mapWith(
  session.updatedAt,
);

const rowColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  plan: effectivePlanSql,
  premiumUntil: premiumUntilSql,
  role: user.role,
  status: statusSql,
  banReason: user.banReason,
  banExpires: user.banExpires,
  joined: user.createdAt,
  lastSeen: lastSeenSql,
};

interface SelectedRow {
  id: string;
  name: string;
  email: string;
  plan: 'free' | 'premium';
  premiumUntil: Date | null;
  role: 'user' | 'admin';
  status: 'active' | 'banned';
  banReason: string | null;
  banExpires: Date | null;
  joined: Date;
  lastSeen: Date | null;
}

function toRow(row: SelectedRow): CustomerRow {
  const banned = row.status === 'banned';
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    plan: row.plan,
    premiumUntil: row.plan === 'premium' ? (row.premiumUntil?.toISOString() ?? null) : null,
    role: row.role,
    status: row.status,
    banReason: banned ? row.banReason : null,
    banExpires: banned ? (row.banExpires?.toISOString() ?? null) : null,
    joined: row.joined.toISOString(),
    lastSeen: row.lastSeen?.toISOString() ?? null,
  };
}

function filtersOf(query: CustomerExportQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.plan) conditions.push(sql`${effectivePlanSql} = ${query.plan}`);
  if (query.role) conditions.push(eq(user.role, query.role));
  if (query.status) conditions.push(sql`${statusSql} = ${query.status}`);
  return conditions;
}

const customerList: ListSource<typeof rowColumns, CustomerExportQuery['sort']> = {
  table: user,
  columns: rowColumns,
  searchIn: [user.name, user.email],
  sorts: {
    name: sql`lower(${user.name})`,
    email: user.email,
    joined: user.createdAt,
    // Never seen sorts as the oldest.
    lastSeen: sql`coalesce(${lastSeenSql}, 'epoch'::timestamptz)`,
    plan: effectivePlanSql,
    role: user.role,
    status: statusSql,
  },
  tieBreakers: (order) => [order(user.id)],
};

/** One page of the customers table, searched by name or email, filtered and sorted. */
export async function selectCustomerPage(db: Database, query: CustomerListQuery): Promise<CustomerPage> {
  return mapPage(await selectPage(db, customerList, query, filtersOf(query)), toRow);
}

/** Every customer the search and filters match, in the table's order, up to the export limit. */
export async function selectCustomersToExport(db: Database, query: CustomerExportQuery): Promise<CustomerRow[]> {
  return (await selectAll(db, customerList, query, filtersOf(query), customerExportLimit)).map(toRow);
}

export async function selectCustomer(db: Database, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select(rowColumns).from(user).where(eq(user.id, id)).limit(1);
  return row ? toRow(row) : undefined;
}

/** What the audit log keeps of a customer before and after an action. */
export interface CustomerSnapshot extends Record<string, unknown> {
  email: string;
  role: 'user' | 'admin';
  plan: 'free' | 'premium';
  premiumUntil: string | null;
  banned: boolean;
  banReason: string | null;
  banExpires: string | null;
}

/** The customer's row, locked until the transaction ends, so two admins' actions queue. */
export async function lockCustomer(tx: Transaction, id: string): Promise<CustomerSnapshot | undefined> {
  const [row] = await tx
    .select({
      email: user.email,
      role: user.role,
      plan: effectivePlanSql,
      premiumUntil: premiumUntilSql,
      banned: user.banned,
      banReason: user.banReason,
      banExpires: user.banExpires,
    })
    .from(user)
    .where(eq(user.id, id))
    .for('update');
  if (!row) return undefined;
  return { ...row, premiumUntil: row.premiumUntil?.toISOString() ?? null, banExpires: row.banExpires?.toISOString() ?? null };
}

/** The other admins who can act (not banned now), with their rows locked: the last-admin rule. */
export async function lockOtherActiveAdmins(tx: Transaction, exceptId: string): Promise<number> {
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.role, 'admin'),
        sql`${user.id} <> ${exceptId}`,
        sql`not (${user.banned} and (${user.banExpires} is null or ${user.banExpires} > now()))`,
      ),
    )
    .for('update');
  return rows.length;
}

/** What an action changes on the user row; the plan changes through subscriptions (grantPremium, revokePremium). */
export type CustomerPatch = Partial<Pick<typeof user.$inferInsert, 'role' | 'banned' | 'banReason' | 'banExpires'>>;

export async function updateCustomer(tx: Transaction, id: string, patch: CustomerPatch): Promise<void> {
  await tx
    .update(user)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(user.id, id));
}

/** Ends every session of the user: they are signed out on their next request. */
export async function deleteSessions(tx: Transaction, userId: string): Promise<number> {
  const deleted = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return deleted.length;
}
