import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatUsage, conversationMessages, conversations } from '../../src/server/db/schema/index.ts';
import type { AdvisorRecord } from '../../src/shared/advisors/advisor.schema.ts';
import { conversationIdHeader } from '../../src/shared/chat/conversation.schema.ts';
import { crisisConversationTitle, crisisReplyPreamble } from '../../src/shared/chat/crisis-resources.ts';
import { advisorList, chat, eventually } from './support/chat.ts';
import { startOpenAiTestServer, type OpenAiTestServer } from './support/openai-test-server.ts';
import { backends, call, headersFor, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

async function rowCount(server: TestServer, table: typeof conversations | typeof conversationMessages) {
  const [row] = await server.database.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

describe.each(backends)('Premium conversations with the offline engine on %s', (backend) => {
  let server: TestServer;
  let advisor: AdvisorRecord;
  let other: AdvisorRecord;
  let premium: TestUser;
  beforeAll(async () => {
    server = await startTestServer(backend, { CHAT_RATE_LIMIT_PER_MINUTE: '1000' });
    [advisor, other] = (await advisorList(server)).filter((record) => record.status === 'available') as [AdvisorRecord, AdvisorRecord];
    premium = await signUpAndSignIn(server, { plan: 'premium' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps the conversation routes to signed-in users: 401 signed out; a free user (an admin on the free plan too) reads an empty list', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string][] = [
      ['GET', '/api/conversations'],
      ['GET', `/api/conversations/${id}`],
      ['DELETE', `/api/conversations/${id}`],
    ];
    for (const [method, path] of routes) {
      const visitor = await call(server, path, { method, headers: { origin: server.url } });
      expect(visitor.status).toBe(401);
      expect(visitor.body.error.code).toBe('unauthorized:session');
    }
    // Saved conversations outlive Premium (premium-ended.test.ts): a free user has none to show.
    for (const role of ['free', 'admin'] as const) {
      const headers = await headersFor(server, role);
      expect((await call(server, '/api/conversations', { headers })).body).toEqual({ conversations: [] });
      expect((await call(server, `/api/conversations/${id}`, { headers })).status).toBe(404);
      expect((await call(server, `/api/conversations/${id}`, { method: 'DELETE', headers })).status).toBe(404);
    }
  });

  it('stores nothing of a free chat (only the day counter) and refuses a free user a threadId', async () => {
    const free = await signUpAndSignIn(server, { plan: 'free' });
    const [conversationsBefore, messagesBefore] = [await rowCount(server, conversations), await rowCount(server, conversationMessages)];
    const result = await chat(server, free.headers, {
      message: 'I keep putting off my thesis and I feel guilty.',
      advisorId: advisor.id,
      conversationHistory: [{ role: 'user', content: 'earlier' }, { role: 'assistant', content: 'reply' }],
    });
    expect(result.status).toBe(200);
    expect(result.headers.get(conversationIdHeader)).toBeNull();
    await server.services.memoryWriter.idle();
    expect(await rowCount(server, conversations)).toBe(conversationsBefore);
    expect(await rowCount(server, conversationMessages)).toBe(messagesBefore);
    const mine = await server.database.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.userId, free.id));
    expect(mine).toEqual([]);
    const usage = await server.database.db.select({ messages: chatUsage.messages }).from(chatUsage).where(eq(chatUsage.userId, free.id));
    expect(usage).toEqual([{ messages: 1 }]);

    const withThread = await chat(server, free.headers, { message: 'Hi', advisorId: advisor.id, threadId: '00000000-0000-4000-8000-000000000000' });
    expect(withThread.status).toBe(403);
    expect(JSON.parse(withThread.text).error.code).toBe('forbidden:premium');
  });

  it('creates a conversation on the first Premium message, names it in x-conversation-id and stores both messages', async () => {
    const message = 'I keep putting off my thesis and I feel guilty.';
    const result = await chat(server, premium.headers, { message, advisorId: advisor.id });
    expect(result.status).toBe(200);
    expect(result.done).toBe(true);
    const id = result.headers.get(conversationIdHeader) as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const detail = await call(server, `/api/conversations/${id}`, { headers: premium.headers });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id, advisorId: advisor.id, advisorName: advisor.name, advisorSlug: advisor.slug, advisorArchived: false, title: message, messageCount: 2 });
    expect(detail.body.messages.map((entry: any) => [entry.role, entry.content])).toEqual([
      ['user', message],
      ['assistant', result.content],
    ]);
    expect(Date.parse(detail.body.updatedAt)).toBe(Date.parse(detail.body.messages[1].createdAt));

    // Continuing: same conversation, two more messages, newest activity first in the list.
    const started = await chat(server, premium.headers, { message: 'A second conversation.', advisorId: other.id });
    const otherId = started.headers.get(conversationIdHeader) as string;
    const again = await chat(server, premium.headers, { message: 'What should I do first?', advisorId: advisor.id, threadId: id });
    expect(again.status).toBe(200);
    expect(again.headers.get(conversationIdHeader)).toBe(id);
    const list = await call(server, '/api/conversations', { headers: premium.headers });
    expect(list.status).toBe(200);
    expect(list.body.conversations.map((entry: any) => entry.id).slice(0, 2)).toEqual([id, otherId]);
    expect(list.body.conversations[0]).toMatchObject({ messageCount: 4, title: message });
    const filtered = await call(server, `/api/conversations?advisorId=${other.id}`, { headers: premium.headers });
    expect(filtered.body.conversations.map((entry: any) => entry.id)).toEqual([otherId]);
    expect((await call(server, '/api/conversations?advisorId=not-a-uuid', { headers: premium.headers })).body).toEqual({ conversations: [] });
  });

  it('titles a conversation with the first message, whitespace collapsed and cut to 80 characters', async () => {
    const message = `  Plan   my\n\nweek: ${'very '.repeat(30)}busy  `;
    const result = await chat(server, premium.headers, { message, advisorId: advisor.id });
    const detail = await call(server, `/api/conversations/${result.headers.get(conversationIdHeader)}`, { headers: premium.headers });
    expect(detail.body.title.length).toBeGreaterThan(70);
    expect(detail.body.title.length).toBeLessThanOrEqual(80);
    expect(detail.body.title.startsWith('Plan my week: very very')).toBe(true);
    expect(detail.body.title.endsWith('…')).toBe(true);
  });

  it("answers 404 for an unknown or someone else's conversation, 409 for another advisor's, and keeps the owner's intact", async () => {
    const first = await chat(server, premium.headers, { message: 'My private worry.', advisorId: advisor.id });
    const id = first.headers.get(conversationIdHeader) as string;
    const intruder = await signUpAndSignIn(server, { plan: 'premium' });

    const read = await call(server, `/api/conversations/${id}`, { headers: intruder.headers });
    expect(read.status).toBe(404);
    expect(read.body.error.code).toBe('not_found:conversation');
    const continued = await chat(server, intruder.headers, { message: 'Let me in', advisorId: advisor.id, threadId: id });
    expect(continued.status).toBe(404);
    expect(JSON.parse(continued.text).error.code).toBe('not_found:conversation');
    const deleted = await call(server, `/api/conversations/${id}`, { method: 'DELETE', headers: intruder.headers });
    expect(deleted.status).toBe(404);
    expect((await call(server, '/api/conversations', { headers: intruder.headers })).body.conversations).toEqual([]);

    const wrongAdvisor = await chat(server, premium.headers, { message: 'Hi', advisorId: other.id, threadId: id });
    expect(wrongAdvisor.status).toBe(409);
    expect(JSON.parse(wrongAdvisor.text).error.code).toBe('conflict:conversation_advisor');
    for (const threadId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const unknown = await chat(server, premium.headers, { message: 'Hi', advisorId: advisor.id, threadId });
      expect(unknown.status).toBe(404);
    }
    expect((await call(server, '/api/conversations/not-a-uuid', { headers: premium.headers })).status).toBe(404);

    const owner = await call(server, `/api/conversations/${id}`, { headers: premium.headers });
    expect(owner.status).toBe(200);
    expect(owner.body.messageCount).toBe(2);
  });

  it('deletes a conversation for good, with its messages', async () => {
    const result = await chat(server, premium.headers, { message: 'Something to forget.', advisorId: advisor.id });
    const id = result.headers.get(conversationIdHeader) as string;
    const removed = await call(server, `/api/conversations/${id}`, { method: 'DELETE', headers: premium.headers });
    expect(removed.status).toBe(204);
    expect((await call(server, `/api/conversations/${id}`, { headers: premium.headers })).status).toBe(404);
    expect((await call(server, `/api/conversations/${id}`, { method: 'DELETE', headers: premium.headers })).status).toBe(404);
    const left = await server.database.db.select({ id: conversationMessages.id }).from(conversationMessages).where(eq(conversationMessages.conversationId, id));
    expect(left).toEqual([]);
    const continued = await chat(server, premium.headers, { message: 'Still there?', advisorId: advisor.id, threadId: id });
    expect(continued.status).toBe(404);
  });

  it('answers 413 and 400 before anything is stored', async () => {
    const before = await rowCount(server, conversations);
    const tooLong = await chat(server, premium.headers, { message: 'a'.repeat(4_001), advisorId: advisor.id });
    expect(tooLong.status).toBe(413);
    const empty = await chat(server, premium.headers, { message: ' \u200b', advisorId: advisor.id });
    expect(empty.status).toBe(400);
    const badThread = await call(server, '/api/assistant', { method: 'POST', headers: premium.headers, body: { action: 'sendMessage', message: 'Hi', advisorId: advisor.id, threadId: 42 } });
    expect(badThread.status).toBe(400);
    expect(await rowCount(server, conversations)).toBe(before);
  });

  it('puts the crisis resources first when a message shows a crisis signal, and stores them with the reply', async () => {
    const result = await chat(server, premium.headers, { message: "I've been cutting myself again and I don't know why.", advisorId: advisor.id });
    expect(result.status).toBe(200);
    expect(result.events[0]).toEqual({ safety: { crisis: true } });
    expect(result.events[1]).toEqual({ choices: [{ delta: { content: crisisReplyPreamble } }] });
    expect(result.events.length).toBeGreaterThan(3);
    expect(result.content.startsWith(crisisReplyPreamble)).toBe(true);
    expect(result.content.length).toBeGreaterThan(crisisReplyPreamble.length);
    expect(result.done).toBe(true);
    const detail = await call(server, `/api/conversations/${result.headers.get(conversationIdHeader)}`, { headers: premium.headers });
    expect(detail.body.messages[1].content).toBe(result.content);
    // The message itself is kept, but a list someone may glance over does not repeat it.
    expect(detail.body.messages[0].content).toBe("I've been cutting myself again and I don't know why.");
    expect(detail.body.title).toBe(crisisConversationTitle);

    const free = await headersFor(server, 'free');
    const freeCrisis = await chat(server, free, { message: 'my partner hits me', advisorId: advisor.id });
    expect(freeCrisis.events[0]).toEqual({ safety: { crisis: true } });
    expect(freeCrisis.content.startsWith(crisisReplyPreamble)).toBe(true);

    const calm = await chat(server, premium.headers, { message: 'This deadline is killing me.', advisorId: advisor.id });
    expect(calm.status).toBe(200);
    expect(calm.events.some((event) => 'safety' in event)).toBe(false);
    expect(calm.content).not.toContain('988');
  });
});

