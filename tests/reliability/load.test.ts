/**
 * The load test's short run for CI (the full one: `npm run test:reliability:load`): two instances
 * behind nginx with default limits take 12 s of mixed traffic (12 arrivals a second) with no 5xx, no 429 and p99 under
 * 200 ms for non-streaming routes other than sign-in (sign-in: p99 under 800 ms, four hashes at once on two cores), and one user's chat limit is
 * counted across both instances.
 * Needs PostgreSQL, Redis and nginx; without them it is skipped and says why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStep, runStep } from './support/load-driver.ts';
import { chatLimitAcrossInstances, type LoadCluster, missingServices, prepareTarget, startLoadCluster } from './support/load-scenario.ts';

const missing = await missingServices();
if (missing) console.warn(`load.test.ts skipped: ${missing}`);

describe.skipIf(missing !== undefined)('load, short: two instances behind nginx', () => {
  let load: LoadCluster;
  beforeAll(async () => {
    load = await startLoadCluster(2, 4435, 'ci');
  }, 90_000);
  afterAll(async () => {
    await load?.stop();
  });

  it("holds mixed traffic through nginx: no 5xx, no 429, p99 < 200 ms (a sign-in's < 800 ms), every stream complete", async () => {
    // Its own accounts on each try (a retry in CI would find the first try's sign-ups taken).
    const target = await prepareTarget(load, load.cluster.url, { users: 16, admins: 1, tag: `ci${Date.now().toString(36)}` });
    // Freshly started instances compile their routes on the first requests: a few seconds of the
    // same traffic first, held to the same rules except latency, as a full run's first probe is.
    const warmUp = await runStep(target, 8, 8);
    console.log(`warm-up: ${describeStep(warmUp)}`);
    expect(warmUp.status5xx + warmUp.networkErrors + warmUp.status429 + warmUp.otherFailures).toBe(0);
    // About 120 non-streaming requests, of which 4-5 sign-ins.
    const step = await runStep(target, 12, 12);
    console.log(describeStep(step));
    expect(step.status5xx).toBe(0);
    expect(step.networkErrors).toBe(0);
    expect(step.status429).toBe(0);
    expect(step.otherFailures).toBe(0);
    expect(step.streams.started).toBeGreaterThan(0);
    expect(step.streams.completed).toBe(step.streams.started);
    expect(step.nonStreaming.count).toBeGreaterThan(50);
    // A sign-in hashes the password (scrypt, N=16384, r=16): 170-180 ms of one core on the 2-core CI
    // machine before anything else (measured, docs/quality.md). With 4-5 sign-ins in 120 requests they
    // are the p99, so the 200 ms bound failed whenever two of them met a busy core (CI of 2026-11-28).
    // The bound holds for every other route here; sign-ins get their own, and the full run
    // (`npm run test:reliability:load`, thousands of requests, sign-ins limited per user) keeps all
    // non-streaming routes under the one bound.
    expect(step.nonStreamingExceptSignIn.p99).toBeLessThan(200);
    expect(step.byKind.signIn?.p99 ?? 0).toBeLessThan(800);
  }, 60_000);

  it("counts one user's chat messages per minute across both instances (default limit 20)", async () => {
    const outcome = await chatLimitAcrossInstances(load, `ci${Date.now().toString(36)}`);
    expect(outcome.accepted).toBe(20);
    expect(outcome.perInstance).toEqual([10, 10]);
    expect(outcome.refusedCodes).toEqual(Array.from({ length: 4 }, () => '429 rate_limit:chat'));
  }, 60_000);
});
