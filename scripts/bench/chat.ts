import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../../src/server/node-flags.ts';
import { type OpenAiTestServer, startOpenAiTestServer } from '../../tests/api/support/openai-test-server.ts';
import { type BenchFigure, benchServerEnv, mb, ms, percentile, signIn, start, stop, waitFor } from './support.ts';

const ttfbSamples = Number(process.env.BENCH_TTFB_SAMPLES ?? 200);
const maxStreams = Number(process.env.BENCH_STREAMS ?? 400);
const chatPort = 4303;

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

function memoryOf(child: ChildProcess): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve) => {
    child.once('message', (usage) => resolve(usage as NodeJS.MemoryUsage));
    child.send('memory');
  });
}

/**
 * Chat: the server pointed at the OpenAI-compatible test server (tests/api/support). Time to the
 * first streamed byte through POST /api/assistant (free and Premium demo users) against calling
 * the test server directly: the overhead we add. Then a ramp of slow concurrent streams held by
 * one instance (BENCH_STREAMS, 400), with its RSS and heap at each step, and a check that the
 * client aborting them stops them upstream.
 */
export async function chatBench(): Promise<BenchFigure[]> {
  const upstream: OpenAiTestServer = await startOpenAiTestServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfinder-bench-chat-'));
  const baseUrl = `http://127.0.0.1:${chatPort}`;
  const figures: BenchFigure[] = [];
  const app = start(
    // --expose-gc: the memory report collects garbage first, so heap figures are live objects.
    [...serverNodeFlags, '--expose-gc', 'scripts/bench/app-with-memory-report.ts'],
    benchServerEnv(chatPort, dataDir, {
      LLM_BASE_URL: upstream.baseUrl,
      LLM_MODEL: 'test-model',
      // One user opens every stream: lift the per-user and per-address limits for the run.
      RATE_LIMIT_PER_MINUTE: '10000000',
      CHAT_RATE_LIMIT_PER_MINUTE: '10000000',
      CHAT_MAX_CONCURRENT: String(Math.max(2, maxStreams)),
      CHAT_DAILY_QUOTA_FREE: '10000000',
      CHAT_DAILY_QUOTA_PREMIUM: '10000000',
    }),
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
      return { label, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
    }

    upstream.mode = 'normal';
    upstream.delayMs = 0;
    console.log(`\nTime to first streamed byte: ${ttfbSamples} sequential requests each, OpenAI-compatible test server as the model\n`);
    const rows = [
      await sample('test server, direct', direct),
      await sample('POST /api/assistant, free', through(free)),
      await sample('POST /api/assistant, Premium', through(premium)),
    ];
    for (const row of rows) console.log(`${row.label.padEnd(30)} p50 ${ms(row.p50)}   p95 ${ms(row.p95)}   p99 ${ms(row.p99)}`);
    const [baseline, freeRow, premiumRow] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    const overhead = (row: (typeof rows)[0], p: 'p50' | 'p95') => row[p] - baseline[p];
    console.log(
      `\noverhead at p50: free +${overhead(freeRow, 'p50').toFixed(2)} ms, Premium +${overhead(premiumRow, 'p50').toFixed(2)} ms; at p95: free +${overhead(freeRow, 'p95').toFixed(2)} ms, Premium +${overhead(premiumRow, 'p95').toFixed(2)} ms`,
    );
    figures.push(
      { figure: 'chat first byte over the model, free', measured: `p95 +${overhead(freeRow, 'p95').toFixed(1)} ms (p50 +${overhead(freeRow, 'p50').toFixed(1)})`, target: '<= 5 ms at p95', met: overhead(freeRow, 'p95') <= 5 },
      { figure: 'chat first byte over the model, Premium', measured: `p95 +${overhead(premiumRow, 'p95').toFixed(1)} ms (p50 +${overhead(premiumRow, 'p50').toFixed(1)})`, target: '<= 8 ms at p95', met: overhead(premiumRow, 'p95') <= 8 },
    );

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
            // One user opens them all: at most four of their messages are screened for a crisis at
            // once, and the rest are told to wait (429 rate_limit:crisis_check), as a client would.
            let response: Response;
            for (;;) {
              response = await fetch(`${baseUrl}/api/assistant`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', ...free },
                body: JSON.stringify({ action: 'sendMessage', message: 'Tell me a long story.', advisorId, conversationHistory: [], threadId: null }),
                signal: controller.signal,
              });
              if (response.status !== 429) break;
              const refusal = await response.text();
              if (!refusal.includes('rate_limit:crisis_check')) throw new Error(`stream: 429 ${refusal}`);
              await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
            }
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
    figures.push({ figure: `${maxStreams} slow chat streams on one instance`, measured: `${open} open, ${flowing} flowing, +${mb(peak.rss - baselineMemory.rss).trim()}`, target: 'reported' });
    console.log(
      `memory per open stream: about ${((peak.rss - baselineMemory.rss) / maxStreams / 1024).toFixed(0)} KB of RSS, ${((top.heapUsed - baselineMemory.heapUsed) / maxStreams / 1024).toFixed(0)} KB of heap`,
    );
    return figures;
  } finally {
    await stop(app);
    await upstream.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