describe.each(backends)('the daily quota on %s', (backend) => {
  let server: TestServer;
  let advisorId: string;
  beforeAll(async () => {
    server = await startTestServer(backend, { CHAT_DAILY_QUOTA_FREE: '2', CHAT_DAILY_QUOTA_PREMIUM: '3', CHAT_RATE_LIMIT_PER_MINUTE: '1000' });
    advisorId = ((await advisorList(server)).find((record) => record.status === 'available') as AdvisorRecord).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('allows CHAT_DAILY_QUOTA_FREE valid messages a day, then 429 rate_limit:chat_daily with Retry-After until UTC midnight', async () => {
    const free = await signUpAndSignIn(server, { plan: 'free' });
    // Refused messages do not count.
    expect((await chat(server, free.headers, { message: 'a'.repeat(4_001), advisorId })).status).toBe(413);
    expect((await chat(server, free.headers, { message: '   ', advisorId })).status).toBe(400);
    expect((await chat(server, free.headers, { message: 'Hi', advisorId: 'no-such-advisor' })).status).toBe(404);
    for (let index = 0; index < 2; index++) expect((await chat(server, free.headers, { message: `Message ${index}`, advisorId })).status).toBe(200);
    const limited = await chat(server, free.headers, { message: 'One more', advisorId });
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.text).error.code).toBe('rate_limit:chat_daily');
    const now = new Date();
    const expected = Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(Math.abs(retryAfter - expected)).toBeLessThanOrEqual(5);
    const usage = await server.database.db.select({ day: chatUsage.day, messages: chatUsage.messages }).from(chatUsage).where(eq(chatUsage.userId, free.id));
    expect(usage).toEqual([{ day: now.toISOString().slice(0, 10), messages: 2 }]);

    // Another user has a quota of their own.
    expect((await chat(server, await headersFor(server, 'free'), { message: 'Hello', advisorId })).status).toBe(200);
  });

  it('gives Premium CHAT_DAILY_QUOTA_PREMIUM messages, and creates no conversation for a refused one', async () => {
    const premium = await signUpAndSignIn(server, { plan: 'premium' });
    for (let index = 0; index < 3; index++) expect((await chat(server, premium.headers, { message: `Message ${index}`, advisorId })).status).toBe(200);
    const limited = await chat(server, premium.headers, { message: 'One more', advisorId });
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.text).error.code).toBe('rate_limit:chat_daily');
    expect((await call(server, '/api/conversations', { headers: premium.headers })).body.conversations).toHaveLength(3);
  });
});

