/**
 * The full many-streams test (`npm run test:reliability:streams`; short run: streams.test.ts):
 * STREAMS_COUNT (2,000) concurrent chat streams on one instance with the offline engine, held by
 * STREAMS_USERS (100) users. Bounds: every stream completes, all were open at once, RSS growth
 * under 150 MB, event-loop lag p99 under 50 ms (measured inside the server by loop-probe.ts).
 * Lifts only the per-user chat limits it must (see support/streams-scenario.ts). Exits 1 when a
 * bound fails, 2 when PostgreSQL, Redis or nginx is missing.
 */
import { cpus, loadavg } from 'node:os';
import { missingServices } from './support/load-scenario.ts';
import { manyStreams } from './support/streams-scenario.ts';

const streams = Number(process.env.STREAMS_COUNT || 2_000);
// Enough people that no one has more messages at the crisis check at once than its per-person limit (4).
const users = Number(process.env.STREAMS_USERS || 100);
const wordDelayMs = Number(process.env.STREAMS_WORD_DELAY_MS || 250);

const missing = await missingServices();
if (missing) {
  console.error(missing);
  process.exit(2);
}
const machine = () => `load average ${loadavg().map((value) => value.toFixed(1)).join(' ')} on ${cpus().length} cores`;
console.log(`Many streams, ${new Date().toISOString()}, ${machine()}: ${streams} streams, ${users} users, a word every ${wordDelayMs} ms`);
const result = await manyStreams({ streams, users, port: 4436, wordDelayMs });
const failures = [
  result.completed !== streams && `${streams - result.completed} streams did not complete: ${result.failures.join(' | ')}`,
  result.peakOpen !== streams && `only ${result.peakOpen} streams were open at once`,
  result.rssGrowthMb >= 150 && `RSS grew ${result.rssGrowthMb} MB`,
  result.lag.p99 >= 50 && `event-loop lag p99 ${result.lag.p99} ms`,
].filter(Boolean);
console.log(`  completed ${result.completed}/${streams}, ${result.peakOpen} open at once (all started in ${result.openSeconds} s, done in ${result.totalSeconds} s)`);
console.log(`  RSS ${result.baselineRssMb} MB -> peak ${result.peakRssMb} MB (+${result.rssGrowthMb} MB)`);
console.log(`  event-loop lag in the server: p50 ${result.lag.p50} ms, p99 ${result.lag.p99} ms, max ${result.lag.max} ms, mean ${result.lag.mean} ms`);
console.log(`  ${new Date().toISOString()}, ${machine()}`);
for (const failure of failures) console.log(`  FAILED: ${failure}`);
process.exit(failures.length === 0 ? 0 : 1);
