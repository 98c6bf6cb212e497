import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { user } from '../../src/server/db/schema/index.ts';
import { createAuth } from '../../src/server/auth/auth.ts';
import { resolveAuthSecret } from '../../src/server/auth/auth-secret.ts';
import { demoAccounts, demoPassword } from '../../src/server/auth/accounts.ts';
import { createInvitationGate } from '../../src/server/invites/invites.service.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { backends, call, startTestServer } from './support/test-server.ts';

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
    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db.select({ name: user.name, role: user.role, plan: user.plan, firstName: user.firstName }).from(user).where(eq(user.email, 'operator@example.com'));
      expect(row).toEqual({ name: 'Olga M. Operator', role: 'admin', plan: 'premium', firstName: 'Olga' });
      const log = pino({ level: 'silent' });
      const auth = createAuth({
        config,
        db: database.db,
        secret: resolveAuthSecret(config),
        mailer: createMailer({ db: database.db, log, smtpUrl: undefined, from: config.mailFrom }),
        invitations: createInvitationGate(database.db),
        log,
      });
      const signIn = await auth.api.signInEmail({ body: { email: 'operator@example.com', password: 'second-secret-phrase' } });
      expect(signIn.user.email).toBe('operator@example.com');

      const locked = await userCreate(dataDir, ['--email', 'later@example.com', '--password', 'third-secret-phrase', '--name', 'Later Person']);
      expect(locked.code).toBe(1);
      expect(locked.stderr).toMatch(/in use by another process \(pid \d+\)/);
    } finally {
      await database.close();
    }
  });
});

describe.each(backends)('start-up accounts on %s', (backend) => {
  it(backend === 'pglite' ? 'seeds the three demo accounts on the embedded database' : 'never seeds demo accounts on PostgreSQL', async () => {
    const server = await startTestServer(backend);
    try {
      const rows = await server.database.db.select({ email: user.email, role: user.role, plan: user.plan, name: user.name }).from(user);
      if (backend === 'postgres') {
        expect(rows).toEqual([]);
        return;
      }
      expect(rows.map((row) => row.email).sort()).toEqual(demoAccounts.map((demo) => demo.email).sort());
      expect(rows).toContainEqual({ email: 'premium@wayfinder.local', role: 'user', plan: 'premium', name: 'Priya Premium' });
      expect(rows).toContainEqual({ email: 'admin@wayfinder.local', role: 'admin', plan: 'free', name: 'Ada Admin' });
      const signIn = await call(server, '/api/auth/sign-in/email', { method: 'POST', body: { email: 'free@wayfinder.local', password: demoPassword } });
      expect(signIn.status).toBe(200);
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
