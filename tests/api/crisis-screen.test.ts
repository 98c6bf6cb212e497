import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvisorRecord } from '../../src/shared/advisors/advisor.schema.ts';
import { crisisReplyPreamble } from '../../src/shared/chat/crisis-resources.ts';
import { checkCrisisText } from '../../src/server/safety/crisis-check.ts';
import { readCrisisSet } from '../../tools/crisis/crisis-evaluation.ts';
import { advisorList, chat, type ChatResult, parseSse } from './support/chat.ts';
import { generate, tripRequest } from './support/itineraries.ts';
import { startOpenAiTestServer, type OpenAiTestServer } from './support/openai-test-server.ts';
import { backends, headersFor, startTestServer, type TestServer } from './support/test-server.ts';

/** The position of the safety event among the stream's events, and of the first reply text. */
function order(result: ChatResult) {
  const safety = result.events.findIndex((event) => event.safety?.crisis === true);
  const firstText = result.events.findIndex((event) => typeof event.choices?.[0]?.delta?.content === 'string');
  return { safety, firstText };
}

// Every 20th message of the held-out part: a fixed sample, chosen by position, never by content.
const sample = readCrisisSet('held-out').filter((_, index) => index % 20 === 0);

describe.each(backends)('the crisis check in the chat on %s (default start: offline engine)', (backend) => {
  let server: TestServer;
  let advisor: AdvisorRecord;
  beforeAll(async () => {
    server = await startTestServer(backend);
    advisor = (await advisorList(server)).find((record) => record.status === 'available') as AdvisorRecord;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('puts the safety event and the resources before any reply text exactly when the check fires, on a held-out sample', async () => {
    expect(sample.length).toBeGreaterThanOrEqual(20);
    let headers = await headersFor(server, 'free');
    let flaggedCrisis = 0;
    for (const [index, message] of sample.entries()) {
      // A fresh user every ten messages keeps the sample under the per-minute chat limit.
      if (index > 0 && index % 10 === 0) headers = await headersFor(server, 'free');
      const result = await chat(server, headers, { message: message.text.slice(0, 4_000), advisorId: advisor.id });
      expect(result.status, `message ${index}`).toBe(200);
      const { safety, firstText } = order(result);
      if (checkCrisisText(message.text)) {
        if (message.label === 'crisis') flaggedCrisis += 1;
        expect(safety, `message ${index}: the safety event comes first`).toBe(0);
        expect(firstText).toBeGreaterThan(safety);
        expect(result.content.startsWith(crisisReplyPreamble)).toBe(true);
      } else {
        expect(safety, `message ${index}: no safety event`).toBe(-1);
        expect(result.content).not.toContain('988');
      }
    }
    expect(flaggedCrisis).toBeGreaterThan(0);
  });

  // Issue 22: a word with a mask character and a pattern character threw SyntaxError in the check: 500.
  it('answers a pasted link, in the chat and in the planner, instead of failing', async () => {
    const headers = await headersFor(server, 'premium');
    for (const message of ['see [here](http://example.com/a-b)', 'x-y(z re-do) analytics-2024)', '[the s*icide line](https://example.org/a-b)']) {
      const result = await chat(server, headers, { message, advisorId: advisor.id });
      expect(result.status, message).toBe(200);
      expect(result.done).toBe(true);
    }
    const trip = await generate(server, headers, tripRequest({ otherPreferences: 'like [this one](http://example.com/a-b)' }));
    expect(trip.status).toBe(200);
    expect(trip.events.map((event) => event.event)).toContain('itinerary');
  });

  it("checks the trip request's free text too", async () => {
    const headers = await headersFor(server, 'free');
    const result = await chat(server, headers, {
      message: 'Can you help me plan this?',
      advisorId: advisor.id,
      travelData: {
        destinationCity: 'Lisbon',
        numPeople: 1,
        otherPreferences: 'one way only, i wont be coming back. i want to end it there',
      },
    });
    expect(result.status).toBe(200);
    expect(order(result).safety).toBe(0);
  });
});

describe('the model second opinion (OpenAI-compatible test server)', () => {
  let upstream: OpenAiTestServer;
  let server: TestServer;
  let advisor: AdvisorRecord;
  // Nothing the local layers know: only the model can tell.
  const quietMessage = 'Could you remind me what we agreed about the blue notebook?';
  beforeAll(async () => {
    upstream = await startOpenAiTestServer();
    server = await startTestServer('pglite', {
      LLM_BASE_URL: upstream.baseUrl,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'test-model',
      CHAT_RATE_LIMIT_PER_MINUTE: '100',
      CRISIS_SECOND_OPINION_TIMEOUT_MS: '800',
    });
    advisor = (await advisorList(server)).find((record) => record.status === 'available') as AdvisorRecord;
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it('fires on a message the local check passes: the resources come before the reply', async () => {
    expect(checkCrisisText(quietMessage)).toBeNull();
    upstream.crisisScreen = { answer: JSON.stringify({ crisis: true, category: 'suicide' }), delayMs: 50 };
    const before = upstream.screenRequests.length;
    const result = await chat(server, await headersFor(server, 'free'), { message: quietMessage, advisorId: advisor.id });
    expect(result.status).toBe(200);
    expect(order(result)).toEqual({ safety: 0, firstText: 1 });
    expect(result.content).toBe(crisisReplyPreamble + 'Hello there, friend.');
    // The classification saw what the user wrote, and asked for structured output with its schema.
    const request = upstream.screenRequests[before];
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'crisis_screen', schema: { required: ['crisis', 'category'] } },
    });
    expect(JSON.stringify(request?.body.messages)).toContain('blue notebook');
  });

  it('is not asked when the local check already fired', async () => {
    const before = upstream.screenRequests.length;
    const result = await chat(server, await headersFor(server, 'free'), { message: 'theres no way out for me', advisorId: advisor.id });
    expect(order(result).safety).toBe(0);
    expect(upstream.screenRequests.length).toBe(before);
  });

  it('changes nothing when it answers nonsense, says no, or fails', async () => {
    const headers = await headersFor(server, 'free');
    for (const answer of [
      'not json at all',
      JSON.stringify({ crisis: 'maybe' }),
      JSON.stringify({ crisis: true, category: 'none' }),
      JSON.stringify({ crisis: false, category: 'none' }),
    ]) {
      upstream.crisisScreen = { answer, delayMs: 0 };
      const result = await chat(server, headers, { message: quietMessage, advisorId: advisor.id });
      expect(result.status, answer).toBe(200);
      expect(order(result).safety, answer).toBe(-1);
      expect(result.content, answer).toBe('Hello there, friend.');
      expect(result.done).toBe(true);
    }
  });

  it('never holds the first reply chunk past its timeout, and a yes that comes too late changes nothing', async () => {
    upstream.crisisScreen = { answer: JSON.stringify({ crisis: true, category: 'suicide' }), delayMs: 2_500 };
    upstream.chunks = ['One', ' two', ' three', ' four'];
    upstream.delayMs = 600;
    try {
      const started = Date.now();
      const response = await fetch(`${server.url}/api/assistant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await headersFor(server, 'free')) },
        body: JSON.stringify({
          action: 'sendMessage',
          message: quietMessage,
          advisorId: advisor.id,
          conversationHistory: [],
          threadId: null,
        }),
      });
      const reader = response.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      const firstChunkMs = Date.now() - started;
      let rest = '';
      for (let part = await reader.read(); !part.done; part = await reader.read()) rest += new TextDecoder().decode(part.value);
      // The first chunk waited at most the 800 ms timeout (plus slack for a busy machine), not the 2.5 s classification.
      expect(firstChunkMs).toBeLessThan(2_300);
      expect(first).toContain('One');
      expect(first).not.toContain('safety');
      // The classification was cut at its timeout: no verdict, the reply streams as it is.
      const { events, content, done } = parseSse(first + rest);
      expect(content).toBe('One two three four');
      expect(done).toBe(true);
      expect(events.some((event) => event.safety?.crisis === true)).toBe(false);
    } finally {
      upstream.chunks = ['Hello', ' there,', ' friend.'];
      upstream.delayMs = 5;
      upstream.crisisScreen = { answer: JSON.stringify({ crisis: false, category: 'none' }), delayMs: 0 };
    }
  });
});
