import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverNodeFlags } from '../../src/server/node-flags.ts';
import { type BenchFigure, start, stop, waitFor } from './support.ts';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const appPort = 4301;
const barePort = 4302;
const targets = { ratio: 0.8, p99Ms: 10 };

/**
 * GET /api/advisors on the real server (embedded database, fresh data directory) against a bare
 * Fastify route serving the same JSON from memory, both loaded with autocannon in the same run.
 */
export async function advisorsBench(): Promise<BenchFigure[]> {
  async function measure(label: string, url: string) {
    // Warm up JIT and caches before the measured run.
    await autocannon({ url, connections, duration: 2 });
    const result = await autocannon({ url, connections, duration: durationSeconds });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return { label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfinder-bench-'));
  const payloadFile = path.join(dataDir, 'advisors.json');
  const app = start([...serverNodeFlags, 'src/server/main.ts'], { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir + '/db', LOG_LEVEL: 'warn', NODE_ENV: 'production', DATABASE_URL: '' });
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
    const ratio = ours.rps / baseline.rps;
    console.log(`\nratio (ours / bare): ${ratio.toFixed(2)}`);
    return [
      { figure: 'GET /api/advisors, ours / bare', measured: `${ratio.toFixed(2)} (${ours.rps.toFixed(0)} / ${baseline.rps.toFixed(0)} req/s)`, target: `>= ${targets.ratio}`, met: ratio >= targets.ratio },
      { figure: 'GET /api/advisors, p99', measured: `${ours.p99} ms`, target: `< ${targets.p99Ms} ms`, met: ours.p99 < targets.p99Ms },
    ];
  } finally {
    await stop(app);
    await stop(bare);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
