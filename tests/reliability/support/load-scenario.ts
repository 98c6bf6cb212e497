/**
 * The load test's steps, shared by its full run (tests/reliability/load.ts) and its short one in
 * CI (load.test.ts): a cluster with default limits, its users, the search for the highest rate
 * that holds, and the check that one user's chat limit is counted across instances.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { tripRequest } from '../../api/support/itineraries.ts';
import { type Cluster, dropDatabase, generatedSecret, requireServices, startCluster } from '../../../scripts/cluster/start-cluster.ts';
import { describeStep, type LoadTarget, runStep, type StepResult } from './load-driver.ts';
import { createAdmins, firstAvailableAdvisor, signUp, signUpUsers } from './load-users.ts';

const root = path.resolve(import.meta.dirname, '../../..');
export const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Why the load tests cannot run here, or undefined when PostgreSQL, Redis and nginx answer. */
export async function missingServices(): Promise<string | undefined> {
  try {
    await requireServices({ databaseUrl: serverUrl, redisUrl });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

export interface LoadCluster {
  cluster: Cluster;
  authSecret: string;
  stop(): Promise<void>;
}

/**
 * `instances` behind nginx on a fresh database of their own. Every limit stays at its default: the
 * one setting the run changes is SIGNUP_MODE=open, so users sign up without an invitation.
 */
export async function startLoadCluster(instances: number, port: number, tag: string): Promise<LoadCluster> {
  const database = `wayfinder_load_${tag}_${process.pid}`;
  const authSecret = generatedSecret();
  const cluster = await startCluster({
    databaseUrl: serverUrl,
    database,
    freshDatabase: true,
    redisUrl,
    redisKeyPrefix: `wayfinder-load-${tag}-${process.pid}:`,
    port,
    instances,
    authSecret,
    env: { SIGNUP_MODE: 'open', LOG_LEVEL: 'error' },
    onLog: (name, line) => {
      if (line.includes('"level":50') || line.includes('"level":60') || line.startsWith('nginx') || !line.startsWith('{')) console.error(`[${name}] ${line.slice(0, 300)}`);
    },
  });
  return {
    cluster,
    authSecret,
    async stop() {
      await cluster.stop();
      await dropDatabase(serverUrl, database).catch(() => undefined);
    },
  };
}

export async function prepareTarget(load: LoadCluster, url: string, { users, admins, tag }: { users: number; admins: number; tag: string }): Promise<LoadTarget> {
  const advisor = await firstAvailableAdvisor(url);
  const page = await fetch(`${url}/advisors`);
  await page.arrayBuffer();
  const target: LoadTarget = {
    url,
    users: await signUpUsers(url, users, tag),
    admins: await createAdmins(url, { databaseUrl: load.cluster.databaseUrl, authSecret: load.authSecret }, admins, tag),
    advisorId: advisor.id,
    advisorSlugs: advisor.slugs,
    pages: page.ok && existsSync(path.join(root, 'dist/client/index.html')),
    tripRequest: () => tripRequest(shortTrip()),
  };
  // Unmeasured: the first requests of each route compile code and open database connections.
  await runStep(target, 6, 5);
  return target;
}

/** A three-day trip: the offline planner pauses before each day, and the load is in the requests. */
function shortTrip() {
  const base = tripRequest();
  const departure = new Date(`${base.departureDate}T00:00:00Z`);
  departure.setUTCDate(departure.getUTCDate() + 2);
  return { returnDate: departure.toISOString().slice(0, 10) };
}

/**
 * A warm-up step, then probes of `probeSeconds` from `start`, multiplying by `factor` while they
 * hold (when the start itself fails: halving until one holds, then rising from there); then the best rate for `confirmSeconds`, stepping down by 15% (twice at
 * most) if the long run does not hold.
 */
export async function highestRate(target: LoadTarget, { start, factor, probeSeconds, confirmSeconds, maxRate = 2_000 }: { start: number; factor: number; probeSeconds: number; confirmSeconds: number; maxRate?: number }): Promise<{ probes: StepResult[]; confirmed: StepResult | undefined }> {
  const probes: StepResult[] = [];
  let best: number | undefined;
  const probe = async (rate: number) => {
    const step = await runStep(target, rate, probeSeconds);
    probes.push(step);
    console.log(`  probe ${describeStep(step)}`);
    return step.holds;
  };
  // Fresh instances compile their routes on the first requests: a first step at half the start
  // rate, held to no bound, so that the search does not measure the compiler.
  const warmUp = await runStep(target, Math.max(1, Math.floor(start / 2)), probeSeconds);
  console.log(`  warm-up ${describeStep(warmUp)} (not counted)`);
  const rise = async (from: number) => {
    for (let rate = from; rate <= maxRate; rate = Math.max(rate + 1, Math.round(rate * factor))) {
      if (!(await probe(rate))) break;
      best = rate;
    }
  };
  await rise(start);
  // Not even the start holds (a busy machine): halve until a rate does, then rise from it again.
  for (let rate = Math.floor(start / 2); best === undefined && rate >= 1; rate = Math.floor(rate / 2)) {
    if (await probe(rate)) best = rate;
  }
  if (best !== undefined && best < start) await rise(Math.max(best + 1, Math.round(best * factor)));
  if (best === undefined) return { probes, confirmed: undefined };
  for (let attempt = 0; attempt < 3; attempt++) {
    const step = await runStep(target, best, confirmSeconds);
    console.log(`  run   ${describeStep(step)}`);
    if (step.holds) return { probes, confirmed: step };
    best = Math.max(1, Math.round(best * 0.85));
  }
  return { probes, confirmed: undefined };
}

/**
 * One user's chat messages sent to each instance in turn, one after the other: the per-minute
 * limit (CHAT_RATE_LIMIT_PER_MINUTE, default 20) must count them together, so exactly 20 get a
 * reply and the rest a 429 `rate_limit:chat`, whichever instance they reach.
 */
export async function chatLimitAcrossInstances(load: LoadCluster, tag: string): Promise<{ accepted: number; refused: number; refusedCodes: string[]; perInstance: number[] }> {
  const [first] = load.cluster.instanceUrls as [string];
  const user = await signUp(first, `load-limit-${tag}@example.com`, '10.50.0.1');
  const advisor = await firstAvailableAdvisor(first);
  let accepted = 0;
  const refusedCodes: string[] = [];
  const perInstance = load.cluster.instanceUrls.map(() => 0);
  for (let index = 0; index < 24; index++) {
    const which = index % load.cluster.instanceUrls.length;
    const url = load.cluster.instanceUrls[which] as string;
    const response = await fetch(`${url}/api/assistant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: user.cookie, origin: load.cluster.url, 'x-forwarded-for': user.ip },
      body: JSON.stringify({ action: 'sendMessage', message: 'Hello again.', advisorId: advisor.id, conversationHistory: [], threadId: null }),
    });
    const text = await response.text();
    if (response.status === 200) {
      accepted++;
      perInstance[which] = (perInstance[which] ?? 0) + 1;
    } else refusedCodes.push(`${response.status} ${(JSON.parse(text) as { error?: { code?: string } }).error?.code ?? text.slice(0, 80)}`);
  }
  return { accepted, refused: refusedCodes.length, refusedCodes, perInstance };
}
