import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../src/server/db/schema/index.ts';
import type { AdvisorRecord } from '../../src/shared/advisors/advisor.schema.ts';
import { conversationIdHeader } from '../../src/shared/chat/conversation.schema.ts';
import { advisorList, chat } from './support/chat.ts';
import { startOpenAiTestServer, type OpenAiTestServer } from './support/openai-test-server.ts';
import { backends, call, endPremium, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

/**
 * Issue 25, "When Premium ends": saved conversations and memories stay the user's to read and
 * delete; nothing new is saved, nothing is added to an old conversation, and no memory reaches a
 * prompt. Premium ends here as time ends an admin's grant (endPremium), read at the next request.
 */

async function conversationCount(server: TestServer, userId: string): Promise<number> {
  const [row] = await server.database.db.select({ value: count() }).from(conversations).where(eq(conversations.userId, userId));
  return row?.value ?? 0;
}

/** A Premium user with one saved conversation with `advisor`: the user and the conversation's id. */
async function formerSubscriber(server: TestServer, advisor: AdvisorRecord, message: string): Promise<{ user: TestUser; id: string }> {
  const user = await signUpAndSignIn(server, { plan: 'premium' });
  const saved = await chat(server, user.headers, { message, advisorId: advisor.id });
  expect(saved.status).toBe(200);
  const id = saved.headers.get(conversationIdHeader);
  if (!id) throw new Error('a Premium exchange names its conversation');
  return { user, id };
}

describe.each(backends)('when Premium ends, with the offline engine on %s', (backend) => {
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

  it('keeps the saved conversations readable and deletable by their owner, and only by them', async () => {
    const { user, id } = await formerSubscriber(server, advisor, 'I want to stop working on Sundays.');
    const second = await chat(server, user.headers, { message: 'A talk about my sister.', advisorId: other.id });
    const secondId = second.headers.get(conversationIdHeader) as string;
    const before = await call(server, `/api/conversations/${id}`, { headers: user.headers });
    await server.services.memoryWriter.idle();
    await endPremium(server, user.id);
    expect((await call(server, '/api/me', { headers: user.headers })).body).toMatchObject({ plan: 'free', isSubscribed: false });

    const list = await call(server, '/api/conversations', { headers: user.headers });
    expect(list.status).toBe(200);
    expect(list.body.conversations.map((entry: { id: string }) => entry.id)).toEqual([secondId, id]);
    const filtered = await call(server, `/api/conversations?advisorId=${advisor.id}`, { headers: user.headers });
    expect(filtered.body.conversations.map((entry: { id: string }) => entry.id)).toEqual([id]);
    const detail = await call(server, `/api/conversations/${id}`, { headers: user.headers });
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(before.body);
    expect(detail.body.messages.map((entry: { role: string }) => entry.role)).toEqual(['user', 'assistant']);

    // Someone else's stays 404, for a free user as for anyone.
    const stranger = await signUpAndSignIn(server, { plan: 'free' });
    expect((await call(server, `/api/conversations/${id}`, { headers: stranger.headers })).status).toBe(404);
    expect((await call(server, `/api/conversations/${id}`, { method: 'DELETE', headers: stranger.headers })).status).toBe(404);

    expect((await call(server, `/api/conversations/${id}`, { method: 'DELETE', headers: user.headers })).status).toBe(204);
    expect((await call(server, `/api/conversations/${id}`, { headers: user.headers })).status).toBe(404);
    expect((await call(server, '/api/conversations', { headers: user.headers })).body.conversations.map((entry: { id: string }) => entry.id)).toEqual([secondId]);
  });

  it('adds nothing to an old conversation (403 forbidden:premium) and saves nothing of a new chat', async () => {
    const { user, id } = await formerSubscriber(server, advisor, 'My week has too many meetings.');
    await server.services.memoryWriter.idle();
    await endPremium(server, user.id);
    const before = await call(server, `/api/conversations/${id}`, { headers: user.headers });

    const continued = await chat(server, user.headers, { message: 'Can we pick this up?', advisorId: advisor.id, threadId: id });
    expect(continued.status).toBe(403);
    expect(JSON.parse(continued.text).error).toEqual({ code: 'forbidden:premium', message: 'Saved sessions and memory are part of Premium.' });
    expect((await call(server, `/api/conversations/${id}`, { headers: user.headers })).body).toEqual(before.body);

    // A new chat is answered as any free chat: with the client's history, stored nowhere.
    const fresh = await chat(server, user.headers, {
      message: 'Then a new start.',
      advisorId: advisor.id,
      conversationHistory: [{ role: 'user', content: 'My week has too many meetings.' }],
    });
    expect(fresh.status).toBe(200);
    expect(fresh.done).toBe(true);
    expect(fresh.headers.get(conversationIdHeader)).toBeNull();
    expect(await conversationCount(server, user.id)).toBe(1);
    expect((await call(server, `/api/conversations/${id}`, { headers: user.headers })).body).toEqual(before.body);
  });

  it('keeps the memories readable and deletable; writing one and memory on or off need Premium again', async () => {
    const user = await signUpAndSignIn(server, { plan: 'premium' });
    for (const [id, summary] of [
      [advisor.id, 'You are learning to say no at work.'],
      [other.id, 'You prefer short answers.'],
    ] as const) {
      expect((await call(server, `/api/memories/${id}`, { method: 'PUT', headers: user.headers, body: { summary } })).status).toBe(200);
    }
    await endPremium(server, user.id);

    const listed = await call(server, '/api/memories', { headers: user.headers });
    expect(listed.status).toBe(200);
    expect(listed.body.enabled).toBe(true);
    expect(listed.body.memories.map((memory: { advisorId: string; summary: string }) => [memory.advisorId, memory.summary])).toEqual([
      [other.id, 'You prefer short answers.'],
      [advisor.id, 'You are learning to say no at work.'],
    ]);

    const edit = await call(server, `/api/memories/${advisor.id}`, { method: 'PUT', headers: user.headers, body: { summary: 'Rewritten while free.' } });
    expect(edit.status).toBe(403);
    expect(edit.body.error.code).toBe('forbidden:premium');
    for (const enabled of [false, true]) {
      const switched = await call(server, '/api/memories', { method: 'PATCH', headers: user.headers, body: { enabled } });
      expect(switched.status).toBe(403);
      expect(switched.body.error.code).toBe('forbidden:premium');
    }
    expect((await call(server, '/api/memories', { headers: user.headers })).body).toEqual(listed.body);

    expect((await call(server, `/api/memories/${advisor.id}`, { method: 'DELETE', headers: user.headers })).status).toBe(204);
    const after = await call(server, '/api/memories', { headers: user.headers });
    expect(after.body.memories.map((memory: { advisorId: string }) => memory.advisorId)).toEqual([other.id]);
  });

  it('gives a free user who never had Premium empty lists, and 404 for any conversation', async () => {
    const free = await signUpAndSignIn(server, { plan: 'free' });
    expect((await call(server, '/api/conversations', { headers: free.headers })).body).toEqual({ conversations: [] });
    expect((await call(server, '/api/memories', { headers: free.headers })).body).toEqual({ enabled: true, memories: [] });
    expect((await call(server, `/api/conversations/${randomUUID()}`, { headers: free.headers })).status).toBe(404);
    expect((await call(server, `/api/memories/${advisor.id}`, { method: 'DELETE', headers: free.headers })).status).toBe(204);
    expect((await call(server, '/api/memories', { headers: free.headers })).body).toEqual({ enabled: true, memories: [] });
    expect((await call(server, '/api/conversations', { headers: { origin: server.url } })).status).toBe(401);
    expect((await call(server, '/api/memories', { headers: { origin: server.url } })).status).toBe(401);
  });
});

describe.each(backends)('when Premium ends, the prompt a real model gets on %s', (backend) => {
  let upstream: OpenAiTestServer;
  let server: TestServer;
  let advisor: AdvisorRecord;
  /** The system prompt of the newest streamed (chat) request. */
  const lastSystemPrompt = () => String(upstream.requests.filter((request) => request.body?.stream === true).at(-1)?.body.messages[0]?.content ?? '');
  beforeAll(async () => {
    upstream = await startOpenAiTestServer();
    server = await startTestServer(backend, { LLM_BASE_URL: upstream.baseUrl, LLM_MODEL: 'test-model', CHAT_RATE_LIMIT_PER_MINUTE: '1000', CRISIS_SECOND_OPINION_TIMEOUT_MS: '0' });
    advisor = (await advisorList(server)).find((record) => record.status === 'available') as AdvisorRecord;
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it('holds no memory once Premium ended, and the memory is not rewritten', async () => {
    const user = await signUpAndSignIn(server, { plan: 'premium' });
    const summary = 'You are training for a marathon in May.';
    expect((await call(server, `/api/memories/${advisor.id}`, { method: 'PUT', headers: user.headers, body: { summary } })).status).toBe(200);
    // While Premium, the memory is in the advisor's instructions: the contrast the check below needs.
    expect((await chat(server, user.headers, { message: 'Hello.', advisorId: advisor.id })).status).toBe(200);
    expect(lastSystemPrompt()).toContain('<memory>');
    expect(lastSystemPrompt()).toContain(summary);
    await server.services.memoryWriter.idle();
    const remembered = (await call(server, '/api/memories', { headers: user.headers })).body;

    await endPremium(server, user.id);
    const summaryCalls = upstream.requests.length;
    const reply = await chat(server, user.headers, { message: 'I ran my first 20 km today.', advisorId: advisor.id });
    expect(reply.status).toBe(200);
    expect(lastSystemPrompt()).not.toContain('<memory>');
    expect(lastSystemPrompt()).not.toContain('marathon');
    await server.services.memoryWriter.idle();
    // One call, the reply's: no background summary of a free chat.
    expect(upstream.requests.length).toBe(summaryCalls + 1);
    expect((await call(server, '/api/memories', { headers: user.headers })).body).toEqual(remembered);
  });
});
