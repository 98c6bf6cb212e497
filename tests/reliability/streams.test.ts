/**
 * The many-streams test's short run for CI (the full one, 2,000 streams: `npm run
 * test:reliability:streams`): 200 concurrent chat streams on one instance with the offline
 * engine, all open at once, all complete; RSS growth under 150 MB and event-loop lag p99 under
 * 50 ms, measured inside the server. Needs PostgreSQL and Redis (and nginx, which the cluster
 * helper starts); without them it is skipped and says why.
 */
import { describe, expect, it } from 'vitest';
import { missingServices } from './support/load-scenario.ts';
import { manyStreams } from './support/streams-scenario.ts';

const missing = await missingServices();
if (missing) console.warn(`streams.test.ts skipped: ${missing}`);

describe.skipIf(missing !== undefined)('many streams, short', () => {
  it('holds 200 concurrent chat streams: every one completes, RSS +150 MB at most, loop lag p99 < 50 ms', async () => {
    // A crowd of 50 people with 4 replies each: one person may have 4 messages at the crisis check
    // at once (crisisScreenLimits.maxPerUser), and a 5th is refused with a 429, as it should be. With
    // 10 people sending 20 each, a slow machine queued 5 of one person's and the test failed on the limit.
    const result = await manyStreams({ streams: 200, users: 50, port: 4438, wordDelayMs: 100 });
    console.log(JSON.stringify(result));
    expect(result.failures).toEqual([]);
    expect(result.completed).toBe(200);
    expect(result.peakOpen).toBe(200);
    expect(result.rssGrowthMb).toBeLessThan(150);
    expect(result.lag.p99).toBeLessThan(50);
  }, 110_000);
});
