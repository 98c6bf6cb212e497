/**
 * `npm run bench`, three parts (BENCH_ONLY=advisors, chat or itineraries runs one):
 *
 * 1. GET /api/advisors on the real server (embedded database, fresh data directory) against a
 *    bare Fastify route serving the same JSON from memory, measured with autocannon in the same run.
 * 2. Chat: the server pointed at the OpenAI-compatible test server (tests/api/support). Time to the
 *    first streamed byte through POST /api/assistant (free and Premium demo users) against calling
 *    the test server directly: the overhead we add. Then a ramp of slow concurrent streams held by
 *    one instance (BENCH_STREAMS, 400), with its RSS and heap at each step, and a check that the
 *    client aborting them stops them upstream.
 * 3. Itineraries: the server with the built-in offline planner (its default day delay). Time to the
 *    first `event: day` and to a complete 14-day plan (BENCH_ITINERARY_SAMPLES, 10) through
 *    POST /api/itineraries/generate, saving included.
 *
 * The servers run in their own processes; the load (and the test model server) come from this one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverNodeFlags } from '../src/server/node-flags.ts';
import { waitFor } from './bench/wait-for.ts';
import { startOpenAiTestServer, type OpenAiTestServer } from '../tests/api/support/openai-test-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ttfbSamples = Number(process.env.BENCH_TTFB_SAMPLES ?? 200);
const maxStreams = Number(process.env.BENCH_STREAMS ?? 400);
const only = process.env.BENCH_ONLY;
const appPort = 4301;
const barePort = 4302;
const chatPort = 4303;
const itineraryPort = 4304;
const itinerarySamples = Number(process.env.BENCH_ITINERARY_SAMPLES ?? 10);

function start(args: string[], env: Record<string, string> = {}, ipc = false): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: root,
    stdio: ipc ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0).padStart(5)} MB`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function advisorsBench(): Promise<void> {
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
    console.log(`\nratio (ours / bare): ${(ours.rps / baseline.rps).toFixed(2)}`);
  } finally {
    await stop(app);
    await stop(bare);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Milliseconds from sending the request to the first byte of the body. */
async function timeToFirstByte(url: string, init: RequestInit): Promise<{ ms: number; body: Promise<string> }> {
  const started = performance.now();
  const response = await fetch(url, init);
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const reader = response.body.getReader();
  const first = await reader.read();
  const elapsed = performance.now() - started;
  const decoder = new TextDecoder();
  const body = (async () => {
    let text = first.value ? decoder.decode(first.value, { stream: true }) : '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += decoder.decode(value, { stream: true });
    }
  })();
  return { ms: elapsed, body };
}

async function signIn(baseUrl: string, email: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: 'wayfinder-demo' }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, origin: baseUrl };
}

function memoryOf(child: ChildProcess): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve) => {
    child.once('message', (usage) => resolve(usage as NodeJS.MemoryUsage));
    child.send('memory');
  });
}

