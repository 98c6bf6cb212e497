import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../../../src/server/app.ts';
import { loadConfig, type Config } from '../../../src/server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client.ts';
import { seedAdvisorCatalog } from '../../../src/server/advisors/seed.ts';

/**
 * The backends every API test runs against: PGlite always, PostgreSQL too when
 * TEST_DATABASE_URL points at a server (each test server then gets a database of its own,
 * dropped when it closes).
 */
export type Backend = 'pglite' | 'postgres';
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestServer {
  url: string;
  app: App;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `wayfinder_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function startTestServer(backend: Backend, env: Record<string, string> = {}): Promise<TestServer> {
  const postgres = backend === 'postgres' ? await createPostgresDatabase(process.env.TEST_DATABASE_URL as string) : undefined;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env, ...(postgres ? { DATABASE_URL: postgres.url } : {}) });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: 'memory://' });
  await database.migrate();
  await seedAdvisorCatalog(database.db);
  const app = await buildApp({ config, database, clientDir: '/nonexistent', logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
    },
  };
}

/** JSON request helper that keeps status, headers and body together. */
export async function call(server: TestServer, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body };
}
