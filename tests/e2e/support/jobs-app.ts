/**
 * The real app, booted as main.ts boots it (fresh in-memory database, the built client), on a free
 * port, with one background job that has failed for real and one stuck job, for
 * tests/e2e/admin-jobs.spec.ts. Run as `node tests/e2e/support/jobs-app.ts`; it prints one line
 * of JSON, `{"jobsAppUrl": ...}`, once the job has failed, and stops on SIGTERM.
 *
 * Why a server of its own: the shared e2e servers run no job that can fail (no SMTP, so mail is
 * kept in the outbox), and their in-memory databases are out of the tests' reach. Making one fail
 * there would change their configuration for every other spec. Here the job kind is the test's:
 * its handler throws on its first attempt (no retries left: it fails) and succeeds on the next,
 * which only an admin's Retry gives it.
 */
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { buildApp } from '../../../src/server/app.ts';
import { boot } from '../../../src/server/boot.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { defineJob } from '../../../src/server/jobs/job-queue.ts';
import { e2eAdmin } from './e2e-server.ts';

export const weeklyDigest = defineJob<{ to: string }>({ name: 'weekly-digest', retry: { limit: 0, delaySeconds: 1, maxDelaySeconds: 1 }, expireInSeconds: 60 });
/** No instance works this kind: its job waits, and is stuck once it is long past due. */
const unworked = defineJob<{ note: string }>({ name: 'advisor-report', retry: { limit: 2, delaySeconds: 1, maxDelaySeconds: 1 }, expireInSeconds: 60 });

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const config = loadConfig({
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: url,
  DATA_DIR: 'memory://',
  // The job's failure is logged as a warning: expected here, so only errors are shown.
  LOG_LEVEL: 'error',
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  DEMO_ACCOUNTS: 'off',
  TRUSTED_PROXIES: '127.0.0.1',
  // The retried job is picked up by the next poll: one second, not five.
  JOB_RETRY_DELAY_SECONDS: '1',
});
// Logs go to stderr: stdout carries the one line the spec waits for.
const platform = await boot({ config, log: pino({ level: 'error' }, pino.destination(2)) });
const { server } = await buildApp({ platform });
await platform.jobs.work(weeklyDigest, async ({ to }, { retryCount }) => {
  if (retryCount === 0) throw new Error(`the digest for ${to.split('@')[1]} could not be built: the report service answered 503`);
});
await server.listen({ port, host: '127.0.0.1' });

await platform.jobs.enqueue(weeklyDigest, { to: 'reader@example.com' });
await platform.jobs.idle(weeklyDigest);
const stuck = await platform.jobs.enqueue(unworked, { note: 'private' });
// Twenty minutes of no instance taking it, without waiting for them.
await platform.database.db.execute(sql`update pgboss.job set start_after = now() - interval '20 minutes' where id = ${stuck}`);

process.stdout.write(`${JSON.stringify({ jobsAppUrl: url })}\n`);
process.once('SIGTERM', () => {
  void server
    .close()
    .then(() => platform.close())
    .finally(() => process.exit(0));
});
