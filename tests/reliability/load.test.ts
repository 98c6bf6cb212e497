/**
 * The load test's short run for CI (the full one: `npm run test:reliability:load`): two instances
 * behind nginx with default limits take 12 s of mixed traffic (12 arrivals a second) with no 5xx, no 429 and p99 under
 * 200 ms for non-streaming routes, and one user's chat limit is counted across both instances.
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

  it('holds mixed traffic through nginx: no 5xx, no 429, p99 < 200 ms, every stream complete', async () => {
    // Its own accounts on each try (a retry in CI would find the first try's sign-ups taken).
    const target = await prepareTarget(load, load.cluster.url, { users: 16, admins: 1, tag: `ci${Date.now().toString(36)}` });
    // Freshly started instances compile their routes on the first requests: a few seconds of the
    // same traffic first, held to the same rules except latency, as a full run's first probe is.
    const warmUp = await runStep(target, 8, 8);
    console.log(`warm-up: ${describeStep(warmUp)}`);
    expect(warmUp.status5xx + warmUp.networkErrors + warmUp.status429 + warmUp.otherFailures).toBe(0);
    // About 120 non-streaming requests: enough that p99 is not simply the slowest one (a sign-in hashing a password).
    const step = await runStep(target, 12, 12);
    console.log(describeStep(step));
    expect(step.status5xx).toBe(0);
    expect(step.networkErrors).toBe(0);
    expect(step.status429).toBe(0);
    expect(step.otherFailures).toBe(0);
    expect(step.streams.started).toBeGreaterThan(0);
    expect(step.streams.completed).toBe(step.streams.started);
    expect(step.nonStreaming.count).toBeGreaterThan(50);
    expect(step.nonStreaming.p99).toBeLessThan(200);
  }, 60_000);

  it("counts one user's chat messages per minute across both instances (default limit 20)", async () => {
    const outcome = await chatLimitAcrossInstances(load, `ci${Date.now().toString(36)}`);
    expect(outcome.accepted).toBe(20);
    expect(outcome.perInstance).toEqual([10, 10]);
    expect(outcome.refusedCodes).toEqual(Array.from({ length: 4 }, () => '429 rate_limit:chat'));
  }, 60_000);
});
