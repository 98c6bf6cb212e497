import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Shared pieces of the benchmarks (scripts/bench.ts and its parts). */
export const root = path.resolve(import.meta.dirname, '../..');

/** One figure next to its target, for the summary at the end of `npm run bench`. */
export interface BenchFigure {
  figure: string;
  measured: string;
  target: string;
  /** Undefined when the figure has no target (reported only). */
  met?: boolean;
}

export function start(args: string[], env: Record<string, string> = {}, ipc = false): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: root,
    stdio: ipc ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
}

export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The app's configuration for a bench server: the embedded database in `dataDir`, production mode,
 * quiet logs, the demo accounts; `extra` adds or overrides (a lifted limit says why where it is set).
 */
export function benchServerEnv(port: number, dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  const baseUrl = `http://127.0.0.1:${port}`;
  return { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', DATABASE_URL: '', DEMO_ACCOUNTS: 'true', ...extra };
}

export const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0).padStart(5)} MB`;

/** The value at percentile `p` of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The middle value, or the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  const sorted = ascending(values);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The body of `url` once it answers 2xx, polling every 200 ms; for the benchmarks' servers. */
export async function waitFor(url: string, timeoutMs = 120_000): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return await response.text();
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The demo accounts' password (README). */
export const demoPassword = 'wayfinder-demo';

/** Signs in through the HTTP API; the headers a signed-in request sends back. */
export async function signIn(baseUrl: string, email: string, extraHeaders: Record<string, string> = {}): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...extraHeaders },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, origin: baseUrl };
}

/** The process's peak and current resident memory in MB, from /proc. */
export function residentMb(pid: number): { peakMb: number; rssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => {
    const line = status.split('\n').find((entry) => entry.startsWith(`${name}:`));
    return Math.round(Number.parseInt(line?.slice(name.length + 1).trim() ?? '', 10) / 1024);
  };
  return { peakMb: field('VmHWM'), rssMb: field('VmRSS') };
}

/**
 * CPU seconds a process has used so far, user and system, from /proc (utime and stime, in clock
 * ticks of 1/100 s on Linux): what a server spends per request, whatever else the machine runs.
 */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name, in parentheses, may hold spaces: the fields are counted after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
