import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { defineJob, startJobQueue, type JobQueue } from '../../src/server/jobs/job-queue.ts';
import { backends, startTestServer, type TestServer } from './support/test-server.ts';

const log = pino({ level: 'silent' });
const greeting = defineJob<{ to: string }>({ name: 'test-greeting', retry: { limit: 3, delaySeconds: 1, maxDelaySeconds: 2 }, expireInSeconds: 30 });

describe.each(backends)('the job queue (%s)', (backend) => {
  let server: TestServer | undefined;
  const extra: JobQueue[] = [];
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    for (const queue of extra.splice(0)) await queue.stop({ graceMs: 100 });
    await server?.close();
    server = undefined;
    database = undefined;
  });

  async function queues(count: number): Promise<JobQueue[]> {
    server = await startTestServer(backend, { JOB_RETRY_DELAY_SECONDS: '1' });
    database = server.database;
    const made = [server.platform.jobs];
    for (let index = 1; index < count; index += 1) {
      const queue = await startJobQueue({ database, log, retryDelaySeconds: 1 });
      extra.push(queue);
      made.push(queue);
    }
    return made;
  }

  it('runs an enqueued job with its payload', async () => {
    const [queue] = await queues(1);
    const seen: string[] = [];
    await queue!.work(greeting, async ({ to }) => {
      seen.push(to);
    });
    await queue!.enqueue(greeting, { to: 'Ada' });
    await queue!.idle(greeting);
    expect(seen).toEqual(['Ada']);
  });

  it('retries a failing job with a growing delay, then it succeeds', async () => {
    const [queue] = await queues(1);
    const attempts: number[] = [];
    await queue!.work(greeting, async (_payload, { retryCount }) => {
      attempts.push(Date.now());
      if (retryCount < 2) throw new Error(`attempt ${retryCount} fails`);
    });
    await queue!.enqueue(greeting, { to: 'Grace' });
    await queue!.idle(greeting, { timeoutMs: 30_000 });
    expect(attempts).toHaveLength(3);
    // 1 s, then about 2 s (back-off with jitter; pg-boss's first retry may come within the same second).
    expect(attempts[2]! - attempts[0]!).toBeGreaterThanOrEqual(1_000);
  }, 40_000);

  it('hands each job to one of two instances, never both', async () => {
    const instances = await queues(2);
    const runs: string[] = [];
    for (const [index, queue] of instances.entries()) {
      await queue.work(greeting, async ({ to }) => {
        runs.push(`${index}:${to}`);
      });
    }
    for (let index = 0; index < 12; index += 1) await instances[index % 2]!.enqueue(greeting, { to: `user ${index}` });
    await instances[0]!.idle(greeting);
    const payloads = runs.map((run) => run.split(':')[1]);
    expect(payloads.sort()).toEqual(Array.from({ length: 12 }, (_, index) => `user ${index}`).sort());
  });

  it('keeps a job enqueued while no instance works, and a later instance runs it', async () => {
    const [first] = await queues(1);
    await first!.enqueue(greeting, { to: 'later' });
    const second = await startJobQueue({ database: database!, log });
    extra.push(second);
    const seen: string[] = [];
    await second.work(greeting, async ({ to }) => {
      seen.push(to);
    });
    await second.idle(greeting);
    expect(seen).toEqual(['later']);
  });

  it('cancels the unfinished jobs whose payload matches', async () => {
    const [queue] = await queues(1);
    await queue!.enqueue(greeting, { to: 'keep' });
    await queue!.enqueue(greeting, { to: 'drop' });
    expect(await queue!.cancelPending(greeting, { to: 'drop' })).toBe(1);
    const seen: string[] = [];
    await queue!.work(greeting, async ({ to }) => {
      seen.push(to);
    });
    await queue!.idle(greeting);
    expect(seen).toEqual(['keep']);
  });
});

describe('the job queue on an embedded database on disk', () => {
  it('runs after a restart a job enqueued before it', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wayfinder-jobs-'));
    try {
      const before = await openDatabase({ dataDir, log });
      await before.migrate();
      const queue = await startJobQueue({ database: before, log });
      await queue.enqueue(greeting, { to: 'after the restart' });
      await queue.stop();
      await before.close();

      const after = await openDatabase({ dataDir, log });
      const restarted = await startJobQueue({ database: after, log });
      const seen: string[] = [];
      await restarted.work(greeting, async ({ to }) => {
        seen.push(to);
      });
      await restarted.idle(greeting);
      await restarted.stop();
      await after.close();
      expect(seen).toEqual(['after the restart']);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the job queue on the embedded database after a crash', () => {
  it('retries at start-up a job that was running when the process died, without waiting for its expiry', async () => {
    const database = await openDatabase({ dataDir: 'memory://', log });
    await database.migrate();
    const first = await startJobQueue({ database, log, retryDelaySeconds: 1 });
    const id = await first.enqueue(greeting, { to: 'Grace' });
    // As a kill -9 leaves it: taken by a worker that will never finish (its expiry is 30 s away).
    if (database.connection.kind !== 'pglite') throw new Error('expected PGlite');
    await database.connection.client.query(`update pgboss.job set state = 'active', started_on = now() where id = $1`, [id]);
    await first.stop({ graceMs: 100 });

    const started = Date.now();
    const second = await startJobQueue({ database, log, retryDelaySeconds: 1 });
    try {
      const seen: { to: string; retryCount: number }[] = [];
      await second.work(greeting, async ({ to }, { retryCount }) => {
        seen.push({ to, retryCount });
      });
      await second.idle(greeting, { timeoutMs: 10_000 });
      expect(seen).toEqual([{ to: 'Grace', retryCount: 1 }]);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await second.stop({ graceMs: 100 });
      await database.close();
    }
  });
});
