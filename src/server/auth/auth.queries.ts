import { and, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { account, rateLimit, session, user, verification } from '../db/schema/index.ts';
import { statementRows } from '../db/statement-rows.ts';

/**
 * Nightly pruning of what Better Auth leaves behind: it deletes a verification (a password reset's
 * token) when it is used or read after expiry, but one never used stays. Sessions are not pruned:
 * the admin's customer list reads "last seen" from them.
 */

/** Verifications that expired more than `hours` ago: their links stopped working then. */
export async function deleteExpiredVerifications(db: Database, hours: number): Promise<number> {
  const deleted = await db
    .delete(verification)
    .where(lt(verification.expiresAt, sql`now() - make_interval(hours => ${hours})`))
    .returning({ id: verification.id });
  return deleted.length;
}

/** Better Auth's per-client counters last touched more than `hours` ago; its windows are a minute at most. */
export async function deleteIdleRateLimits(db: Database, hours: number): Promise<number> {
  const deleted = await db
    .delete(rateLimit)
    .where(lt(rateLimit.lastRequest, sql`(extract(epoch from now() - make_interval(hours => ${hours})) * 1000)::bigint`))
    .returning({ id: rateLimit.id });
  return deleted.length;
}

/** The stored hash of the user's password (Better Auth's credential account), if they have one. */
export async function selectPasswordHash(db: Pick<Database, 'select'>, userId: string): Promise<string | undefined> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1);
  return credential?.hash ?? undefined;
}

/**
 * The signed-in user of a session token, with the session's end and the subscriptions that make
 * their plan: one statement for what every signed-in request needs (session-lookup.ts). The query
 * is the database function `session_user_of` (migration 0016), whose plan the server keeps.
 */
export async function selectSessionUser(db: Pick<Database, 'execute'>, token: string) {
  const [row] = await statementRows(db, sql`select * from session_user_of(${token})`);
  if (!row) return undefined;
  const found = Object.fromEntries(
    Object.entries(getTableColumns(user)).map(([field, column]) => {
      const value = row[column.name];
      return [field, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as typeof user.$inferSelect;
  return { user: found, expiresAt: session.expiresAt.mapFromDriverValue(row.session_expires_at as string) as Date, subscriptions: row.open_subscriptions };
}
