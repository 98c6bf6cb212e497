/**
 * The full load test (`npm run test:reliability:load`; its short run is load.test.ts):
 *
 * 1. One instance on PostgreSQL and Redis, default limits. Mixed traffic (visitors browsing the
 *    public API and pages, sign-ins, signed-in reads, admin lists, chat streams with the offline
 *    engine, planner generations and the deletes that follow) in probes of LOAD_PROBE_SECONDS (15)
 *    from LOAD_START_RATE (10/s), x1.5 while they hold; then LOAD_SECONDS (60) at the best rate.
 *    Holds: no 5xx, no 429, no failed stream, p99 < 200 ms for non-streaming routes.
 * 2. Two instances behind nginx, the same search from the single instance's rate (x1.25): the
 *    rate that holds for the long run must be at least 1.6 times the single one.
 * 3. One user's chat messages sent to each instance in turn: 20 a minute in all, not per instance.
 *
 * No limit is lifted: users are many (LOAD_USERS, 150), each kept within the default limits by the
 * driver, each with an address of its own (X-Forwarded-For from 127.0.0.1, the trusted proxy).
 * SIGNUP_MODE=open is the one setting changed, so they sign up through the real route.
 * LOAD_ONLY=one or two runs one part (its figure alone; the 1.6 x comparison needs both).
 * Exits 1 when a bound fails, 2 when PostgreSQL, Redis or nginx is missing.
 */
import { cpus, loadavg } from 'node:os';
import { chatLimitAcrossInstances, highestRate, missingServices, prepareTarget, startLoadCluster } from './support/load-scenario.ts';

const probeSeconds = Number(process.env.LOAD_PROBE_SECONDS || 15);
const confirmSeconds = Number(process.env.LOAD_SECONDS || 60);
const users = Number(process.env.LOAD_USERS || 150);
const startRate = Number(process.env.LOAD_START_RATE || 10);
const port = 4430;
const only = process.env.LOAD_ONLY;
if (only && only !== 'one' && only !== 'two') {
  console.error('LOAD_ONLY: one or two');
  process.exit(2);
}

const missing = await missingServices();
if (missing) {
  console.error(missing);
  process.exit(2);
}
const machine = () => `load average ${loadavg().map((value) => value.toFixed(1)).join(' ')} on ${cpus().length} cores`;
console.log(`Load test, ${new Date().toISOString()}, ${machine()}`);
const failures: string[] = [];

console.log(`\n1. One instance (PostgreSQL, Redis), ${users} users, default limits`);
let single = 0;
if (only !== 'two') {
  const load = await startLoadCluster(1, port, 'one');
  try {
    const target = await prepareTarget(load, load.cluster.instanceUrls[0] as string, { users, admins: 3, tag: 'one' });
    const { confirmed } = await highestRate(target, { start: startRate, factor: 1.5, probeSeconds, confirmSeconds });
    if (confirmed) single = confirmed.rate;
    else failures.push(`one instance: no rate held from ${startRate}/s`);
  } finally {
    await load.stop();
  }
}

console.log(`\n2. Two instances behind nginx, ${Math.round(users * 1.6)} users`);
let double = 0;
let limitCheck: string | undefined;
if (only !== 'one') {
  const load = await startLoadCluster(2, port, 'two');
  try {
    const target = await prepareTarget(load, load.cluster.url, { users: Math.round(users * 1.6), admins: 5, tag: 'two' });
    const { confirmed } = await highestRate(target, { start: Math.max(startRate, Math.round(single * 1.6)), factor: 1.25, probeSeconds, confirmSeconds });
    if (confirmed) double = confirmed.rate;
    if (!confirmed || (only === undefined && double < single * 1.6)) failures.push(`two instances held ${double}/s, under 1.6 x ${single}/s`);

    console.log('\n3. One user, chat messages to each instance in turn');
    const limit = await chatLimitAcrossInstances(load, 'two');
    limitCheck = `${limit.accepted} replies (${limit.perInstance.join(' + ')} by instance), then ${limit.refused} refused: ${[...new Set(limit.refusedCodes)].join(', ')}`;
    console.log(`  ${limitCheck}`);
    if (limit.accepted !== 20 || limit.refusedCodes.some((code) => code !== '429 rate_limit:chat')) failures.push(`chat limit across instances: ${limitCheck}`);
  } finally {
    await load.stop();
  }
}

console.log(`\nSummary (${new Date().toISOString()}, ${machine()}):`);
if (only !== 'two') console.log(`  one instance: ${single}/s held for ${confirmSeconds} s`);
if (only !== 'one') console.log(`  two instances behind nginx: ${double}/s held for ${confirmSeconds} s${only ? '' : ` (${single ? (double / single).toFixed(2) : '-'} x; needs >= 1.6 x)`}`);
console.log(`  chat limit across instances: ${limitCheck ?? 'not run'}`);
for (const failure of failures) console.log(`  FAILED: ${failure}`);
console.log(failures.length === 0 ? 'All bounds hold.' : `${failures.length} bound(s) failed.`);
process.exit(failures.length === 0 ? 0 : 1);
