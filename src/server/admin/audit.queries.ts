import { asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditListQuery, AuditPage } from '../../shared/admin/audit.schema.ts';
import type { Database } from '../db/client.ts';
import { mapPage, selectPage, type ListSource } from '../db/paging.ts';
import { auditLog } from '../db/schema/index.ts';

const dayMs = 24 * 60 * 60 * 1000;

const columns = {
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
};

const auditList: ListSource<typeof columns, AuditListQuery['sort']> = {
  table: auditLog,
  columns,
  sorts: { createdAt: auditLog.createdAt, action: auditLog.action, actor: auditLog.actorEmail },
  tieBreakers: (order) => [order(auditLog.createdAt), order(auditLog.id)],
};

function filtersOf(query: AuditListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00.000Z`)));
  // `to` is a whole day: everything before the next midnight.
  if (query.to) conditions.push(lt(auditLog.createdAt, new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + dayMs)));
  return conditions;
}

/** The log, one page at a time, with the filters of the audit screen, and every admin who acted (the filter's choices). */
export async function selectAuditPage(db: Database, query: AuditListQuery): Promise<AuditPage> {
  const [page, actors] = await Promise.all([
    selectPage(db, auditList, query, filtersOf(query)),
    db
      .selectDistinct({ id: auditLog.actorId, email: auditLog.actorEmail })
      .from(auditLog)
      .where(sql`${auditLog.actorId} is not null`)
      .orderBy(asc(auditLog.actorEmail)),
  ]);
  return {
    ...mapPage(page, (row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    actors: actors.flatMap((actor) => (actor.id ? [{ id: actor.id, email: actor.email }] : [])),
  };
}
