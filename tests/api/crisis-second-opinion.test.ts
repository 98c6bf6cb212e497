import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdvisorRecord } from '../../src/shared/advisors/advisor.schema.ts';
import { crisisReplyPreamble } from '../../src/shared/chat/crisis-resources.ts';
import type { CrisisCheck, CrisisFinding } from '../../src/server/safety/index.ts';
import { advisorList, chat, eventually, type ChatResult } from './support/chat.ts';
import { generate, tripRequest } from './support/itineraries.ts';
import { startOpenAiTestServer, type OpenAiTestServer } from './support/openai-test-server.ts';
import { signUpAndSignIn, startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Issue 23, with a real model configured (the OpenAI-compatible test server): the model's verdict
 * is asked at most once per turn, alongside the reply. The local check is cued per test, so that
 * each of its answers (explicit, possible, nothing) is tested whatever the detection says.
 */
let finding: CrisisFinding | null = null;
const cuedCheck: CrisisCheck = async () => finding;

const yes = JSON.stringify({ crisis: true, category: 'suicide' });
const no = JSON.stringify({ crisis: false, category: 'none' });
const safetyAt = (result: ChatResult) => result.events.findIndex((event) => event.safety?.crisis === true);

describe('the model verdict on the crisis check (OpenAI-compatible test server)', () => {
  let upstream: OpenAiTestServer;
  let server: TestServer;
  let advisor: AdvisorRecord;
  const message = 'Could you remind me what we agreed about the blue notebook?';

  beforeAll(async () => {
    upstream = await startOpenAiTestServer();
    server = await startTestServer(
      'pglite',
      { LLM_BASE_URL: upstream.baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'test-model', CHAT_RATE_LIMIT_PER_MINUTE: '100', ITINERARY_RATE_LIMIT: '100', CRISIS_SECOND_OPINION_TIMEOUT_MS: '1500' },
      { crisisCheck: cuedCheck },
    );
    advisor = (await advisorList(server)).find((record) => record.status === 'available') as AdvisorRecord;
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });
  beforeEach(() => {
    finding = null;
    upstream.crisisScreen = { answer: no, delayMs: 0 };
  });

  /** Sends `message` and says how many classification calls it cost. */
  async function send(plan: 'free' | 'premium', extra: Record<string, unknown> = {}) {
    const member = await signUpAndSignIn(server, { plan });
    const before = upstream.screenRequests.length;
    const result = await chat(server, member.headers, { message, advisorId: advisor.id, ...extra });
    expect(result.status).toBe(200);
    await server.services.memoryWriter.idle();
    return { result, asked: upstream.screenRequests.length - before, member };
  }

  it('asks once per chat message when the local check finds nothing, free and Premium, and shows a yes first', async () => {
    for (const plan of ['free', 'premium'] as const) {
      upstream.crisisScreen = { answer: yes, delayMs: 50 };
      const { result, asked } = await send(plan);
      expect(asked, plan).toBe(1);
      expect(safetyAt(result), plan).toBe(0);
      expect(result.content.startsWith(crisisReplyPreamble), plan).toBe(true);
    }
  });

  it('asks once on each later message of a Premium conversation too', async () => {
    const { result: first, member } = await send('premium');
    const threadId = first.headers.get('x-conversation-id');
    const before = upstream.screenRequests.length;
    await chat(server, member.headers, { message: 'And the red one?', advisorId: advisor.id, threadId });
    await chat(server, member.headers, { message: 'And the green one?', advisorId: advisor.id, threadId });
    await server.services.memoryWriter.idle();
    expect(upstream.screenRequests.length - before).toBe(2);
  });

  it('shows an explicit signal at once and never asks the model', async () => {
    finding = { kind: 'suicide', certainty: 'explicit' };
    const { result, asked } = await send('free');
    expect(asked).toBe(0);
    expect(safetyAt(result)).toBe(0);
  });

  it('has the model confirm a possible signal before the banner shows: once, with the earlier turns', async () => {
    finding = { kind: 'suicide', certainty: 'possible' };
    const history = [{ role: 'user', content: "I'm done with everything" }];
    upstream.crisisScreen = { answer: no, delayMs: 50 };
    const declined = await send('free', { conversationHistory: history });
    expect(declined.asked).toBe(1);
    expect(safetyAt(declined.result)).toBe(-1);
    expect(declined.result.content).toBe('Hello there, friend.');
    expect(JSON.stringify(upstream.screenRequests.at(-1)?.body.messages)).toContain('done with everything');

    upstream.crisisScreen = { answer: yes, delayMs: 50 };
    const confirmed = await send('free', { conversationHistory: history });
    expect(confirmed.asked).toBe(1);
    expect(safetyAt(confirmed.result)).toBe(0);
    expect(confirmed.result.content).toBe(crisisReplyPreamble + 'Hello there, friend.');
  });

  it('keeps a possible signal when the model gives no usable answer (recall first)', async () => {
    finding = { kind: 'suicide', certainty: 'possible' };
    upstream.crisisScreen = { answer: 'not json at all', delayMs: 0 };
    const { result, asked } = await send('free');
    expect(asked).toBe(1);
    expect(safetyAt(result)).toBe(0);
  });

  it('asks once per planner request', async () => {
    const member = await signUpAndSignIn(server, { plan: 'premium' });
    upstream.mode = 'error-before-stream';
    try {
      const before = upstream.screenRequests.length;
      // The plan itself fails here (the model answers 500); the screening was asked for once. The
      // plan's failure may answer the client before the screening's request has fully arrived
      // upstream (it is counted once its body is read), so wait for it, then make sure no second comes.
      await generate(server, member.headers, tripRequest({ otherPreferences: 'Quiet mornings by the harbour' }));
      await eventually(async () => upstream.screenRequests.length - before, (count) => count >= 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(upstream.screenRequests.length - before).toBe(1);
    } finally {
      upstream.mode = 'normal';
    }
  });
});
