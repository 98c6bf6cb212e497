/**
 * `npm run bench:memory`: the server's memory on the default start (the embedded database), read
 * from /proc: the peak (VmHWM) and the resident size once idle (VmRSS, BENCH_MEMORY_IDLE_SECONDS
 * after it answers, 15). Twice: the first start on a fresh data directory (creating the database,
 * migrating, seeding, hashing the demo passwords) and a restart on the same directory. Targets:
 * idle <= 350 MB, peak <= 500 MB (docs/performance.md). Exits 1 when one is missed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../src/server/node-flags.ts';
import { waitFor } from './bench/wait-for.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_MEMORY_PORT ?? 4306);
const idleSeconds = Number(process.env.BENCH_MEMORY_IDLE_SECONDS ?? 15);
const targets = { idleMb: 350, peakMb: 500 };

/** The process's peak and current resident memory in MB. */
function residentMb(pid: number): { peakMb: number; rssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Math.round(Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) / 1024);
  return { peakMb: field('VmHWM'), rssMb: field('VmRSS') };
}

async function measureStart(dataDir: string): Promise<{ readySeconds: number; peakMb: number; idleMb: number }> {
  const started = Date.now();
  const server = spawn(process.execPath, [...serverNodeFlags, 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    const pid = server.pid;
    if (pid === undefined) throw new Error('the server did not start');
    // A server that exits while starting fails the run at once, not after the wait.
    await Promise.race([
      waitFor(`http://127.0.0.1:${port}/api/health/ready`, 180_000),
      exited.then(() => Promise.reject(new Error(`the server exited with code ${server.exitCode}`))),
    ]);
    const readySeconds = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const { peakMb, rssMb } = residentMb(pid);
    return { readySeconds, peakMb, idleMb: rssMb };
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfinder-bench-memory-'));
let missed = false;
try {
  console.log(`Server memory on the embedded database (node ${serverNodeFlags.join(' ')}), idle = ${idleSeconds} s after ready, ${new Date().toISOString()}\n`);
  for (const label of ['first start (fresh data directory)', 'restart (same directory)']) {
    const result = await measureStart(dataDir);
    const misses = [result.idleMb > targets.idleMb && 'idle', result.peakMb > targets.peakMb && 'peak'].filter(Boolean);
    if (misses.length > 0) missed = true;
    console.log(
      `  ${label.padEnd(36)} ready in ${result.readySeconds.toFixed(1).padStart(5)} s   peak ${String(result.peakMb).padStart(5)} MB   idle ${String(result.idleMb).padStart(5)} MB${misses.length > 0 ? `   misses: ${misses.join(', ')}` : ''}`,
    );
  }
  console.log(`\nTargets: idle <= ${targets.idleMb} MB, peak <= ${targets.peakMb} MB.`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(missed ? 1 : 0);
