import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { defaultTemplateDir, readTemplateManifest } from '../../src/server/db/database-template.ts';
import { serverNodeFlags } from '../../src/server/node-flags.ts';
import { type BenchFigure, residentMb, root, waitFor } from './support.ts';

const port = Number(process.env.BENCH_MEMORY_PORT ?? 4306);
const idleSeconds = Number(process.env.BENCH_MEMORY_IDLE_SECONDS ?? 15);
/** Where the PostgreSQL part creates its throwaway database; empty skips the part. */
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const memoryTargets = { idleMb: 350, peakMb: 500, postgresIdleMb: 150 };

interface StartMemory {
  readySeconds: number;
  peakMb: number;
  idleMb: number;
}

async function measureStart(env: Record<string, string>): Promise<StartMemory> {
  const started = Date.now();
  const server = spawn(process.execPath, [...serverNodeFlags, 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), REDIS_URL: '', LOG_LEVEL: 'warn', ...env },
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

function report(label: string, result: StartMemory, idleTarget: number, peakTarget: number | undefined): BenchFigure[] {
  const misses = [result.idleMb > idleTarget && 'idle', peakTarget !== undefined && result.peakMb > peakTarget && 'peak'].filter(Boolean);
  console.log(
    `  ${label.padEnd(44)} ready in ${result.readySeconds.toFixed(1).padStart(5)} s   peak ${String(result.peakMb).padStart(5)} MB   idle ${String(result.idleMb).padStart(5)} MB${misses.length > 0 ? `   misses: ${misses.join(', ')}` : ''}`,
  );
  const figures: BenchFigure[] = [{ figure: `idle memory, ${label}`, measured: `${result.idleMb} MB`, target: `<= ${idleTarget} MB`, met: result.idleMb <= idleTarget }];
  if (peakTarget !== undefined) figures.push({ figure: `start-up peak, ${label}`, measured: `${result.peakMb} MB`, target: `<= ${peakTarget} MB`, met: result.peakMb <= peakTarget });
  return figures;
}

/**
 * The server's memory, read from /proc: its peak (VmHWM) and its resident size once idle (VmRSS,
 * BENCH_MEMORY_IDLE_SECONDS after it answers, 15). On the embedded database, a first start on a
 * fresh data directory (creating the database, migrating, seeding, hashing the demo passwords) and a
 * restart on it; then a start on PostgreSQL, in a database created for the run and dropped after.
 */
export async function memoryBench(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  console.log(`\nServer memory (node ${serverNodeFlags.join(' ')}), idle = ${idleSeconds} s after ready\n`);
  // Without the build's template the first start creates the database itself, as before decision 0220.
  if (!readTemplateManifest(defaultTemplateDir)) console.log('  no database template in dist/ (npm run build makes it): the first start creates the database itself\n');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfinder-bench-memory-'));
  try {
    const embedded = { DATA_DIR: dataDir, DATABASE_URL: '' };
    figures.push(...report('embedded database, first start', await measureStart(embedded), memoryTargets.idleMb, memoryTargets.peakMb));
    figures.push(...report('embedded database, restart', await measureStart(embedded), memoryTargets.idleMb, memoryTargets.peakMb));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!postgresUrl) return figures;
  const name = `wayfinder_bench_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const onPostgres = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wayfinder-bench-memory-pg-')), DATABASE_URL: url.toString() };
    // The first start migrates and seeds; the figure is the restart, as an operator's instances run.
    await measureStart(onPostgres);
    figures.push(...report('PostgreSQL, restart', await measureStart(onPostgres), memoryTargets.postgresIdleMb, undefined));
    rmSync(onPostgres.DATA_DIR, { recursive: true, force: true });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return figures;
}