async function chatBench(): Promise<void> {
  const upstream: OpenAiTestServer = await startOpenAiTestServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfinder-bench-chat-'));
  const baseUrl = `http://127.0.0.1:${chatPort}`;
  const app = start(
    // --expose-gc: the memory report collects garbage first, so heap figures are live objects.
    [...serverNodeFlags, '--expose-gc', 'scripts/bench/app-with-memory-report.ts'],
    {
      PORT: String(chatPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DEMO_ACCOUNTS: 'true',
      LLM_BASE_URL: upstream.baseUrl,
      LLM_MODEL: 'test-model',
      // One user opens every stream: lift the per-user and per-address limits for the run.
      RATE_LIMIT_PER_MINUTE: '10000000',
      CHAT_RATE_LIMIT_PER_MINUTE: '10000000',
      CHAT_MAX_CONCURRENT: String(Math.max(2, maxStreams)),
      CHAT_DAILY_QUOTA_FREE: '10000000',
      CHAT_DAILY_QUOTA_PREMIUM: '10000000',
    },
    true,
  );
  try {
    await waitFor(`${baseUrl}/api/health`);
    const advisors = JSON.parse(await waitFor(`${baseUrl}/api/advisors`)) as { id: string; status: string | null }[];
    const advisorId = (advisors.find((advisor) => advisor.status === 'available') as { id: string }).id;
    const free = await signIn(baseUrl, 'free@wayfinder.local');
    const premium = await signIn(baseUrl, 'premium@wayfinder.local');

    const direct = () =>
      timeToFirstByte(`${upstream.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'test-model', stream: true, messages: [{ role: 'user', content: 'Help me plan my week.' }] }),
      });
    const through = (headers: Record<string, string>) => () =>
      timeToFirstByte(`${baseUrl}/api/assistant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ action: 'sendMessage', message: 'Help me plan my week.', advisorId, conversationHistory: [], threadId: null }),
      });

    async function sample(label: string, run: () => Promise<{ ms: number; body: Promise<string> }>) {
      for (let index = 0; index < 20; index++) await (await run()).body; // warm-up
      const times: number[] = [];
      for (let index = 0; index < ttfbSamples; index++) {
        const result = await run();
        times.push(result.ms);
        await result.body;
      }
      times.sort((a, b) => a - b);
      return { label, p50: percentile(times, 50), p90: percentile(times, 90), p99: percentile(times, 99) };
    }

    upstream.mode = 'normal';
    upstream.delayMs = 0;
    console.log(`\nTime to first streamed byte: ${ttfbSamples} sequential requests each, OpenAI-compatible test server as the model\n`);
    const rows = [
      await sample('test server, direct', direct),
      await sample('POST /api/assistant, free', through(free)),
      await sample('POST /api/assistant, Premium', through(premium)),
    ];
    for (const row of rows) console.log(`${row.label.padEnd(30)} p50 ${ms(row.p50)}   p90 ${ms(row.p90)}   p99 ${ms(row.p99)}`);
    const [baseline, freeRow, premiumRow] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    console.log(`\noverhead at p50: free +${(freeRow.p50 - baseline.p50).toFixed(2)} ms, Premium +${(premiumRow.p50 - baseline.p50).toFixed(2)} ms (session, quota, conversation writes)`);

    // Slow streams: a chunk every 200 ms for as long as the client listens. They stay open until
    // the top of the ramp, then the client aborts them all, which must stop them upstream too.
    upstream.delayMs = 200;
    upstream.chunks = Array.from({ length: 3_000 }, (_, index) => `word${index} `);
    const upstreamBefore = upstream.requests.length;
    const step = Math.max(1, Math.ceil(maxStreams / 8));
    const baselineMemory = await memoryOf(app);
    console.log(`\nConcurrent slow streams (free user, a chunk every 200 ms), ramp to ${maxStreams} in steps of ${step}\n`);
    console.log(`${'open streams'.padEnd(14)}${'RSS'.padStart(9)}${'heap used'.padStart(12)}`);
    console.log(`${'0'.padEnd(14)}${mb(baselineMemory.rss).padStart(9)}${mb(baselineMemory.heapUsed).padStart(12)}`);
    const controller = new AbortController();
    const streams: { open: boolean; chunks: number }[] = [];
    const rampStarted = performance.now();
    let peak = baselineMemory;
    while (streams.length < maxStreams) {
      const batch = Math.min(step, maxStreams - streams.length);
      const opened: Promise<void>[] = [];
      for (let index = 0; index < batch; index++) {
        const stream = { open: false, chunks: 0 };
        streams.push(stream);
        opened.push(
          (async () => {
            const response = await fetch(`${baseUrl}/api/assistant`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...free },
              body: JSON.stringify({ action: 'sendMessage', message: 'Tell me a long story.', advisorId, conversationHistory: [], threadId: null }),
              signal: controller.signal,
            });
            if (!response.ok || !response.body) throw new Error(`stream: ${response.status} ${await response.text()}`);
            const reader = response.body.getReader();
            await reader.read();
            stream.open = true;
            stream.chunks++;
            // Keep reading in the background until the abort.
            void (async () => {
              try {
                for (;;) {
                  const { done } = await reader.read();
                  if (done) break;
                  stream.chunks++;
                }
              } catch {
                // aborted
              } finally {
                stream.open = false;
              }
            })();
          })(),
        );
      }
      await Promise.all(opened);
      const usage = await memoryOf(app);
      if (usage.rss > peak.rss) peak = usage;
      console.log(`${String(streams.length).padEnd(14)}${mb(usage.rss).padStart(9)}${mb(usage.heapUsed).padStart(12)}`);
    }
    const rampSeconds = (performance.now() - rampStarted) / 1000;
    // Let every stream deliver a few more chunks, then check they are all still flowing.
    const before = streams.map((stream) => stream.chunks);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const top = await memoryOf(app);
    if (top.rss > peak.rss) peak = top;
    const open = streams.filter((stream) => stream.open).length;
    const flowing = streams.filter((stream, index) => stream.open && stream.chunks > (before[index] as number)).length;
    controller.abort();
    const upstreamRequests = upstream.requests.slice(upstreamBefore).filter((request) => request.body?.stream === true);
    await Promise.race([Promise.all(upstreamRequests.map((request) => request.closed)), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    const stoppedUpstream = upstreamRequests.filter((request) => request.closedEarly).length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = await memoryOf(app);
    console.log(`\n${open} of ${maxStreams} streams open together after a ${rampSeconds.toFixed(1)} s ramp, ${flowing} of them still receiving chunks 2 s later.`);
    console.log(`after the client aborted them all: ${stoppedUpstream} of ${upstreamRequests.length} upstream requests stopped early; RSS ${mb(after.rss).trim()}, heap ${mb(after.heapUsed).trim()}.`);
    console.log(
      `memory per open stream: about ${((peak.rss - baselineMemory.rss) / maxStreams / 1024).toFixed(0)} KB of RSS, ${((top.heapUsed - baselineMemory.heapUsed) / maxStreams / 1024).toFixed(0)} KB of heap`,
    );
  } finally {
    await stop(app);
    await upstream.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function itinerariesBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfinder-bench-itineraries-'));
  const baseUrl = `http://127.0.0.1:${itineraryPort}`;
  const app = start([...serverNodeFlags, 'src/server/main.ts'], {
    PORT: String(itineraryPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: '',
    LLM_BASE_URL: '',
    DEMO_ACCOUNTS: 'true',
    ITINERARY_RATE_LIMIT: '1000000',
  });
  try {
    await waitFor(`${baseUrl}/api/health`);
    const premium = await signIn(baseUrl, 'premium@wayfinder.local');
    const departure = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const returnDate = new Date(Date.parse(`${departure}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10);
    const body = JSON.stringify({
      departureCity: 'Phoenix, AZ',
      destinationCity: 'Tokyo, Japan',
      numPeople: 4,
      budget: 12_000,
      departureDate: departure,
      returnDate,
      accommodationPreference: 'Hotel',
      foodPreference: 'Local cuisine',
      transportationPreference: 'Public Transport',
      activities: ['Museums', 'Food Tours', 'Outdoor Adventures', 'Nightlife'],
      otherPreferences: '',
    });
    const firstDay: number[] = [];
    const complete: number[] = [];
    for (let index = 0; index < itinerarySamples; index++) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/itineraries/generate`, { method: 'POST', headers: { 'content-type': 'application/json', ...premium }, body });
      if (!response.ok || !response.body) throw new Error(`generate: ${response.status} ${await response.text()}`);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let text = '';
      let first: number | undefined;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (first === undefined && text.includes('event: day')) first = performance.now() - started;
      }
      if (!text.includes('event: itinerary') || (text.match(/event: day/g) ?? []).length !== 14) throw new Error(`generate: no complete 14-day plan: ${text.slice(0, 300)}`);
      firstDay.push(first ?? Number.NaN);
      complete.push(performance.now() - started);
    }
    firstDay.sort((a, b) => a - b);
    complete.sort((a, b) => a - b);
    console.log(`\nItineraries: ${itinerarySamples} sequential 14-day plans with the offline planner (POST /api/itineraries/generate)\n`);
    console.log(`${'first day event'.padEnd(24)} p50 ${ms(percentile(firstDay, 50))}   p90 ${ms(percentile(firstDay, 90))}`);
    console.log(`${'complete plan, saved'.padEnd(24)} p50 ${ms(percentile(complete, 50))}   p90 ${ms(percentile(complete, 90))}`);
  } finally {
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!only || only === 'advisors') await advisorsBench();
if (!only || only === 'chat') await chatBench();
if (!only || only === 'itineraries') await itinerariesBench();
