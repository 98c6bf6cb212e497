import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverNodeFlags } from '../../src/server/node-flags.ts';
import { ascending, type BenchFigure, cpuSeconds, median, start, stop, waitFor } from './support.ts';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Rounds of both servers, one after the other: the machine's load drifts by tens of percent within a minute. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const appPort = 4301;
const barePort = 4302;
const targets = { ratio: 0.8, p99Ms: 10 };

/**
 * GET /api/advisors on the real server (embedded database, fresh data directory) against a bare
 * Fastify route serving the same JSON from memory, both loaded with autocannon in the same run:
 * `rounds` rounds, each measuring both servers back to back (which goes first alternates), so
 * that both see the same machine. The ratio is each round's, reported as the median and the range;
 * the p99 is the worst round's.
 */
export async function advisorsBench(): Promise<BenchFigure[]> {
  async function measure(url: string, pid: number | undefined) {
    const cpuBefore = pid === undefined ? 0 : cpuSeconds(pid);
    const result = await autocannon({ url, connections, duration: durationSeconds });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    const cpuMicrosPerRequest = pid === undefined ? NaN : ((cpuSeconds(pid) - cpuBefore) * 1e6) / result.requests.total;
    return { rps: result.requests.average, p99: result.latency.p99, cpuMicrosPerRequest };
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfinder-bench-'));
  const payloadFile = path.join(dataDir, 'advisors.json');
  const app = start([...serverNodeFlags, 'src/server/main.ts'], { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir + '/db', LOG_LEVEL: 'warn', NODE_ENV: 'production', DATABASE_URL: '' });
  let bare: ChildProcess | undefined;
  try {
    const ourUrl = `http://127.0.0.1:${appPort}/api/advisors`;
    const bareUrl = `http://127.0.0.1:${barePort}/api/advisors`;
    const payload = await waitFor(ourUrl);
    writeFileSync(payloadFile, payload);
    bare = start(['scripts/bench/bare-server.ts', payloadFile, String(barePort)]);
    await waitFor(bareUrl);

    console.log(`GET /api/advisors: ${connections} connections, ${rounds} rounds of ${durationSeconds} s on each server, ${payload.length} bytes of JSON\n`);
    // Warm up JIT and caches before the measured rounds.
    for (const url of [ourUrl, bareUrl]) await autocannon({ url, connections, duration: 2 });
    type Measured = Awaited<ReturnType<typeof measure>>;
    const measured: { ours: Measured; bare: Measured }[] = [];
    for (let round = 0; round < rounds; round++) {
      const oursFirst = round % 2 === 0;
      const first = oursFirst ? await measure(ourUrl, app.pid) : await measure(bareUrl, bare.pid);
      const second = oursFirst ? await measure(bareUrl, bare.pid) : await measure(ourUrl, app.pid);
      const pair = oursFirst ? { ours: first, bare: second } : { ours: second, bare: first };
      measured.push(pair);
      console.log(
        `round ${round + 1}: Wayfinder ${pair.ours.rps.toFixed(0).padStart(6)} req/s (p99 ${pair.ours.p99} ms, ${pair.ours.cpuMicrosPerRequest.toFixed(1)} µs CPU a request)   bare ${pair.bare.rps.toFixed(0).padStart(6)} req/s (p99 ${pair.bare.p99} ms, ${pair.bare.cpuMicrosPerRequest.toFixed(1)} µs)   ratio ${(pair.ours.rps / pair.bare.rps).toFixed(2)}`,
      );
    }
    const ratios = ascending(measured.map(({ ours, bare: baseline }) => ours.rps / baseline.rps));
    const ratio = median(ratios);
    const range = `${(ratios[0] as number).toFixed(2)}-${(ratios.at(-1) as number).toFixed(2)}`;
    const p99 = Math.max(...measured.map(({ ours }) => ours.p99));
    // The servers' own CPU per request moves far less with the machine's load than requests per second do.
    const cpu = (side: 'ours' | 'bare') => median(measured.map((pair) => pair[side].cpuMicrosPerRequest));
    console.log(`\nratio (ours / bare): median ${ratio.toFixed(2)}, rounds ${range}; our worst p99 ${p99} ms`);
    console.log(`server CPU a request (median of the rounds): Wayfinder ${cpu('ours').toFixed(1)} µs, bare ${cpu('bare').toFixed(1)} µs (bare / ours ${(cpu('bare') / cpu('ours')).toFixed(2)})`);
    return [
      { figure: 'GET /api/advisors, ours / bare', measured: `${ratio.toFixed(2)} (median of ${rounds} rounds, ${range})`, target: `>= ${targets.ratio}`, met: ratio >= targets.ratio },
      { figure: 'GET /api/advisors, p99', measured: `${p99} ms`, target: `< ${targets.p99Ms} ms`, met: p99 < targets.p99Ms },
    ];
  } finally {
    await stop(app);
    await stop(bare);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
