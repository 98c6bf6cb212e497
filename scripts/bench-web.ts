/**
 * `npm run bench:web`: Lighthouse's mobile performance audit (its default throttling: a slow 4G
 * network and a CPU four times slower) of the public pages on the default start, against the
 * targets of docs/performance.md. Starts the built server itself (run `npm run build` first) on a
 * fresh embedded database, audits each page BENCH_WEB_RUNS times (2) and prints each figure's range.
 *
 * Then the chat panel's rendering of a long streamed reply (scripts/bench/chat-rendering.ts).
 *
 * Lighthouse is fetched from the npm registry at the first run (`npx`), not installed with the
 * project: 176 MB that no test needs. Chromium is CHROME_PATH, /usr/bin/chromium by default.
 */
import { spawn, execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { serverNodeFlags } from '../src/server/node-flags.ts';
import { chatRenderingBench } from './bench/chat-rendering.ts';
import { waitFor } from './bench/support.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_WEB_PORT ?? 4305);
const runs = Number(process.env.BENCH_WEB_RUNS ?? 2);
const pages = (process.env.BENCH_WEB_PAGES ?? '/,/advisors,/advisors/ada,/pricing').split(',');
const lighthouse = 'lighthouse@13.5.0';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const run = promisify(execFile);

/** Lighthouse's audit ids, and the target each is held to. */
const metrics = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 's', target: undefined },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 's', target: 2 },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms', target: 100 },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '', target: 0.05 },
] as const;

interface Audit {
  score: number;
  values: Record<string, number>;
  /** The element Lighthouse took as the largest contentful paint, as HTML. */
  lcpElement: string;
  /** Where the LCP's time went: time to first byte, resource load delay and duration, render delay. */
  lcpParts: string;
}

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: { type?: string; snippet?: string; items?: { label?: string; duration?: number }[] }[] } }>;
}

async function audit(url: string): Promise<Audit> {
  const args = ['--yes', lighthouse, url, '--quiet', '--only-categories=performance', '--output=json', '--output-path=stdout', '--chrome-flags=--headless=new --no-sandbox --disable-gpu'];
  const { stdout } = await run('npx', args, { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(stdout) as LighthouseReport;
  const values: Record<string, number> = {};
  for (const metric of metrics) {
    const raw = report.audits[metric.id]?.numericValue ?? Number.NaN;
    values[metric.id] = metric.unit === 's' ? raw / 1000 : raw;
  }
  // Lighthouse 13 names the element in its LCP insight, as the list's node item.
  const lcpElement = report.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.snippet ?? 'unknown';
  const parts = report.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'table')?.items ?? [];
  const lcpParts = parts.map((part) => `${part.label?.toLowerCase()} ${Math.round(part.duration ?? 0)} ms`).join(', ');
  return { score: Math.round(report.categories.performance.score * 100), values, lcpElement, lcpParts };
}

const range = (values: number[], digits: number) => {
  const low = Math.min(...values).toFixed(digits);
  const high = Math.max(...values).toFixed(digits);
  return low === high ? low : `${low}-${high}`;
};

if (!existsSync(path.join(root, 'dist/client/index.html'))) {
  console.error('No client build: run `npm run build` first.');
  process.exit(2);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfinder-bench-web-'));
const server = spawn(process.execPath, [...serverNodeFlags, 'src/server/main.ts'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(port), DATA_DIR: dataDir } });
let failed = false;
try {
  const origin = `http://localhost:${port}`;
  await waitFor(`${origin}/api/health/ready`);
  console.log(`Lighthouse mobile (${lighthouse}, default throttling), ${runs} runs a page, ${new Date().toISOString()}\n`);
  console.log(`${'page'.padEnd(16)} ${'score'.padStart(7)}  ${metrics.map((metric) => `${metric.label} ${metric.unit}`.trim().padStart(13)).join('')}`);
  for (const page of pages) {
    const audits: Audit[] = [];
    for (let index = 0; index < runs; index += 1) audits.push(await audit(`${origin}${page}`));
    const cells = metrics.map((metric) => range(audits.map((one) => one.values[metric.id] ?? Number.NaN), metric.unit === 'ms' ? 0 : metric.unit === 's' ? 1 : 3).padStart(13));
    const misses = metrics.filter((metric) => metric.target !== undefined && audits.some((one) => (one.values[metric.id] ?? Number.POSITIVE_INFINITY) > metric.target));
    const scoreMiss = audits.some((one) => one.score < 95);
    if (misses.length > 0 || scoreMiss) failed = true;
    const missed = [...(scoreMiss ? ['score'] : []), ...misses.map((metric) => metric.label)];
    console.log(`${page.padEnd(16)} ${range(audits.map((one) => one.score), 0).padStart(7)}  ${cells.join('')}${missed.length > 0 ? `  misses: ${missed.join(', ')}` : ''}`);
    for (const element of new Set(audits.map((one) => one.lcpElement))) console.log(`${''.padEnd(16)} LCP element: ${element.slice(0, 140)}`);
    for (const one of audits) console.log(`${''.padEnd(16)} LCP ${one.values['largest-contentful-paint']?.toFixed(2)} s: ${one.lcpParts}`);
  }
  console.log('\nTargets: score >= 95, LCP <= 2.0 s, TBT <= 100 ms, CLS <= 0.05 (docs/performance.md).');
  console.log('\nA 2,000-token reply streaming into the chat panel (375 px), main-thread tasks over 50 ms (target: none):');
  for (const result of await chatRenderingBench(origin, chromePath)) {
    if (result.longTasks.length > 0) failed = true;
    const tasks = result.longTasks.length === 0 ? 'none' : `${result.longTasks.length} (${result.longTasks.join(', ')} ms)`;
    console.log(`  CPU ${result.rate === 1 ? 'at full speed ' : `${result.rate} times slower`}   ${result.seconds.toFixed(1).padStart(5)} s to stream   tasks over 50 ms: ${tasks}`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