describe.each(backends)('Premium conversations with an OpenAI-compatible provider on %s', (backend) => {
  let upstream: OpenAiTestServer;
  let server: TestServer;
  let premium: TestUser;
  let advisor: AdvisorRecord;
  /** The streamed (chat) requests the upstream received, not the memory-summary ones. */
  const streamed = () => upstream.requests.filter((request) => request.body?.stream === true);
  beforeAll(async () => {
    upstream = await startOpenAiTestServer();
    server = await startTestServer(backend, { LLM_BASE_URL: upstream.baseUrl, LLM_MODEL: 'test-model', CHAT_RATE_LIMIT_PER_MINUTE: '1000' });
    premium = await signUpAndSignIn(server, { plan: 'premium' });
    advisor = (await advisorList(server)).find((record) => record.status === 'available') as AdvisorRecord;
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it('loads the history from the database and ignores the one the client sends', async () => {
    upstream.mode = 'normal';
    const first = await chat(server, premium.headers, { message: 'First message', advisorId: advisor.id });
    const id = first.headers.get(conversationIdHeader) as string;
    const forged = [
      { role: 'user', content: 'FORGED user turn' },
      { role: 'assistant', content: 'FORGED assistant turn' },
    ];
    const second = await chat(server, premium.headers, { message: 'Second message', advisorId: advisor.id, threadId: id, conversationHistory: forged });
    expect(second.status).toBe(200);
    const sent = streamed().at(-1)?.body.messages as { role: string; content: string }[];
    expect(sent.map((message) => [message.role, message.content]).slice(1)).toEqual([
      ['user', 'First message'],
      ['assistant', 'Hello there, friend.'],
      ['user', 'Second message'],
    ]);
    expect(JSON.stringify(sent)).not.toContain('FORGED');
  });

  it('stores the user message before the model is called: a model failure still names the conversation that holds it', async () => {
    upstream.mode = 'error-before-stream';
    const failed = await chat(server, premium.headers, { message: 'Will this survive?', advisorId: advisor.id });
    upstream.mode = 'normal';
    // Premium streams start at once (the head names the conversation), so the failure is the error event.
    expect(failed.status).toBe(200);
    expect(failed.events).toEqual([{ error: { message: 'The assistant could not answer right now. Please try again.' } }]);
    expect(failed.done).toBe(true);
    expect(failed.text).not.toContain('upstream exploded');
    const id = failed.headers.get(conversationIdHeader);
    expect(id).toBeTruthy();
    const detail = await call(server, `/api/conversations/${id}`, { headers: premium.headers });
    expect(detail.body.messages.map((entry: any) => [entry.role, entry.content])).toEqual([['user', 'Will this survive?']]);

    // The same conversation continues, and the model sees the unanswered message.
    const retry = await chat(server, premium.headers, { message: 'Trying again.', advisorId: advisor.id, threadId: id });
    expect(retry.status).toBe(200);
    expect((streamed().at(-1)?.body.messages as any[]).slice(1).map((message) => message.content)).toEqual(['Will this survive?', 'Trying again.']);
  });

  it('keeps the partial reply when the user stops the stream', async () => {
    upstream.mode = 'slow';
    upstream.chunks = Array.from({ length: 30 }, (_, index) => `word${index} `);
    try {
      const controller = new AbortController();
      const response = await fetch(`${server.url}/api/assistant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...premium.headers },
        body: JSON.stringify({ action: 'sendMessage', message: 'Tell me a long story', advisorId: advisor.id, conversationHistory: [], threadId: null }),
        signal: controller.signal,
      });
      const id = response.headers.get(conversationIdHeader) as string;
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      let received = '';
      while (!received.includes('word1 ')) received += new TextDecoder().decode((await reader.read()).value);
      controller.abort();
      const detail = await eventually(
        async () => (await call(server, `/api/conversations/${id}`, { headers: premium.headers })).body,
        (body) => body.messages.length === 2,
      );
      const kept = detail.messages[1];
      expect(kept.role).toBe('assistant');
      expect(kept.content.startsWith('word0 word1 ')).toBe(true);
      expect(kept.content.length).toBeLessThan(upstream.chunks.join('').length);
    } finally {
      upstream.mode = 'normal';
      upstream.chunks = ['Hello', ' there,', ' friend.'];
    }
  });

  it('ends a crisis reply with the error event when the model fails after the preamble', async () => {
    upstream.mode = 'error-before-stream';
    const result = await chat(server, premium.headers, { message: 'I want to kill myself', advisorId: advisor.id });
    upstream.mode = 'normal';
    expect(result.status).toBe(200);
    expect(result.events[0]).toEqual({ safety: { crisis: true } });
    expect(result.content).toBe(crisisReplyPreamble);
    expect(result.events.at(-1)).toEqual({ error: { message: expect.any(String) } });
    expect(result.done).toBe(true);
    const detail = await call(server, `/api/conversations/${result.headers.get(conversationIdHeader)}`, { headers: premium.headers });
    expect(detail.body.messages.map((entry: any) => entry.content)).toEqual(['I want to kill myself', crisisReplyPreamble]);
  });

  it('stores an error-ended reply as far as it went', async () => {
    upstream.mode = 'error-during-stream';
    const result = await chat(server, premium.headers, { message: 'Hi', advisorId: advisor.id });
    upstream.mode = 'normal';
    expect(result.status).toBe(200);
    expect(result.events.at(-1)).toEqual({ error: { message: expect.any(String) } });
    const detail = await call(server, `/api/conversations/${result.headers.get(conversationIdHeader)}`, { headers: premium.headers });
    expect(detail.body.messages.map((entry: any) => entry.content)).toEqual(['Hi', 'Hello there,']);
  });
});

describe.each(backends)('Premium conversation writes on %s', (backend) => {
  let upstream: OpenAiTestServer;
  let server: TestServer;
  let premium: TestUser;
  let advisor: AdvisorRecord;
  beforeAll(async () => {
    upstream = await startOpenAiTestServer();
    server = await startTestServer(backend, { LLM_BASE_URL: upstream.baseUrl, LLM_MODEL: 'test-model', CHAT_RATE_LIMIT_PER_MINUTE: '1000' });
    premium = await signUpAndSignIn(server, { plan: 'premium' });
    advisor = (await advisorList(server)).find((record) => record.status === 'available') as AdvisorRecord;
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  /** A database trigger that refuses one kind of write, as a failing disk or a constraint would. */
  async function refuse(name: string, table: 'conversations' | 'conversation_messages', event: 'insert' | 'update', when: string, run: () => Promise<void>) {
    const { db } = server.database;
    await db.execute(sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`));
    await db.execute(sql.raw(`create trigger ${name} before ${event} on ${table} for each row when (${when}) execute function ${name}()`));
    try {
      await run();
    } finally {
      await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
      await db.execute(sql.raw(`drop function ${name}()`));
    }
  }

  const conversationsOf = (userId: string) => server.database.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.userId, userId));

  it('creates a conversation and stores its first message in one transaction: a failed message leaves no conversation', async () => {
    const user = await signUpAndSignIn(server, { plan: 'premium' });
    await refuse('refuse_first_message', 'conversation_messages', 'insert', "new.content = 'A first message the database refuses'", async () => {
      const result = await chat(server, user.headers, { message: 'A first message the database refuses', advisorId: advisor.id });
      expect(result.status).toBe(500);
    });
    expect(await conversationsOf(user.id)).toEqual([]);
  });

  it('stores a message and moves the conversation forward in one transaction: a failed update leaves no message', async () => {
    const first = await chat(server, premium.headers, { message: 'Start here.', advisorId: advisor.id });
    const id = first.headers.get(conversationIdHeader) as string;
    const before = await call(server, `/api/conversations/${id}`, { headers: premium.headers });
    expect(before.body.messageCount).toBe(2);
    await refuse('refuse_conversation_update', 'conversations', 'update', `old.id = '${id}'`, async () => {
      const result = await chat(server, premium.headers, { message: 'This one must not be half stored.', advisorId: advisor.id, threadId: id });
      expect(result.status).toBe(500);
    });
    const after = await call(server, `/api/conversations/${id}`, { headers: premium.headers });
    expect(after.body.messages.map((entry: any) => entry.content)).toEqual(before.body.messages.map((entry: any) => entry.content));
    expect(after.body.updatedAt).toBe(before.body.updatedAt);
  });

  it('names a new conversation before the first reply byte: a stop before it leaves no conversation the client does not know', async () => {
    const user = await signUpAndSignIn(server, { plan: 'premium' });
    const streamed = () => upstream.requests.filter((request) => request.body?.stream === true);
    const before = streamed().length;
    const held = upstream.hold('stream');
    try {
      const controller = new AbortController();
      const responded = fetch(`${server.url}/api/assistant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...user.headers },
        body: JSON.stringify({ action: 'sendMessage', message: 'Stopped before any reply.', advisorId: advisor.id, conversationHistory: [], threadId: null }),
        signal: controller.signal,
      });
      // The model has not answered at all, yet the head with the conversation id is here.
      const response = await Promise.race([responded, new Promise<'no head'>((resolve) => setTimeout(() => resolve('no head'), 3_000))]);
      expect(response).not.toBe('no head');
      const id = (response as Response).headers.get(conversationIdHeader);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      await eventually(async () => streamed().length, (count) => count > before);
      controller.abort();
      // The model call is aborted too.
      const record = streamed().at(-1);
      await Promise.race([record?.closed, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      expect(record?.closedEarly).toBe(true);

      // The only conversation is the one the client was told about, holding the user's message.
      const list = await eventually(
        async () => (await call(server, '/api/conversations', { headers: user.headers })).body.conversations as { id: string }[],
        (entries) => entries.length > 0,
      );
      expect(list.map((entry) => entry.id)).toEqual([id]);
      const detail = await call(server, `/api/conversations/${id}`, { headers: user.headers });
      expect(detail.body.messages.map((entry: any) => [entry.role, entry.content])).toEqual([['user', 'Stopped before any reply.']]);
    } finally {
      held.release();
    }
  });
});
