/**
 * `npm run bench`: GET /api/advisors on the real server (embedded database, fresh data
 * directory) against a bare Fastify route serving the same JSON from memory, measured with
 * autocannon in the same run. Both servers run in their own processes; the load comes from this one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const appPort = 4301;
const barePort = 4302;

async function waitFor(url: string, timeoutMs = 120_000): Promise<string> {
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

function start(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
}

async function measure(label: string, url: string) {
  // Warm up JIT and caches before the measured run.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: durationSeconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfinder-bench-'));
const payloadFile = path.join(dataDir, 'advisors.json');
const app = start(['src/server/main.ts'], { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir + '/db', LOG_LEVEL: 'warn', NODE_ENV: 'production', DATABASE_URL: '' });
let bare: ChildProcess | undefined;
try {
  const payload = await waitFor(`http://127.0.0.1:${appPort}/api/advisors`);
  writeFileSync(payloadFile, payload);
  bare = start(['scripts/bench/bare-server.ts', payloadFile, String(barePort)]);
  await waitFor(`http://127.0.0.1:${barePort}/api/advisors`);

  console.log(`GET /api/advisors: ${connections} connections, ${durationSeconds} s each, ${payload.length} bytes of JSON\n`);
  const ours = await measure('Wayfinder (cached list)', `http://127.0.0.1:${appPort}/api/advisors`);
  const baseline = await measure('bare Fastify, same JSON', `http://127.0.0.1:${barePort}/api/advisors`);
  for (const row of [ours, baseline]) {
    console.log(`${row.label.padEnd(26)} ${row.rps.toFixed(0).padStart(8)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms`);
  }
  console.log(`\nratio (ours / bare): ${(ours.rps / baseline.rps).toFixed(2)}`);
} finally {
  app.kill('SIGTERM');
  bare?.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
