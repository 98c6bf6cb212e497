import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * The rows of one raw statement (a data-modifying CTE, which Drizzle's builders cannot write),
 * on either driver: PGlite and node-postgres both answer with `rows`.
 */
export async function statementRows<Row extends Record<string, unknown>>(db: Pick<Database, 'execute'>, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}
