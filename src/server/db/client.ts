import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { type DatabaseNotifications, pgliteNotifications, postgresNotifications } from './notifications.ts';
import { copyTemplateIfNew, migrationsFolder, pgliteFolder } from './database-template.ts';

/** The one database type features see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Messages between the instances on this database (LISTEN/NOTIFY), e.g. "the advisors changed". */
  notifications: DatabaseNotifications;
  /**
   * How a library that speaks SQL itself (the job queue) reaches this same database: the embedded
   * client to share (PGlite has one connection), or the server's address to open its own pool.
   * Only infrastructure (src/server/jobs) reads it; features go through `db`.
   */
  connection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  migrate(): Promise<void>;
  /** Checkpoints and closes; safe to call twice. */
  close(): Promise<void>;
}

/** Where the database reports what happens outside any query (a pino logger fits). */
export interface DatabaseLog {
  warn(object: object, message: string): void;
}

export interface DatabaseOptions {
  /** postgres://... for a server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite directory, or 'memory://' for a throwaway database (tests). */
  dataDir: string;
  log: DatabaseLog;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.log);
  return openPglite(options.dataDir);
}

async function openPostgres(databaseUrl: string, log: DatabaseLog): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // Named, so that an operator (and the fault tests) can find the app's connections in pg_stat_activity.
    application_name: 'wayfinder',
    // A database that does not answer makes a request fail (503) after 5 s instead of waiting for ever.
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection that the server ends (a restart, a failover, a dropped database) makes the
  // pool emit 'error', which would crash the process if nobody listened. The pool replaces the
  // connection on next use, and a query that was running gets its own error; the line in the log
  // is how an operator learns that the database went away.
  pool.on('error', (error) => {
    log.warn({ err: error, source: 'database' }, 'an idle database connection ended; the pool opens a new one on next use');
  });
  const db = drizzlePostgres(pool, { schema });
  const notifications = postgresNotifications(pool, databaseUrl, log);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    notifications,
    connection: { kind: 'postgres', url: databaseUrl },
    migrate: () => migratePostgres(db, { migrationsFolder }),
    async close() {
      if (closed) return;
      closed = true;
      await notifications.close();
      await pool.end();
    },
  };
}

// PostgreSQL's default of 128 MB of buffers, resident in the process, for a database of a few
// tens of MB that the operating system caches anyway: 32 MB keeps our queries as fast (decision 0214).
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const lock = inMemory ? undefined : acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    // A new data directory starts from the database `npm run build` made (decision 0220).
    if (!inMemory) copyTemplateIfNew(dataDir);
    client = await PGlite.create(inMemory ? dataDir : path.resolve(dataDir, pgliteFolder), { startParams: pgliteStartParams });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    notifications: pgliteNotifications(client),
    connection: { kind: 'pglite', client },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close() {
      closing ??= (async () => {
        try {
          if (!inMemory) await client.exec('CHECKPOINT');
          await client.close();
        } finally {
          lock?.release();
        }
      })();
      return closing;
    },
  };
}
