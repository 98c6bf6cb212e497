import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../db/client.ts';

/**
 * The database as Better Auth's Drizzle adapter gets it, and the transaction it is running in.
 *
 * With `transaction: true`, Better Auth runs multi-write operations (sign-up: the user, the
 * credential account and the session) inside `db.transaction`. Our database hooks run inside that
 * transaction too, and a write of theirs (using up the invitation) must join it: written through
 * the outer handle it would commit on its own, and on PGlite, whose one connection the transaction
 * holds, it would wait for the transaction to end, which waits for the hook.
 */
export interface AuthDatabase {
  /** Hand this to the Drizzle adapter: its transactions are visible to `current()`. */
  db: Database;
  /** The transaction Better Auth is running for the current request, or the database outside one. */
  current(): Database;
}

export function createAuthDatabase(db: Database): AuthDatabase {
  const transactions = new AsyncLocalStorage<Database>();
  const transaction: Database['transaction'] = (run, config) => db.transaction((tx) => transactions.run(tx, () => run(tx)), config);
  // Everything else (select, insert, the schema the adapter reads) is the database's own.
  const scoped = Object.create(db, { transaction: { value: transaction } }) as Database;
  return { db: scoped, current: () => transactions.getStore() ?? db };
}
