import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema } from '../../src/shared/admin/dashboard.schema.ts';
import { jobPageSchema, type ProblemJob } from '../../src/shared/admin/jobs.schema.ts';
import { defineJob } from '../../src/server/jobs/job-queue.ts';
import { backends, call, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

/** A job whose handler throws while `failing` is set: one retry, then it stays failed. */
const report = defineJob<{ recipient: string; body: string }>({ name: 'test-weekly-report', retry: { limit: 1, delaySeconds: 1, maxDelaySeconds: 1 }, expireInSeconds: 30 });
/** A kind no instance works: its jobs wait for ever. */
const unworked = defineJob<{ note: string }>({ name: 'test-unworked', retry: { limit: 2, delaySeconds: 1, maxDelaySeconds: 1 }, expireInSeconds: 60 });

const payloadSecret = 'private words of the mail body';

describe.each(backends)('failed and stuck jobs for admins on %s', (backend) => {
  let server: TestServer;
  let admin: TestUser;
  let failing = true;
  const ran: number[] = [];

  beforeAll(async () => {
    server = await startTestServer(backend, { JOB_RETRY_DELAY_SECONDS: '1' });
    admin = await signUpAndSignIn(server, { role: 'admin' });
    await server.platform.jobs.work(report, async (_payload, { retryCount }) => {
      ran.push(retryCount);
      if (failing) throw new Error('the report server answered 503');
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const list = async (query = '') => {
    const response = await call(server, `/api/admin/jobs${query}`, { headers: admin.headers });
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).not.toContain(payloadSecret);
    return jobPageSchema.parse(response.body);
  };
  const counts = async () => dashboardSchema.parse((await call(server, '/api/admin/dashboard', { headers: admin.headers })).body).jobs;
  const retry = (id: string) => call(server, `/api/admin/jobs/${id}/retry`, { method: 'POST', headers: admin.headers, body: {} });

  it('lists a job that failed for real, counts it, retries it once, and it then succeeds', async () => {
    expect(await list()).toMatchObject({ rows: [], total: 0 });
    expect(await counts()).toEqual({ failed: 0, stuck: 0 });

    const id = await server.platform.jobs.enqueue(report, { recipient: 'ada@example.com', body: payloadSecret });
    await server.platform.jobs.idle(report, { timeoutMs: 30_000 });
    expect(ran).toEqual([0, 1]);

    const page = await list();
    expect(page.total).toBe(1);
    const job = page.rows[0] as ProblemJob;
    expect(job).toMatchObject({ id, kind: report.name, state: 'failed', problem: 'failed', attempts: 2, maxAttempts: 2, error: 'the report server answered 503' });
    expect(Date.parse(job.failedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(job.startedAt ?? ''));
    expect(Date.parse(job.startedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(job.createdAt));
    expect(job.since).toBe(job.failedAt);
    expect(await counts()).toEqual({ failed: 1, stuck: 0 });

    // Someone fixed the report server: one more attempt, audited, and it goes through.
    failing = false;
    const retried = await retry(id);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ id, kind: report.name, state: 'retry' });
    await server.platform.jobs.idle(report, { timeoutMs: 30_000 });
    expect(ran).toEqual([0, 1, 2]);
    expect(await list()).toMatchObject({ rows: [], total: 0 });
    expect(await counts()).toEqual({ failed: 0, stuck: 0 });

    const audit = await call(server, '/api/admin/audit?action=job.retry', { headers: admin.headers });
    expect(audit.body.rows).toEqual([
      expect.objectContaining({
        actorEmail: admin.email,
        targetType: 'job',
        targetId: id,
        before: { kind: report.name, state: 'failed', attempts: 2 },
        after: { kind: report.name, state: 'retry', attempts: 2 },
      }),
    ]);
    // Done now: nothing left to retry.
    expect((await retry(id)).body.error.code).toBe('conflict:job_not_failed');
  }, 60_000);

  it('shows stuck jobs (waiting long past due, running past their limit), which cannot be retried', async () => {
    const waiting = await server.platform.jobs.enqueue(unworked, { note: payloadSecret });
    const running = await server.platform.jobs.enqueue(unworked, { note: payloadSecret });
    const fresh = await server.platform.jobs.enqueue(unworked, { note: 'just stored' });
    // Time passes for two of them: no worker took the first for 20 minutes; the second "started" an hour ago.
    const { db } = server.database;
    await db.execute(sql`update pgboss.job set start_after = now() - interval '20 minutes' where id = ${waiting}`);
    await db.execute(sql`update pgboss.job set state = 'active', started_on = now() - interval '1 hour' where id = ${running}`);

    const page = await list('?dir=asc');
    expect(page.rows.map((row) => row.id)).toEqual([running, waiting]);
    expect(page.rows[0]).toMatchObject({ kind: unworked.name, state: 'active', problem: 'stuck', attempts: 1, maxAttempts: 3, failedAt: null, error: null });
    expect(page.rows[1]).toMatchObject({ kind: unworked.name, state: 'created', problem: 'stuck', attempts: 0, startedAt: null });
    expect(page.rows.map((row) => row.id)).not.toContain(fresh);
    expect(await counts()).toEqual({ failed: 0, stuck: 2 });

    for (const id of [waiting, running, fresh]) {
      const refused = await retry(id);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('conflict:job_not_failed');
    }
    // A refusal leaves no audit row.
    expect((await call(server, '/api/admin/audit?action=job.retry', { headers: admin.headers })).body.total).toBe(1);
    await server.platform.jobs.cancelPending(unworked, {});
    expect(await counts()).toEqual({ failed: 0, stuck: 0 });
  });

  it('answers 404 for an unknown or malformed id, 400 for a bad page, and refuses non-admins', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-job', "1' or '1'='1"]) {
      const response = await retry(encodeURIComponent(id));
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('not_found:job');
    }
    expect((await call(server, '/api/admin/jobs?pageSize=101', { headers: admin.headers })).status).toBe(400);
    expect((await call(server, '/api/admin/jobs?sort=kind', { headers: admin.headers })).status).toBe(400);
    const member = await signUpAndSignIn(server, { plan: 'premium' });
    expect((await call(server, '/api/admin/jobs', { headers: member.headers })).status).toBe(403);
    const memberRetry = await call(server, '/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry', { method: 'POST', headers: member.headers, body: {} });
    expect(memberRetry.status).toBe(403);
    expect((await call(server, '/api/admin/jobs', { headers: { origin: server.url } })).status).toBe(401);
  });
});
