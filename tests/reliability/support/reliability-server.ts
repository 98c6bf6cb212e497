import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { pino } from 'pino';
import { serverNodeFlags } from '../../../src/server/node-flags.ts';
import { upsertAccount } from '../../../src/server/auth/accounts.ts';
import { boot } from '../../../src/server/boot.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { freePort } from '../../api/support/server-process.ts';
import { cookieHeader } from '../../api/support/test-server.ts';

/**
 * The real server as a child process for the reliability tests (crash, model faults, database
 * faults), with a test-only memory probe loaded into it (`--import`): the test asks over the IPC
 * channel for the child's RSS after a full GC. No production route reports memory.
 */
const mainScript = path.resolve(import.meta.dirname, '../../../src/server/main.ts');
const probeModule = pathToFileURL(path.resolve(import.meta.dirname, 'memory-probe.ts')).href;
const running = new Set<ChildProcess>();

/** `npm run test:reliability` sets RELIABILITY_FULL=1: the full rounds; otherwise (CI's `npm test`) the short ones. */
export const full = process.env.RELIABILITY_FULL === '1';
export const rounds = (short: number, long: number) => (full ? long : short);

export const serverDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ServerChild {
  child: ChildProcess;
  url: string;
  port: number;
  exited: Promise<number | null>;
  output(): string;
  /** The child's RSS and heap in bytes, after a full garbage collection. */
  memory(): Promise<{ rss: number; heapUsed: number }>;
  kill9(): Promise<void>;
  stop(): Promise<number | null>;
}

export function startServer(env: Record<string, string>): ServerChild {
  const port = Number(env.PORT);
  const child = spawn(process.execPath, [...serverNodeFlags, '--expose-gc', '--import', probeModule, mainScript], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    exited,
    output: () => output,
    memory: () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the memory probe did not answer')), 10_000);
        child.once('message', (message) => {
          clearTimeout(timer);
          resolve(message as { rss: number; heapUsed: number });
        });
        child.send('memory');
      }),
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

export function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
}

export async function waitReady(server: ServerChild, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}):\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/** The environment every reliability server shares; the limits are raised so that only faults refuse. */
export async function baseEnv(extra: Record<string, string>): Promise<Record<string, string>> {
  const port = await freePort();
  return {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    DATABASE_URL: '',
    DEMO_ACCOUNTS: 'false',
    ADMIN_EMAIL: 'admin@example.com',
    SIGNUP_MODE: 'open',
    RATE_LIMIT_PER_MINUTE: '1000000',
    FORM_RATE_LIMIT_PER_MINUTE: '1000000',
    CHAT_RATE_LIMIT_PER_MINUTE: '1000000',
    CHAT_MAX_CONCURRENT: '50',
    CHAT_DAILY_QUOTA_PREMIUM: '1000000',
    ITINERARY_SAVE_RATE_LIMIT_PER_MINUTE: '1000000',
    LLM_OFFLINE_WORD_DELAY_MS: '0',
    CRISIS_SECOND_OPINION_TIMEOUT_MS: '0',
    JOB_RETRY_DELAY_SECONDS: '1',
    ...extra,
  };
}

/** A Premium user made in the server's database before the server opens it; resolves with their session cookie. */
export async function preparePremiumUser(env: Record<string, string>, email = 'premium-reliability@example.com'): Promise<string> {
  const platform = await boot({ config: loadConfig({ ...env, NODE_ENV: 'test' }), log: pino({ level: 'silent' }) });
  try {
    const password = 'a-long-and-unusual-passphrase';
    await upsertAccount(platform.auth, platform.database.db, { email, password, name: 'Premium Tester', role: 'user', plan: 'premium' }, { update: true });
    const signedIn = await platform.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
    return cookieHeader(signedIn.headers.getSetCookie());
  } finally {
    await platform.close();
  }
}

/** A fresh PostgreSQL database of this test's own on the local server (dropped first if a crashed run left it). */
export async function freshDatabase(name: string): Promise<{ url: string; admin: pg.Client; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: serverDatabaseUrl });
  await admin.connect();
  await admin.query(`alter database ${name} allow_connections true`).catch(() => {});
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    admin,
    async drop() {
      await admin.query(`alter database ${name} allow_connections true`).catch(() => {});
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function advisorId(url: string): Promise<string> {
  const advisors = (await (await fetch(`${url}/api/advisors`)).json()) as { id: string; status: string | null }[];
  const available = advisors.find((advisor) => advisor.status === 'available');
  if (!available) throw new Error('no available advisor');
  return available.id;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
