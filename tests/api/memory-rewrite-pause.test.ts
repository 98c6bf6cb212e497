import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryRewrite } from '../../src/server/memories/memory-writer.ts';
import type { AdvisorRecord } from '../../src/shared/advisors/advisor.schema.ts';
import { conversationIdHeader } from '../../src/shared/chat/conversation.schema.ts';
import { advisorList, chat } from './support/chat.ts';
import { startOpenAiTestServer, type OpenAiTestServer } from './support/openai-test-server.ts';
import { backends, call, queryRows, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

/**
 * Decision 0227: a Premium memory is rewritten once the conversation has been quiet for
 * MEMORY_REWRITE_PAUSE_SECONDS (30 by default, as the e2e suite runs it), not after every exchange.
 * Here the pause is 5 s so that the test sees it pass; the rule is the same at any length.
 */
const pauseSeconds = 5;

interface StoredRewrite {
  state: string;
  conversationId: string;
  /** Seconds from now to its start. */
  waitsSeconds: number;
  /** Its start, in seconds since 1970. */
  startsAt: number;
}

async function storedRewrites(server: TestServer, user: TestUser): Promise<StoredRewrite[]> {
  return queryRows<StoredRewrite>(
    server,
    sql`select state, data->>'conversationId' as "conversationId", extract(epoch from start_after - now())::float as "waitsSeconds",
               extract(epoch from start_after)::float as "startsAt"
        from pgboss.job where name = 'memory-rewrite' and data->>'userId' = ${user.id} order by created_on`,
  );
}

async function memoriesOf(server: TestServer, user: TestUser) {
  const result = await call(server, '/api/memories', { headers: user.headers });
  expect(result.status).toBe(200);
  return (result.body as { memories: { advisorId: string; summary: string }[] }).memories;
}

/** The summary calls the model was asked (the chat's replies stream; a summary does not). */
const summaryCalls = (upstream: OpenAiTestServer) => upstream.requests.filter((request) => request.body?.stream !== true).length;

describe.each(backends)('a memory rewritten once the conversation pauses (%s)', (backend) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('makes one rewrite of a burst of exchanges, after the last one, from the whole conversation', async () => {
    const upstream = await startOpenAiTestServer();
    cleanups.push(() => upstream.close());
    const server = await startTestServer(backend, { LLM_BASE_URL: upstream.baseUrl, LLM_MODEL: 'test-model', MEMORY_REWRITE_PAUSE_SECONDS: String(pauseSeconds) });
    cleanups.push(() => server.close());
    const advisor = (await advisorList(server)).find((record) => record.status === 'available') as AdvisorRecord;
    const user = await signUpAndSignIn(server, { plan: 'premium' });

    const first = await chat(server, user.headers, { message: 'I keep putting off my thesis.', advisorId: advisor.id });
    expect(first.done).toBe(true);
    const conversationId = first.headers.get(conversationIdHeader) as string;
    const [afterFirst] = await storedRewrites(server, user);
    expect(afterFirst).toMatchObject({ state: 'created', conversationId });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const message of ['I started running in the mornings.', 'And I am learning to cook.']) {
      expect((await chat(server, user.headers, { message, advisorId: advisor.id, threadId: conversationId })).done).toBe(true);
    }

    // Still one stored rewrite, its start moved to a full pause after the last exchange.
    const waiting = await storedRewrites(server, user);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ state: 'created', conversationId });
    // Moved by the second's wait at least (a second passed between the first exchange and the last).
    expect((waiting[0]?.startsAt as number) - (afterFirst?.startsAt as number)).toBeGreaterThan(0.9);
    expect(waiting[0]?.waitsSeconds).toBeGreaterThan(pauseSeconds - 1);
    expect(summaryCalls(upstream)).toBe(0);
    expect(await memoriesOf(server, user)).toEqual([]);

    await server.platform.jobs.idle(memoryRewrite, { timeoutMs: 30_000 });
    expect(summaryCalls(upstream)).toBe(1);
    // The one summary call read all three of the user's messages.
    const summary = upstream.requests.find((request) => request.body?.stream !== true);
    const asked = JSON.stringify(summary?.body.messages);
    for (const said of ['thesis', 'running in the mornings', 'learning to cook']) expect(asked).toContain(said);
    expect(await memoriesOf(server, user)).toHaveLength(1);
    expect((await storedRewrites(server, user)).map((rewrite) => rewrite.state)).toEqual(['completed']);
  }, 60_000);

  it('keeps a rewrite of its own for each conversation with the advisor', async () => {
    const server = await startTestServer(backend, { MEMORY_REWRITE_PAUSE_SECONDS: String(pauseSeconds) });
    cleanups.push(() => server.close());
    const advisor = (await advisorList(server)).find((record) => record.status === 'available') as AdvisorRecord;
    const user = await signUpAndSignIn(server, { plan: 'premium' });
    const first = await chat(server, user.headers, { message: 'I keep putting off my thesis.', advisorId: advisor.id });
    const second = await chat(server, user.headers, { message: 'Another topic: my sister is visiting.', advisorId: advisor.id });
    const rewrites = await storedRewrites(server, user);
    expect(rewrites.map((rewrite) => rewrite.conversationId)).toEqual([first.headers.get(conversationIdHeader), second.headers.get(conversationIdHeader)]);
    expect(rewrites.every((rewrite) => rewrite.state === 'created')).toBe(true);
    // Turning memory off still cancels what waits for the pause.
    expect((await call(server, '/api/memories', { method: 'PATCH', headers: user.headers, body: { enabled: false } })).status).toBe(200);
    expect((await storedRewrites(server, user)).map((rewrite) => rewrite.state)).toEqual(['cancelled', 'cancelled']);
  });
});
