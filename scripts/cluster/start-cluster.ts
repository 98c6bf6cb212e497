/**
 * App instances on one PostgreSQL database and one Redis key prefix, behind Debian's nginx run as a
 * foreground child: what `npm run cluster` starts, and what the load tests measure through. The
 * nginx settings come from deploy/nginx/ (the same files docs/deploy.md shows for production).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { serverNodeFlags } from '../../src/server/node-flags.ts';

const root = path.resolve(import.meta.dirname, '../..');
const nginxDir = path.join(root, 'deploy/nginx');
export const mainScript = path.join(root, 'src/server/main.ts');

export class ClusterError extends Error {}

export interface ClusterOptions {
  /** A PostgreSQL server URL; the database part is replaced by `database`. */
  databaseUrl: string;
  database: string;
  /** Drop the database first (the load tests start from nothing). */
  freshDatabase?: boolean;
  redisUrl: string;
  redisKeyPrefix: string;
  /** nginx listens here; the instances on the ports after it. */
  port: number;
  instances: number;
  authSecret: string;
  /** More environment for every instance (limits, LOG_LEVEL...). */
  env?: Record<string, string>;
  /** Where each instance's output goes: a line at a time with its name, or nowhere. */
  onLog?: (instance: string, line: string) => void;
  nginxBin?: string;
  /** Node flags for each instance (a probe loaded with --import). */
  nodeArgs?: string[];
}

export interface Cluster {
  url: string;
  instanceUrls: string[];
  instances: ChildProcess[];
  databaseUrl: string;
  stop(): Promise<void>;
}

export function generatedSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The same server with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** nginx, PostgreSQL and Redis are there, or a message that says which is missing and how to get it. */
export async function requireServices({ databaseUrl, redisUrl, nginxBin = '/usr/sbin/nginx' }: { databaseUrl: string; redisUrl: string; nginxBin?: string }): Promise<void> {
  const problems: string[] = [];
  if (!existsSync(nginxBin) || spawnSync(nginxBin, ['-v']).status !== 0) problems.push(`nginx was not found at ${nginxBin} (Debian: apt-get install nginx-light; or set NGINX_BIN)`);
  const client = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres'), connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    problems.push(`PostgreSQL does not answer at ${new URL(databaseUrl).host} (${(error as Error).message}); set DATABASE_URL to a server where the user may create databases`);
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3_000, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    problems.push(`Redis does not answer at ${new URL(redisUrl).host} (${(error as Error).message}); set REDIS_URL`);
  } finally {
    redis.disconnect();
  }
  if (problems.length > 0) throw new ClusterError(`The cluster needs PostgreSQL, Redis and nginx:\n  ${problems.join('\n  ')}`);
}

async function ensureDatabase(serverUrl: string, name: string, fresh: boolean): Promise<void> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new ClusterError(`database name ${name}: lower-case letters, digits and _ only`);
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    if (fresh) await client.query(`drop database if exists ${name} with (force)`);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** Resolves once `url` answers 200; rejects after `timeoutMs` or when `child` exits first. */
export async function waitForReady(url: string, child?: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new ClusterError(`${url}: the process exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new ClusterError(`${url} was not ready within ${timeoutMs / 1000} s`);
}

function pipeLines(child: ChildProcess, name: string, onLog: ClusterOptions['onLog']): void {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLog?.(name, line);
    });
  }
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals, timeoutMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

/** The instances one after the other (the first runs the migrations), then nginx in front. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { port, instances: count, onLog, nginxBin = '/usr/sbin/nginx' } = options;
  await ensureDatabase(options.databaseUrl, options.database, options.freshDatabase ?? false);
  const databaseUrl = withDatabase(options.databaseUrl, options.database);
  const url = `http://127.0.0.1:${port}`;
  const children: ChildProcess[] = [];
  const prefix = mkdtempSync(path.join(tmpdir(), 'wayfinder-nginx-'));
  const stop = async () => {
    await Promise.all(children.map((child) => stopChild(child, child.spawnfile.endsWith('nginx') ? 'SIGQUIT' : 'SIGTERM')));
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    const instanceUrls: string[] = [];
    for (let index = 0; index < count; index++) {
      const instancePort = port + 1 + index;
      const name = String.fromCharCode(97 + index);
      const child = spawn(process.execPath, [...serverNodeFlags, ...(options.nodeArgs ?? []), mainScript], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe', ...(options.nodeArgs?.length ? ['ipc' as const] : [])],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          ...options.env,
          PORT: String(instancePort),
          HOST: '127.0.0.1',
          PUBLIC_URL: url,
          DATABASE_URL: databaseUrl,
          REDIS_URL: options.redisUrl,
          REDIS_KEY_PREFIX: options.redisKeyPrefix,
          AUTH_SECRET: options.authSecret,
          // nginx on this machine is the one proxy whose X-Forwarded-For is believed.
          TRUSTED_PROXIES: '127.0.0.1',
        },
      });
      children.push(child);
      pipeLines(child, name, onLog);
      const instanceUrl = `http://127.0.0.1:${instancePort}`;
      await waitForReady(`${instanceUrl}/api/health/ready`, child);
      instanceUrls.push(instanceUrl);
    }

    mkdirSync(path.join(prefix, 'logs'));
    copyFileSync(path.join(nginxDir, 'proxy.conf'), path.join(prefix, 'proxy.conf'));
    copyFileSync(path.join(nginxDir, 'streams.conf'), path.join(prefix, 'streams.conf'));
    const servers = instanceUrls.map((instanceUrl) => `        server ${new URL(instanceUrl).host} max_fails=3 fail_timeout=10s;`).join('\n');
    const config = readFileSync(path.join(nginxDir, 'cluster.conf.template'), 'utf8')
      .replaceAll('{{PREFIX}}', prefix)
      .replaceAll('{{PORT}}', String(port))
      .replaceAll('{{SERVERS}}', servers);
    const configFile = path.join(prefix, 'nginx.conf');
    writeFileSync(configFile, config);
    // -e stderr: the error log Debian compiled in (/var/log/nginx) is root's, and opened before the config is read.
    const nginx = spawn(nginxBin, ['-p', prefix, '-c', configFile, '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(nginx);
    pipeLines(nginx, 'nginx', onLog);
    await waitForReady(`${url}/api/health/ready`, nginx, 15_000);
    return { url, instanceUrls, instances: children.slice(0, count), databaseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
