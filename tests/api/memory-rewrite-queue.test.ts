import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryRewrite } from '../../src/server/memories/memory-writer.ts';
import type { AdvisorRecord } from '../../src/shared/advisors/advisor.schema.ts';
import { advisorList, chat } from './support/chat.ts';
import { startOpenAiTestServer } from './support/openai-test-server.ts';
import { backends, call, queryRows, restartTestServer, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

async function memoriesOf(server: TestServer, user: TestUser) {
  const result = await call(server, '/api/memories', { headers: user.headers });
  expect(result.status).toBe(200);
  return (result.body as { memories: { advisorId: string; summary: string }[] }).memories;
}

describe.each(backends)('memory rewrites on the job queue (%s)', (backend) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('runs after a restart a rewrite stored before it', async () => {
    const dataDir = backend === 'pglite' ? await mkdtemp(path.join(tmpdir(), 'wayfinder-memory-')) : undefined;
    if (dataDir) cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // One secret across the restart, so that the user's session still opens.
    const env = { AUTH_SECRET: randomBytes(32).toString('base64url'), ...(dataDir ? { DATA_DIR: dataDir } : {}) };

    const before = await startTestServer(backend, env);
    const advisor = (await advisorList(before)).find((record) => record.status === 'available') as AdvisorRecord;
    const user = await signUpAndSignIn(before, { plan: 'premium' });
    // This instance runs no rewrites from here on, as if it crashed right after the exchange.
    await before.services.memoryWriter.close();
    const reply = await chat(before, user.headers, { message: 'I keep putting off my thesis and I feel guilty.', advisorId: advisor.id });
    expect(reply.done).toBe(true);
    expect(await memoriesOf(before, user)).toEqual([]);

    const after = await restartTestServer(before, backend, env, cleanups);
    await after.platform.jobs.idle(memoryRewrite, { timeoutMs: 20_000 });
    const memories = await memoriesOf(after, user);
    expect(memories).toHaveLength(1);
    expect(memories[0]).toMatchObject({ advisorId: advisor.id });
    expect(memories[0]?.summary).toContain('You keep putting off your thesis');
  }, 60_000);

  it('stores each rewrite under its memory\'s key, which pg-boss runs one at a time in order, then runs them', async () => {
    const server = await startTestServer(backend, { CHAT_RATE_LIMIT_PER_MINUTE: '1000' });
    cleanups.push(() => server.close());
    const advisor = (await advisorList(server)).find((record) => record.status === 'available') as AdvisorRecord;
    const user = await signUpAndSignIn(server, { plan: 'premium' });
    await server.services.memoryWriter.close();
    for (const message of ['I keep putting off my thesis.', 'I started running in the mornings.', 'I am learning to cook.']) {
      expect((await chat(server, user.headers, { message, advisorId: advisor.id })).done).toBe(true);
    }
    // key_strict_fifo: pg-boss holds the later rewrites of the same key while one runs or waits for its retry.
    const rows = await queryRows<{ key: string; policy: string; state: string }>(
      server,
      sql`select singleton_key as key, policy, state from pgboss.job where name = 'memory-rewrite' and data->>'userId' = ${user.id}`,
    );
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => `${row.key} ${row.policy} ${row.state}`))).toEqual(new Set([`${user.id}:${advisor.id} key_strict_fifo created`]));

    await server.services.memoryWriter.start();
    await server.services.memoryWriter.idle();
    expect(await memoriesOf(server, user)).toHaveLength(1);
  });

  it('cancels the stored rewrites when the user turns memory off, before any instance ran them', async () => {
    const server = await startTestServer(backend, { CHAT_RATE_LIMIT_PER_MINUTE: '1000' });
    cleanups.push(() => server.close());
    const advisor = (await advisorList(server)).find((record) => record.status === 'available') as AdvisorRecord;
    const user = await signUpAndSignIn(server, { plan: 'premium' });
    await server.services.memoryWriter.close();
    expect((await chat(server, user.headers, { message: 'I keep putting off my thesis.', advisorId: advisor.id })).done).toBe(true);
    expect((await call(server, '/api/memories', { method: 'PATCH', headers: user.headers, body: { enabled: false } })).status).toBe(200);
    const states = await queryRows<{ state: string }>(server, sql`select state from pgboss.job where name = 'memory-rewrite' and data->>'userId' = ${user.id}`);
    expect(states).toEqual([{ state: 'cancelled' }]);
    await call(server, '/api/memories', { method: 'PATCH', headers: user.headers, body: { enabled: true } });
    await server.services.memoryWriter.start();
    await server.services.memoryWriter.idle();
    expect(await memoriesOf(server, user)).toEqual([]);
  });

  it('after its last try, a failing rewrite ends done (old memory kept) and does not hold back the next one', async () => {
    const upstream = await startOpenAiTestServer();
    cleanups.push(() => upstream.close());
    // Summary calls fail; the chat's own streams answer.
    upstream.answer = (body: { stream?: boolean }) => (body.stream === true ? undefined : { mode: 'error-before-stream' });
    const server = await startTestServer(backend, { LLM_BASE_URL: upstream.baseUrl, LLM_MODEL: 'test-model', JOB_RETRY_DELAY_SECONDS: '1' });
    cleanups.push(() => server.close());
    const advisor = (await advisorList(server)).find((record) => record.status === 'available') as AdvisorRecord;
    const user = await signUpAndSignIn(server, { plan: 'premium' });
    await call(server, `/api/memories/${advisor.id}`, { method: 'PUT', headers: user.headers, body: { summary: 'You like tea.' } });
    expect((await chat(server, user.headers, { message: 'Hi', advisorId: advisor.id })).done).toBe(true);
    await server.platform.jobs.idle(memoryRewrite, { timeoutMs: 45_000 });
    const jobs = await queryRows<{ state: string; retry_count: number }>(server, sql`select state, retry_count from pgboss.job where name = 'memory-rewrite' and data->>'userId' = ${user.id}`);
    expect(jobs).toEqual([{ state: 'completed', retry_count: memoryRewrite.retry.limit }]);
    expect((await memoriesOf(server, user)).map((memory) => memory.summary)).toEqual(['You like tea.']);

    upstream.answer = undefined;
    expect((await chat(server, user.headers, { message: 'Hi again', advisorId: advisor.id })).done).toBe(true);
    await server.services.memoryWriter.idle();
    expect((await memoriesOf(server, user)).map((memory) => memory.summary)).toEqual(['Hello there, friend.']);
  }, 90_000);
});
