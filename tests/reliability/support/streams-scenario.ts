/**
 * Many concurrent chat streams on one instance with the offline engine, shared by the full run
 * (tests/reliability/streams.ts, 2,000) and the short one in CI (streams.test.ts). The server
 * runs with loop-probe.ts, which reports its event-loop lag and memory over IPC.
 *
 * One stream per person would need thousands of sign-ups (each hashes a password), so a few users
 * hold many streams each, and the per-user chat limits are lifted to allow it: CHAT_MAX_CONCURRENT
 * (streams at once), CHAT_RATE_LIMIT_PER_MINUTE and CHAT_DAILY_QUOTA_FREE (messages), nothing else.
 * LLM_OFFLINE_WORD_DELAY_MS is raised so every stream is still open when the last one starts.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { dropDatabase, generatedSecret, startCluster } from '../../../scripts/cluster/start-cluster.ts';
import { redisUrl, serverUrl } from './load-scenario.ts';
import { firstAvailableAdvisor, signUpUsers } from './load-users.ts';

const probe = path.join(import.meta.dirname, 'loop-probe.ts');

interface ProbeAnswer {
  memory: NodeJS.MemoryUsage;
  lag?: { p50: number; p99: number; max: number; mean: number };
}

function ask(child: ChildProcess, message: string): Promise<ProbeAnswer> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as ProbeAnswer));
    child.send(message);
  });
}

export interface StreamsResult {
  streams: number;
  completed: number;
  /** The most streams open at one moment (as the client saw them: headers received, no end yet). */
  peakOpen: number;
  failures: string[];
  baselineRssMb: number;
  peakRssMb: number;
  rssGrowthMb: number;
  lag: { p50: number; p99: number; max: number; mean: number };
  openSeconds: number;
  totalSeconds: number;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

export async function manyStreams({ streams, users, port, wordDelayMs }: { streams: number; users: number; port: number; wordDelayMs: number }): Promise<StreamsResult> {
  const perUser = Math.ceil(streams / users);
  const database = `wayfinder_streams_${process.pid}`;
  const cluster = await startCluster({
    databaseUrl: serverUrl,
    database,
    freshDatabase: true,
    redisUrl,
    redisKeyPrefix: `wayfinder-streams-${process.pid}:`,
    port,
    instances: 1,
    authSecret: generatedSecret(),
    nodeArgs: ['--expose-gc', '--import', probe],
    env: {
      SIGNUP_MODE: 'open',
      LOG_LEVEL: 'error',
      LLM_OFFLINE_WORD_DELAY_MS: String(wordDelayMs),
      CHAT_MAX_CONCURRENT: String(perUser),
      CHAT_RATE_LIMIT_PER_MINUTE: String(perUser * 2 + 10),
      CHAT_DAILY_QUOTA_FREE: String(perUser * 2 + 10),
    },
    onLog: (name, line) => {
      if (!line.startsWith('{') || line.includes('"level":50') || line.includes('"level":60')) console.error(`[${name}] ${line.slice(0, 300)}`);
    },
  });
  const server = cluster.instances[0] as ChildProcess;
  const url = cluster.instanceUrls[0] as string;
  try {
    const people = await signUpUsers(url, users, `streams-${process.pid}`);
    const advisor = await firstAvailableAdvisor(url);
    let open = 0;
    let peakOpen = 0;
    const chat = async (who: (typeof people)[number]): Promise<string> => {
      const response = await fetch(`${url}/api/assistant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: who.cookie, origin: url, 'x-forwarded-for': who.ip },
        body: JSON.stringify({ action: 'sendMessage', message: 'Help me plan my week so I have time to rest.', advisorId: advisor.id, conversationHistory: [], threadId: null }),
      });
      if (response.status !== 200 || !response.body) throw new Error(`${response.status} ${(await response.text()).slice(0, 160)}`);
      open++;
      peakOpen = Math.max(peakOpen, open);
      try {
        return await response.text();
      } finally {
        open--;
      }
    };
    // One reply each first: code compiled, connections open, before the baseline.
    await Promise.all(people.map((who) => chat(who)));
    const baseline = await ask(server, 'reset');
    peakOpen = 0;

    let peakRss = baseline.memory.rss;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peakRss = Math.max(peakRss, (await ask(server, 'memory')).memory.rss);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const started = performance.now();
    const failures: string[] = [];
    let completed = 0;
    const running: Promise<void>[] = [];
    for (let index = 0; index < streams; index++) {
      const who = people[index % people.length] as (typeof people)[number];
      running.push(
        chat(who).then(
          (text) => {
            if (text.includes('data: [DONE]') && !text.includes('event: error')) completed++;
            else failures.push(`incomplete: ${text.slice(-160)}`);
          },
          (error: unknown) => void failures.push((error as Error).message),
        ),
      );
      // Batches of 50: the client opens connections as fast as a crowd would, not in one tick.
      if (index % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const openSeconds = (performance.now() - started) / 1000;
    await Promise.all(running);
    const totalSeconds = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;
    const report = await ask(server, 'report');
    return {
      streams,
      completed,
      peakOpen,
      failures: failures.slice(0, 5),
      baselineRssMb: mb(baseline.memory.rss),
      peakRssMb: mb(peakRss),
      rssGrowthMb: mb(peakRss - baseline.memory.rss),
      lag: report.lag ?? { p50: NaN, p99: NaN, max: NaN, mean: NaN },
      openSeconds: Math.round(openSeconds * 10) / 10,
      totalSeconds: Math.round(totalSeconds * 10) / 10,
    };
  } finally {
    await cluster.stop();
    await dropDatabase(serverUrl, database).catch(() => undefined);
  }
}
