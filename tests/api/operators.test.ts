import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { boot } from '../../src/server/boot.ts';
import { loadConfig } from '../../src/server/config.ts';
import { user } from '../../src/server/db/schema/index.ts';
import { bootstrapAccounts, demoAccounts, demoPassword, upsertAccount } from '../../src/server/auth/accounts.ts';
import { backends, call, cookieHeader, nextClientIp, startTestServer, type TestServer } from './support/test-server.ts';
import { effectivePlanSql } from '../../src/server/auth/plans.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

async function userCreate(dataDir: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/user-create.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run user:create', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfinder-user-create-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates a user, then updates it (password, role, plan), with the same config and database as the app', async () => {
    const created = await userCreate(dataDir, ['--email', 'Operator@Example.com', '--password', 'first-secret-phrase', '--name', 'Olga Operator']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('User operator@example.com created');

    const updated = await userCreate(dataDir, ['--email', 'operator@example.com', '--password', 'second-secret-phrase', '--name', 'Olga M. Operator', '--role', 'admin', '--plan', 'premium']);
    expect(updated.code).toBe(0);
    expect(updated.stdout).toContain('User operator@example.com updated (role admin, plan premium)');

    const refused = await userCreate(dataDir, ['--email', 'weak@example.com', '--password', 'password1', '--name', 'Weak Person']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('This password is too common');

    // The app's view of the result, and the lock message while the database is in use.
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const platform = await boot({ config, log: pino({ level: 'silent' }), purpose: 'operator' });
    try {
      const { auth, database } = platform;
      const [row] = await database.db.select({ name: user.name, role: user.role, plan: effectivePlanSql(sql`${user}.id`), firstName: user.firstName }).from(user).where(eq(user.email, 'operator@example.com'));
      expect(row).toEqual({ name: 'Olga M. Operator', role: 'admin', plan: 'premium', firstName: 'Olga' });
      const signIn = await auth.api.signInEmail({ body: { email: 'operator@example.com', password: 'second-secret-phrase' } });
      expect(signIn.user.email).toBe('operator@example.com');

      const locked = await userCreate(dataDir, ['--email', 'later@example.com', '--password', 'third-secret-phrase', '--name', 'Later Person']);
      expect(locked.code).toBe(1);
      expect(locked.stderr).toMatch(/in use by another process \(pid \d+\)/);
    } finally {
      await platform.close();
    }
  });
});

/** The demo admin's password, read from the one log line that prints it. */
function printedAdminPassword(logs: Record<string, unknown>[]): string[] {
  return logs.filter((line) => line.event === 'demo_admin_password').map((line) => /sign in with the password (\S+) /.exec(String(line.msg))?.[1] ?? '');
}

/** A logger whose lines (parsed JSON) land in `into`, for start-up runs beside the test server's own. */
function captureLog(into: Record<string, unknown>[]) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) into.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return pino({ level: 'info' }, sink);
}

/** A sign-in from an address of its own (servers here trust 127.0.0.1 as a proxy), clear of the per-client limit. */
const signIn = (server: TestServer, email: string, password: string | undefined) =>
  call(server, '/api/auth/sign-in/email', { method: 'POST', body: { email, password }, headers: { 'x-forwarded-for': nextClientIp() } });
const signInStatus = async (server: TestServer, email: string, password: string | undefined) => (await signIn(server, email, password)).status;
// Each request may come from its own address (X-Forwarded-For), so the per-client sign-in limit stays out of the way.
const behindProxy = { TRUSTED_PROXIES: '127.0.0.1' };

