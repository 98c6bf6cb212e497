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
