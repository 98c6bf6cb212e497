import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { desc, eq, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { buildApp, type AppServer, type AppServices, type RegisteredRoute } from '../../../src/server/app.ts';
import { boot, type Platform } from '../../../src/server/boot.ts';
import { loadConfig, type Config } from '../../../src/server/config.ts';
import type { DatabaseHandle } from '../../../src/server/db/client.ts';
import type { Auth } from '../../../src/server/auth/auth.ts';
import { upsertAccount } from '../../../src/server/auth/accounts.ts';
import { mailOutbox, subscriptions } from '../../../src/server/db/schema/index.ts';
import type { Mailer } from '../../../src/server/mail/mailer.ts';
import type { CrisisCheck } from '../../../src/server/safety/index.ts';

/**
 * The backends every API test runs against: PGlite always, PostgreSQL too when
 * TEST_DATABASE_URL points at a server (each test server then gets a database of its own,
 * dropped when it closes).
 */
export type Backend = 'pglite' | 'postgres';
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestServer {
  url: string;
  /** The Fastify instance. */
  app: AppServer;
  /** The features' services, to set up state or wait on background work. */
  services: AppServices;
  /** Every route the app registered, in order. */
  registeredRoutes: readonly RegisteredRoute[];
  /** What boot built: reuse it for a second app on the same database, auth and model. */
  platform: Platform;
  auth: Auth;
  database: DatabaseHandle;
  config: Config;
  /** Every log line (parsed JSON) when started with `captureLogs`. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Stand-in for the mailer; the real one (outbox in the database) otherwise. */
  mailer?: Mailer;
  /** Keep the server's log lines (info and up) in `logs`. */
  captureLogs?: boolean;
  /** Serve this built client (index.html and files); none by default. */
  clientDir?: string;
  /**
   * A second app instance on this server's database and auth secret, as behind a load balancer:
   * only what the instances share (the database, Redis) is common to both.
   */
  instanceOf?: TestServer;
  /** The local crisis check in place of `checkCrisisTurns`: one that counts its calls, or decides on cue. */
  crisisCheck?: CrisisCheck;
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

/**
 * The real app on a random port, booted like main.ts: database, mailer, Better Auth and the
 * start-up accounts (demo accounts too, on PGlite, unless `DEMO_ACCOUNTS` says otherwise).
 */
export async function startTestServer(backend: Backend, env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const sibling = options.instanceOf;
  const postgres = backend === 'postgres' && !sibling ? await createPostgresDatabase(process.env.TEST_DATABASE_URL as string) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: sibling?.config.authSecret ?? randomBytes(32).toString('base64url'),
    DATA_DIR: 'memory://',
    LLM_OFFLINE_WORD_DELAY_MS: '0',
    // Tests wait for memory rewrites with memoryWriter.idle() right after an exchange. The pause
    // itself (30 s by default) is tested in memory-rewrite-pause.test.ts and by the e2e suite.
    MEMORY_REWRITE_PAUSE_SECONDS: '0',
    ...env,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const log = options.captureLogs ? pino({ level: 'info' }, sink) : pino({ level: 'silent' });
  const platform = await boot({ config, log, database: sibling?.database, mailer: options.mailer });
  const { server: app, services, registeredRoutes } = await buildApp({ platform, clientDir: options.clientDir ?? '/nonexistent', ...(options.crisisCheck ? { crisisCheck: options.crisisCheck } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    services,
    registeredRoutes,
    platform,
    auth: platform.auth,
    database: platform.database,
    config,
    logs,
    async close() {
      await app.close();
      // A sibling's platform leaves the shared database open: the first instance closes it, last.
      await platform.close();
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

export type Role = 'visitor' | 'free' | 'premium' | 'admin';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
  /** Headers for a signed-in request: the session cookie and our own Origin (needed on writes). */
  headers: Record<string, string>;
}

let userCounter = 0;

/** `name=value; ...` from Set-Cookie lines, as a browser would send them back. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies.map((line) => line.split(';')[0]).join('; ');
}

/**
 * A user of the given role and plan, created through Better Auth's server API and signed in
 * through it (server calls skip the per-client limits, which have tests of their own).
 */
export async function signUpAndSignIn(
  server: TestServer,
  options: { role?: 'user' | 'admin'; plan?: 'free' | 'premium'; email?: string; name?: string; password?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${Date.now()}-${userCounter++}@example.com`;
  const password = options.password ?? 'a-long-and-unusual-passphrase';
  const name = options.name ?? 'Test User';
  await upsertAccount(server.auth, server.database.db, { email, password, name, role: options.role ?? 'user', plan: options.plan ?? 'free' }, { update: true });
  const signedIn = await server.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return {
    id: signedIn.response.user.id,
    email,
    password,
    name,
    headers: { cookie: cookieHeader(signedIn.headers.getSetCookie()), origin: server.url },
  };
}

/** Signed-in headers for a role; a visitor gets none. */
export async function headersFor(server: TestServer, role: Role): Promise<Record<string, string>> {
  if (role === 'visitor') return { origin: server.url };
  const user = await signUpAndSignIn(server, { role: role === 'admin' ? 'admin' : 'user', plan: role === 'premium' ? 'premium' : 'free' });
  return user.headers;
}

/**
 * Ends a user's Premium the way time does: the end of every subscription they hold (an admin's
 * grant, in these tests) moves into the past, so the plan read at their next request is free.
 */
export async function endPremium(server: TestServer, userId: string): Promise<void> {
  await server.database.db
    .update(subscriptions)
    .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
    .where(eq(subscriptions.userId, userId));
}

/** The mail the app sent, newest first (the outbox the admin reads). */
export async function readOutbox(server: TestServer) {
  return server.database.db
    .select({
      to: mailOutbox.to,
      replyTo: mailOutbox.replyTo,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      kind: mailOutbox.kind,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt));
}

/** The newest mail of a kind to an address, waiting briefly for it. */
export async function latestMail(server: TestServer, to: string, kind: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = (await readOutbox(server)).find((row) => row.to === to && row.kind === kind);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

let ipCounter = 0;
/** A client address of its own, for servers started with TRUSTED_PROXIES=127.0.0.1. */
export function nextClientIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Rows of a raw query (the queue's own tables, which have no Drizzle schema), on either backend. */
export async function queryRows<Row>(server: TestServer, query: SQL): Promise<Row[]> {
  // PGlite's and node-postgres's results both carry `rows`; Drizzle types the union as unknown.
  return ((await server.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * The same app started again as after a crash or a deploy, for jobs that must survive it: on the
 * embedded database (`env.DATA_DIR` set) the process's whole state goes and the data directory
 * stays; on PostgreSQL the first instance stops, its queue with it, and a new one on the same
 * database takes over. Each server's closing is added to `cleanups`.
 */
export async function restartTestServer(before: TestServer, backend: Backend, env: Record<string, string>, cleanups: (() => Promise<unknown>)[]): Promise<TestServer> {
  if (env.DATA_DIR) {
    await before.close();
    const after = await startTestServer(backend, env);
    cleanups.push(() => after.close());
    return after;
  }
  cleanups.push(() => before.close());
  await before.app.close();
  await before.platform.jobs.stop();
  const after = await startTestServer(backend, env, { instanceOf: before });
  cleanups.push(() => after.close());
  return after;
}