describe.each(backends)('start-up accounts on %s', (backend) => {
  it(backend === 'pglite' ? 'seeds the demo accounts on the embedded database with a localhost PUBLIC_URL' : 'never seeds demo accounts on PostgreSQL', async () => {
    const server = await startTestServer(backend, behindProxy, { captureLogs: true });
    try {
      const rows = await server.database.db.select({ email: user.email, role: user.role, plan: effectivePlanSql(sql`${user}.id`), name: user.name }).from(user);
      if (backend === 'postgres') {
        expect(rows).toEqual([]);
        return;
      }
      expect(rows.map((row) => row.email).sort()).toEqual(demoAccounts.map((demo) => demo.email).sort());
      expect(rows).toContainEqual({ email: 'premium@wayfinder.local', role: 'user', plan: 'premium', name: 'Priya Premium' });
      expect(rows).toContainEqual({ email: 'admin@wayfinder.local', role: 'admin', plan: 'free', name: 'Ada Admin' });
      expect(await signInStatus(server, 'free@wayfinder.local', demoPassword)).toBe(200);
      expect(await signInStatus(server, 'premium@wayfinder.local', demoPassword)).toBe(200);
      // The admin's password is not the README's: it is generated and printed once.
      expect(await signInStatus(server, 'admin@wayfinder.local', demoPassword)).toBe(401);
      const [printed] = printedAdminPassword(server.logs);
      expect(printed).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(await signInStatus(server, 'admin@wayfinder.local', printed)).toBe(200);

      // A restart leaves the accounts alone and prints nothing again.
      server.logs.length = 0;
      await bootstrapAccounts({ config: server.config, auth: server.auth, db: server.database.db, log: captureLog(server.logs) });
      expect(printedAdminPassword(server.logs)).toEqual([]);
      expect(await signInStatus(server, 'admin@wayfinder.local', printed)).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('creates no demo user for a non-localhost PUBLIC_URL', async () => {
    // The same embedded database as a laptop, at a public address (config.test.ts covers the address rule).
    const server = await startTestServer(backend, { PUBLIC_URL: 'https://wayfinder.example' });
    try {
      expect(await server.database.db.select({ email: user.email }).from(user)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('creates the bootstrap admin from ADMIN_EMAIL and ADMIN_PASSWORD (and then no demo accounts)', async () => {
    const server = await startTestServer(backend, { ADMIN_EMAIL: 'Chief@Example.com', ADMIN_PASSWORD: 'chief-secret-phrase' });
    try {
      const rows = await server.database.db.select({ email: user.email, role: user.role }).from(user);
      expect(rows).toEqual([{ email: 'chief@example.com', role: 'admin' }]);
      const signIn = await call(server, '/api/auth/sign-in/email', { method: 'POST', body: { email: 'chief@example.com', password: 'chief-secret-phrase' } });
      expect(signIn.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('demo accounts on a public address', () => {
  it('are created with DEMO_ACCOUNTS=on, with a loud warning', async () => {
    const server = await startTestServer('pglite', { PUBLIC_URL: 'https://demo.wayfinder.example', DEMO_ACCOUNTS: 'on' }, { captureLogs: true });
    try {
      expect((await server.database.db.select({ email: user.email }).from(user)).map((row) => row.email).sort()).toEqual(demoAccounts.map((demo) => demo.email).sort());
      const warning = server.logs.find((line) => line.level === 40 && String(line.msg).includes('DEMO_ACCOUNTS'));
      expect(warning?.msg).toMatch(/anyone/i);
    } finally {
      await server.close();
    }
  });

  it('are disabled when demo accounts are turned off, and enabled again when turned back on', async () => {
    const server = await startTestServer('pglite', behindProxy, { captureLogs: true });
    try {
      const [adminPassword] = printedAdminPassword(server.logs);
      const free = await signIn(server, 'free@wayfinder.local', demoPassword);
      expect(free.status).toBe(200);
      const freeCookie = cookieHeader(free.headers.getSetCookie());
      expect((await call(server, '/api/me', { headers: { cookie: freeCookie } })).status).toBe(200);

      // The next start has a public PUBLIC_URL: demo accounts are off.
      const publicConfig = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', PUBLIC_URL: 'https://wayfinder.example' });
      expect(publicConfig.demoAccounts).toBe(false);
      await bootstrapAccounts({ config: publicConfig, auth: server.auth, db: server.database.db, log: captureLog(server.logs) });
      expect((await call(server, '/api/me', { headers: { cookie: freeCookie } })).status).toBe(401);
      for (const demo of demoAccounts) {
        const refused = await signIn(server, demo.email, demo.role === 'admin' ? adminPassword : demoPassword);
        expect(refused.status).toBe(403);
        expect(refused.body.code).toBe('BANNED_USER');
      }

      // An admin's own ban of a demo user outlives turning demo accounts back on.
      await server.database.db.update(user).set({ banReason: 'abuse' }).where(eq(user.email, 'premium@wayfinder.local'));
      await bootstrapAccounts({ config: server.config, auth: server.auth, db: server.database.db, log: captureLog(server.logs) });
      expect(await signInStatus(server, 'free@wayfinder.local', demoPassword)).toBe(200);
      expect(await signInStatus(server, 'admin@wayfinder.local', adminPassword)).toBe(200);
      expect(await signInStatus(server, 'premium@wayfinder.local', demoPassword)).toBe(403);
    } finally {
      await server.close();
    }
  });

  it('replaces a demo admin password that is still the README one', async () => {
    const server = await startTestServer('pglite', behindProxy, { captureLogs: true });
    try {
      // An install from before generated passwords: the demo admin has the documented password.
      await upsertAccount(server.auth, server.database.db, { email: 'admin@wayfinder.local', name: 'Ada Admin', password: demoPassword }, { update: true });
      server.logs.length = 0;
      await bootstrapAccounts({ config: server.config, auth: server.auth, db: server.database.db, log: captureLog(server.logs) });
      expect(await signInStatus(server, 'admin@wayfinder.local', demoPassword)).toBe(401);
      const [printed] = printedAdminPassword(server.logs);
      expect(await signInStatus(server, 'admin@wayfinder.local', printed)).toBe(200);
    } finally {
      await server.close();
    }
  });
});
