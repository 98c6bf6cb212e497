import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { AdvisorRecord } from '../../src/shared/advisors/advisor.schema.ts';
import { conversationIdHeader } from '../../src/shared/chat/conversation.schema.ts';
import { advisorList, chat, eventually } from './support/chat.ts';
import { startOpenAiTestServer, type OpenAiTestServer } from './support/openai-test-server.ts';
import { backends, call, headersFor, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

async function memoriesOf(server: TestServer, user: TestUser) {
  const result = await call(server, '/api/memories', { headers: user.headers });
  expect(result.status).toBe(200);
  return result.body as { enabled: boolean; memories: { advisorId: string; advisorName: string; summary: string; updatedAt: string }[] };
}

describe.each(backends)('advisor memory with the offline engine on %s', (backend) => {
  let server: TestServer;
  let advisor: AdvisorRecord;
  let other: AdvisorRecord;
  beforeAll(async () => {
    server = await startTestServer(backend, { CHAT_RATE_LIMIT_PER_MINUTE: '1000' });
    [advisor, other] = (await advisorList(server)).filter((record) => record.status === 'available') as [AdvisorRecord, AdvisorRecord];
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps writing memories to Premium (401 signed out, 403 free); reading and deleting need only a session', async () => {
    const writes: [string, string, unknown][] = [
      ['PATCH', '/api/memories', { enabled: false }],
      ['PUT', `/api/memories/${advisor.id}`, { summary: 'x' }],
    ];
    const reads: [string, string, unknown][] = [
      ['GET', '/api/memories', undefined],
      ['DELETE', `/api/memories/${advisor.id}`, undefined],
    ];
    const free = await headersFor(server, 'free');
    for (const [method, path, body] of [...writes, ...reads]) {
      const visitor = await call(server, path, { method, body, headers: { origin: server.url } });
      expect(visitor.status).toBe(401);
    }
    for (const [method, path, body] of writes) {
      const refused = await call(server, path, { method, body, headers: free });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('forbidden:premium');
    }
    // What was remembered outlives Premium (premium-ended.test.ts): a free user's own, often none.
    expect((await call(server, '/api/memories', { headers: free })).body).toEqual({ enabled: true, memories: [] });
    expect((await call(server, `/api/memories/${advisor.id}`, { method: 'DELETE', headers: free })).status).toBe(204);
  });

  it('writes a memory after an exchange, and the next conversation opens with "Last time we talked about"', async () => {
    const user = await signUpAndSignIn(server, { plan: 'premium' });
    expect(await memoriesOf(server, user)).toEqual({ enabled: true, memories: [] });
    const first = await chat(server, user.headers, { message: 'I keep putting off my thesis and I feel guilty.', advisorId: advisor.id });
    expect(first.status).toBe(200);
    expect(first.content).not.toContain('Last time');

    const list = await eventually(
      () => memoriesOf(server, user),
      (body) => body.memories.length === 1,
    );
    expect(list.memories[0]).toMatchObject({ advisorId: advisor.id, advisorName: advisor.name });
    expect(list.memories[0]?.summary).toContain('You keep putting off your thesis');

    const next = await chat(server, user.headers, { message: 'Hello again.', advisorId: advisor.id });
    expect(next.content.startsWith('Last time we talked about your thesis.')).toBe(true);
    // Only the first reply of a conversation recalls it.
    const later = await chat(server, user.headers, { message: 'Where should I start?', advisorId: advisor.id, threadId: next.headers.get(conversationIdHeader) });
    expect(later.content).not.toContain('Last time');
    // Another advisor has no memory of this user.
    const elsewhere = await chat(server, user.headers, { message: 'Hello.', advisorId: other.id });
    expect(elsewhere.content).not.toContain('Last time');
  });

  it('lets the user write, replace and delete what an advisor remembers', async () => {
    const user = await signUpAndSignIn(server, { plan: 'premium' });
    const put = await call(server, `/api/memories/${advisor.id}`, { method: 'PUT', headers: user.headers, body: { summary: '  You are training for a marathon in May.  ' } });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ advisorId: advisor.id, advisorName: advisor.name, summary: 'You are training for a marathon in May.', updatedAt: expect.any(String) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await call(server, `/api/memories/${other.id}`, { method: 'PUT', headers: user.headers, body: { summary: 'You prefer short answers.' } });
    expect(second.status).toBe(200);
    expect((await memoriesOf(server, user)).memories.map((memory) => memory.advisorId)).toEqual([other.id, advisor.id]);

    const replaced = await call(server, `/api/memories/${advisor.id}`, { method: 'PUT', headers: user.headers, body: { summary: 'You ran the marathon.' } });
    expect(replaced.body.summary).toBe('You ran the marathon.');
    expect((await memoriesOf(server, user)).memories.map((memory) => [memory.advisorId, memory.summary])).toEqual([
      [advisor.id, 'You ran the marathon.'],
      [other.id, 'You prefer short answers.'],
    ]);

    // Someone else sees none of it.
    const stranger = await signUpAndSignIn(server, { plan: 'premium' });
    expect((await memoriesOf(server, stranger)).memories).toEqual([]);

    for (const advisorId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const unknown = await call(server, `/api/memories/${advisorId}`, { method: 'PUT', headers: user.headers, body: { summary: 'x' } });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('not_found:advisor');
    }
    const empty = await call(server, `/api/memories/${advisor.id}`, { method: 'PUT', headers: user.headers, body: { summary: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.summary).toBe('Please write what the advisor should remember, or delete the memory.');
    const tooLong = await call(server, `/api/memories/${advisor.id}`, { method: 'PUT', headers: user.headers, body: { summary: 'a'.repeat(2_001) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.summary).toBe('Please keep the memory under 2,000 characters.');

    expect((await call(server, `/api/memories/${advisor.id}`, { method: 'DELETE', headers: user.headers })).status).toBe(204);
    expect((await call(server, `/api/memories/${advisor.id}`, { method: 'DELETE', headers: user.headers })).status).toBe(204);
    expect((await call(server, '/api/memories/not-a-uuid', { method: 'DELETE', headers: user.headers })).status).toBe(204);
    expect((await memoriesOf(server, user)).memories.map((memory) => memory.advisorId)).toEqual([other.id]);
  });

  it('with memory off, keeps memories out of replies and writes none; on again, they come back', async () => {
    const user = await signUpAndSignIn(server, { plan: 'premium' });
    await call(server, `/api/memories/${advisor.id}`, { method: 'PUT', headers: user.headers, body: { summary: 'You keep putting off your thesis.' } });
    const off = await call(server, '/api/memories', { method: 'PATCH', headers: user.headers, body: { enabled: false } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ enabled: false, memories: [{ advisorId: advisor.id, summary: 'You keep putting off your thesis.' }] });
    expect((await call(server, '/api/memories', { method: 'PATCH', headers: user.headers, body: { enabled: 'no' } })).status).toBe(400);

    const reply = await chat(server, user.headers, { message: 'I am moving to Berlin for a new job next month.', advisorId: advisor.id });
    expect(reply.content).not.toContain('Last time');
    const fresh = await chat(server, user.headers, { message: 'I started painting again and I love it.', advisorId: other.id });
    expect(fresh.status).toBe(200);
    await server.services.memoryWriter.idle();
    expect((await memoriesOf(server, user)).memories.map((memory) => [memory.advisorId, memory.summary])).toEqual([[advisor.id, 'You keep putting off your thesis.']]);

    const on = await call(server, '/api/memories', { method: 'PATCH', headers: user.headers, body: { enabled: true } });
    expect(on.body.enabled).toBe(true);
    const back = await chat(server, user.headers, { message: 'Hello again.', advisorId: advisor.id });
    expect(back.content.startsWith('Last time we talked about your thesis.')).toBe(true);
  });
});

describe.each(backends)('advisor memory with an OpenAI-compatible provider on %s', (backend) => {
  let upstream: OpenAiTestServer;
  let server: TestServer;
  let advisor: AdvisorRecord;
  const streamed = () => upstream.requests.filter((request) => request.body?.stream === true);
  beforeAll(async () => {
    upstream = await startOpenAiTestServer();
    // A failed rewrite is retried a second later rather than 30 s.
    server = await startTestServer(backend, { LLM_BASE_URL: upstream.baseUrl, LLM_MODEL: 'test-model', CHAT_RATE_LIMIT_PER_MINUTE: '1000', JOB_RETRY_DELAY_SECONDS: '1' });
    advisor = (await advisorList(server)).find((record) => record.status === 'available') as AdvisorRecord;
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it('puts the memory in the system prompt, and leaves it out when memory is off', async () => {
    const user = await signUpAndSignIn(server, { plan: 'premium' });
    await call(server, `/api/memories/${advisor.id}`, { method: 'PUT', headers: user.headers, body: { summary: 'You are training for a marathon in May.' } });
    expect((await chat(server, user.headers, { message: 'Hi', advisorId: advisor.id })).status).toBe(200);
    const system = streamed().at(-1)?.body.messages[0];
    expect(system.role).toBe('system');
    expect(system.content).toContain('You are training for a marathon in May.');
    expect(system.content).toContain('Last time we talked about...');
    expect(JSON.stringify(streamed().at(-1)?.body)).not.toContain('wayfinderMemory');

    // The summary call after the exchange asked the model for a rewrite and stored its answer.
    const rewritten = await eventually(
      () => memoriesOf(server, user),
      (body) => body.memories[0]?.summary === 'Hello there, friend.',
    );
    expect(rewritten.memories).toHaveLength(1);
    const summaryCall = upstream.requests.filter((request) => request.body?.stream !== true).at(-1)?.body;
    expect(JSON.stringify(summaryCall.messages)).toContain('You are training for a marathon in May.');
    expect(JSON.stringify(summaryCall)).not.toContain('wayfinderTask');

    await call(server, '/api/memories', { method: 'PATCH', headers: user.headers, body: { enabled: false } });
    const before = upstream.requests.length;
    expect((await chat(server, user.headers, { message: 'Hi again', advisorId: advisor.id })).status).toBe(200);
    await server.services.memoryWriter.idle();
    expect(streamed().at(-1)?.body.messages[0].content).not.toContain('<memory>');
    expect(streamed().at(-1)?.body.messages[0].content).not.toContain('Hello there, friend.');
    // No summary call was made.
    expect(upstream.requests.length).toBe(before + 1);
  });

  it('keeps the old memory while the rewrite fails, and its retry writes the new one once the model is back; the reply is not affected', async () => {
    const user = await signUpAndSignIn(server, { plan: 'premium' });
    await call(server, `/api/memories/${advisor.id}`, { method: 'PUT', headers: user.headers, body: { summary: 'You like tea.' } });
    upstream.mode = 'normal';
    const summaryCalls = async () => upstream.requests.filter((request) => request.body?.stream !== true).length;
    const before = await summaryCalls();
    const result = await chat(server, user.headers, { message: 'Hi', advisorId: advisor.id });
    // The stream has ended; break the upstream for the summary call that follows.
    upstream.mode = 'error-before-stream';
    try {
      expect(result.done).toBe(true);
      // The first try (with the model client's own one retry) has failed; the job waits for its next.
      await eventually(summaryCalls, (count) => count >= before + 2, 10_000);
      expect((await memoriesOf(server, user)).memories[0]?.summary).toBe('You like tea.');
    } finally {
      upstream.mode = 'normal';
    }
    await server.services.memoryWriter.idle();
    expect((await memoriesOf(server, user)).memories[0]?.summary).toBe('Hello there, friend.');
  });
});

describe.each(backends)('a memory rewrite in flight on %s', (backend) => {
  let upstream: OpenAiTestServer;
  let server: TestServer;
  let advisor: AdvisorRecord;
  const summaries = () => upstream.requests.filter((request) => request.body?.stream !== true);
  beforeAll(async () => {
    upstream = await startOpenAiTestServer();
    upstream.chunks = ['You', ' like', ' hiking.'];
    server = await startTestServer(backend, { LLM_BASE_URL: upstream.baseUrl, LLM_MODEL: 'test-model', CHAT_RATE_LIMIT_PER_MINUTE: '1000' });
    advisor = (await advisorList(server)).find((record) => record.status === 'available') as AdvisorRecord;
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  /** A Premium exchange whose memory rewrite is now waiting on a slow model; `release` lets the model answer. */
  async function exchangeWithSlowRewrite(user: TestUser) {
    const before = summaries().length;
    const held = upstream.hold('summary');
    const reply = await chat(server, user.headers, { message: 'I walk in the hills every weekend.', advisorId: advisor.id });
    expect(reply.done).toBe(true);
    await eventually(
      async () => summaries().length,
      (count) => count > before,
    );
    return { request: summaries().at(-1), release: () => held.release() };
  }

  it("keeps a memory the user deleted during a rewrite deleted, also one that did not exist yet", async () => {
    for (const existing of ['You like tea.', undefined]) {
      const user = await signUpAndSignIn(server, { plan: 'premium' });
      if (existing) await call(server, `/api/memories/${advisor.id}`, { method: 'PUT', headers: user.headers, body: { summary: existing } });
      const rewrite = await exchangeWithSlowRewrite(user);
      expect((await call(server, `/api/memories/${advisor.id}`, { method: 'DELETE', headers: user.headers })).status).toBe(204);
      rewrite.release();
      await server.services.memoryWriter.idle();
      expect((await memoriesOf(server, user)).memories).toEqual([]);
    }
  });

  it("keeps the user's own edit over a rewrite that was running", async () => {
    const user = await signUpAndSignIn(server, { plan: 'premium' });
    const rewrite = await exchangeWithSlowRewrite(user);
    expect((await call(server, `/api/memories/${advisor.id}`, { method: 'PUT', headers: user.headers, body: { summary: 'You prefer the sea.' } })).status).toBe(200);
    rewrite.release();
    await server.services.memoryWriter.idle();
    expect((await memoriesOf(server, user)).memories.map((memory) => memory.summary)).toEqual(['You prefer the sea.']);
    // The next exchange's rewrite starts from the edit and writes as usual.
    await chat(server, user.headers, { message: 'I walk in the hills every weekend.', advisorId: advisor.id });
    await server.services.memoryWriter.idle();
    expect((await memoriesOf(server, user)).memories.map((memory) => memory.summary)).toEqual(['You like hiking.']);
  });

  it('cancels a pending rewrite when the user turns memory off: the model call is aborted and nothing is written', async () => {
    const user = await signUpAndSignIn(server, { plan: 'premium' });
    const rewrite = await exchangeWithSlowRewrite(user);
    expect((await call(server, '/api/memories', { method: 'PATCH', headers: user.headers, body: { enabled: false } })).status).toBe(200);
    await Promise.race([rewrite.request?.closed, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    expect(rewrite.request?.closedEarly).toBe(true);
    rewrite.release();
    await server.services.memoryWriter.idle();
    expect((await memoriesOf(server, user)).memories).toEqual([]);
  });

  it('lets a delete made on another app instance win over this instance\'s rewrite', async () => {
    // A second instance on the same database, as behind a load balancer: it has no rewrite to cancel.
    const { server: other } = await buildApp({ platform: server.platform, clientDir: '/nonexistent' });
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const address = other.server.address();
      const otherUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const user = await signUpAndSignIn(server, { plan: 'premium' });
      await call(server, `/api/memories/${advisor.id}`, { method: 'PUT', headers: user.headers, body: { summary: 'You like tea.' } });
      const rewrite = await exchangeWithSlowRewrite(user);
      const deleted = await fetch(`${otherUrl}/api/memories/${advisor.id}`, { method: 'DELETE', headers: { ...user.headers, origin: otherUrl } });
      expect(deleted.status).toBe(204);
      rewrite.release();
      await server.services.memoryWriter.idle();
      expect((await memoriesOf(server, user)).memories).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
