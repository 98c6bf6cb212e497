import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../../src/server/node-flags.ts';
import { ascending, type BenchFigure, benchServerEnv, demoPassword, ms, percentile, signIn, start, stop, waitFor } from './support.ts';

const signInPort = 4307;
const sequentialSamples = Number(process.env.BENCH_SIGN_IN_SAMPLES ?? 100);
const loadSeconds = Number(process.env.BENCH_SIGN_IN_SECONDS ?? 10);
const signInsPerSecond = 20;
/** Each of the two probed routes, per second. */
const probesPerSecond = 20;
const targets = { signInP95Ms: 250, otherP99Ms: 100 };
const demoUsers = ['free@wayfinder.local', 'premium@wayfinder.local'];

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Every request comes from an address of its own (X-Forwarded-For, with the bench's loopback as
 * the trusted proxy), as sign-ins from many people do: the server keeps its default per-address
 * limits (three sign-ins in 10 s) and none needs lifting.
 */
let nextAddress = 0;
function anotherAddress(): Record<string, string> {
  nextAddress++;
  return { 'x-forwarded-for': `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}` };
}

async function timedSignIn(baseUrl: string, email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...anotherAddress() },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status} ${new TextDecoder().decode(body)}`);
  return performance.now() - started;
}

async function timedGet(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...headers, ...anotherAddress() } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/**
 * Starts `run` `perSecond` times a second for `seconds`, without waiting for one to end before the
 * next (an open loop). Every run is waited for before a failure is reported, so none is left behind.
 */
async function atRate(perSecond: number, seconds: number, run: (index: number) => Promise<number>): Promise<number[]> {
  const started = performance.now();
  const runs: Promise<number>[] = [];
  for (let index = 0; index < perSecond * seconds; index++) {
    const due = started + (index * 1000) / perSecond;
    if (due > performance.now()) await sleep(due - performance.now());
    runs.push(run(index));
  }
  const settled = await Promise.allSettled(runs);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<number>).value);
}

/**
 * Sign-in: its latency one at a time (the password hash is scrypt, on threads of its own), then
 * what 20 sign-ins a second do to the other routes: GET /api/advisors and a signed-in GET /api/me,
 * 20 a second each, first alone, then while the sign-ins hash.
 */
export async function signInBench(): Promise<BenchFigure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfinder-bench-sign-in-'));
  const baseUrl = `http://127.0.0.1:${signInPort}`;
  const app = start([...serverNodeFlags, 'src/server/main.ts'], benchServerEnv(signInPort, dataDir, { TRUSTED_PROXIES: '127.0.0.1' }));
  try {
    await waitFor(`${baseUrl}/api/health`);
    for (let index = 0; index < 10; index++) await timedSignIn(baseUrl, demoUsers[index % 2] as string); // warm-up
    const sequential: number[] = [];
    for (let index = 0; index < sequentialSamples; index++) sequential.push(await timedSignIn(baseUrl, demoUsers[index % 2] as string));

    const signedIn = await signIn(baseUrl, 'free@wayfinder.local', anotherAddress());
    const probe = (seconds: number) =>
      Promise.all([
        atRate(probesPerSecond, seconds, () => timedGet(`${baseUrl}/api/advisors`, {})),
        atRate(probesPerSecond, seconds, () => timedGet(`${baseUrl}/api/me`, signedIn)),
      ]).then(([advisors, me]) => ({ advisors: ascending(advisors), me: ascending(me) }));
    const quiet = await probe(5);
    const [underLoad, loaded] = await Promise.all([
      probe(loadSeconds),
      atRate(signInsPerSecond, loadSeconds, (index) => timedSignIn(baseUrl, demoUsers[index % 2] as string)).then(ascending),
    ]);

    const alone = ascending(sequential);
    console.log(`\nSign-in (POST /api/auth/sign-in/email), the demo users, each request from an address of its own\n`);
    console.log(`${`one at a time (${sequentialSamples})`.padEnd(34)} p50 ${ms(percentile(alone, 50))}   p95 ${ms(percentile(alone, 95))}   p99 ${ms(percentile(alone, 99))}`);
    console.log(`${`${signInsPerSecond} a second for ${loadSeconds} s`.padEnd(34)} p50 ${ms(percentile(loaded, 50))}   p95 ${ms(percentile(loaded, 95))}   p99 ${ms(percentile(loaded, 99))}`);
    console.log(`\nOther routes, ${probesPerSecond} requests a second each:\n`);
    for (const [label, quietTimes, loadedTimes] of [
      ['GET /api/advisors', quiet.advisors, underLoad.advisors],
      ['GET /api/me (signed in)', quiet.me, underLoad.me],
    ] as const) {
      console.log(`${label.padEnd(26)} alone p50 ${ms(percentile(quietTimes, 50))} p99 ${ms(percentile(quietTimes, 99))}   while signing in p50 ${ms(percentile(loadedTimes, 50))} p99 ${ms(percentile(loadedTimes, 99))}`);
    }
    const othersP99 = Math.max(percentile(underLoad.advisors, 99), percentile(underLoad.me, 99));
    const signInP95 = Math.max(percentile(alone, 95), percentile(loaded, 95));
    return [
      { figure: 'sign-in', measured: `p95 ${percentile(alone, 95).toFixed(0)} ms alone, ${percentile(loaded, 95).toFixed(0)} ms at ${signInsPerSecond}/s`, target: `p95 < ${targets.signInP95Ms} ms`, met: signInP95 < targets.signInP95Ms },
      { figure: `other routes during ${signInsPerSecond} sign-ins/s`, measured: `p99 ${othersP99.toFixed(0)} ms`, target: `p99 < ${targets.otherP99Ms} ms`, met: othersP99 < targets.otherP99Ms },
    ];
  } finally {
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
