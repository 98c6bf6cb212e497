import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditListQuery, AuditPage } from '../../shared/admin/audit.schema.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** A transaction of the app's database, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

type Snapshot = Record<string, unknown> | null;

export interface AuditContext {
  actor: { id: string; email: string };
  /** 'customer.grant_premium', ...: see `auditActions` in src/shared/admin/audit.schema.ts. */
  action: string;
  target: { type: string; id: string };
  /** Fastify's request id: ties the row to the request's log lines. */
  requestId: string;
}

/**
 * The one way to perform an admin action: `change` runs in a transaction and says what the target
 * was before and after; the audit row is written in that same transaction. Either both are saved
 * or neither: an action that throws (a refusal, a failed write) leaves no row, and a change is
 * never saved without its row (decision 0190).
 *
 * `change` must use `tx`, never the app's `db`: on PGlite the transaction holds the only
 * connection, and a query on `db` inside it would wait for ever.
 */
export async function runAudited<T>(
  db: Database,
  context: AuditContext,
  change: (tx: Transaction) => Promise<{ before: Snapshot; after: Snapshot; result: T }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { before, after, result } = await change(tx);
    await tx.insert(auditLog).values({
      actorId: context.actor.id,
      actorEmail: context.actor.email,
      action: context.action,
      targetType: context.target.type,
      targetId: context.target.id,
      before,
      after,
      requestId: context.requestId,
    });
    return result;
  });
}

const dayMs = 24 * 60 * 60 * 1000;

/** The log, one page at a time, with the filters of the audit screen. */
export async function listAudit(db: Database, query: AuditListQuery): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00.000Z`)));
  // `to` is a whole day: everything before the next midnight.
  if (query.to) conditions.push(lt(auditLog.createdAt, new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + dayMs)));
  const where = conditions.length ? and(...conditions) : undefined;

  const direction = query.dir === 'asc' ? asc : desc;
  const sortColumn = { createdAt: auditLog.createdAt, action: auditLog.action, actor: auditLog.actorEmail }[query.sort];

  const [rows, [counted], actors] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        before: auditLog.before,
        after: auditLog.after,
        requestId: auditLog.requestId,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(where)
      .orderBy(direction(sortColumn), direction(auditLog.createdAt), direction(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
    db
      .selectDistinct({ id: auditLog.actorId, email: auditLog.actorEmail })
      .from(auditLog)
      .where(sql`${auditLog.actorId} is not null`)
      .orderBy(asc(auditLog.actorEmail)),
  ]);

  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    actors: actors.flatMap((actor) => (actor.id ? [{ id: actor.id, email: actor.email }] : [])),
  };
}
