import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvisorRecord } from '../../src/shared/advisors/advisor.schema.ts';
import { chatUsage } from '../../src/server/db/schema/index.ts';
import { advisorList, chat } from './support/chat.ts';
import { generate, generated, streamCall, tripRequest } from './support/itineraries.ts';
import { call, headersFor, signUpAndSignIn, startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Issue 22: a refused request must cost almost nothing. On every route that does costly work the
 * per-minute limit, the concurrency limit and the quota are taken before the crisis check, any
 * prompt, image decoding or model call. The crisis screen counts the screenings it ran; the routes
 * limited before their body is read answer while the body is still on its way.
 */

const longMessage = 'Could you help me think through a plan for the next few weeks of work and rest. '.repeat(50).slice(0, 4_000);

/**
 * Sends the headers and the first bytes of a body that never ends, and resolves with the answer.
 * Only a refusal that comes before the body is read can arrive at all.
 */
function answerBeforeBody(url: string, headers: Record<string, string>, declaredLength: number, firstBytes: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method: 'POST', headers: { ...headers, 'content-length': String(declaredLength) } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        clearTimeout(timer);
        outgoing.destroy();
        resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
      });
    });
    const timer = setTimeout(() => {
      outgoing.destroy();
      reject(new Error('no answer while the body was still on its way: the route read the body before its limit'));
    }, 5_000);
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.write(firstBytes);
  });
}

describe('limits come before the work', () => {
  let server: TestServer;
  let advisor: AdvisorRecord;
  const screenings = () => server.services.crisisScreen.stats.screenings;

  beforeAll(async () => {
    server = await startTestServer('pglite', {
      DEMO_ACCOUNTS: 'false',
      CHAT_RATE_LIMIT_PER_MINUTE: '2',
      CHAT_MAX_CONCURRENT: '1',
      // Replies and days long enough to hold a slot while the next request comes.
      LLM_OFFLINE_WORD_DELAY_MS: '40',
      ITINERARY_RATE_LIMIT: '2',
      ITINERARY_OFFLINE_DAY_DELAY_MS: '150',
      FORM_RATE_LIMIT_PER_MINUTE: '1',
    });
    advisor = (await advisorList(server)).find((record) => record.status === 'available') as AdvisorRecord;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('chat: past the per-minute limit, a 4,000-character message gets 429 without a crisis check', async () => {
    const headers = await headersFor(server, 'free');
    for (let sent = 0; sent < 2; sent++) expect((await chat(server, headers, { message: 'hello there', advisorId: advisor.id })).status).toBe(200);
    const before = screenings();
    const refused = await chat(server, headers, { message: longMessage, advisorId: advisor.id });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text).error.code).toBe('rate_limit:chat');
    expect(screenings()).toBe(before);
  });

  it('chat: while a reply streams, a second message gets 429 without a crisis check', async () => {
    const headers = await headersFor(server, 'free');
    const first = await fetch(`${server.url}/api/assistant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ action: 'sendMessage', message: 'tell me about planning a week', advisorId: advisor.id, conversationHistory: [], threadId: null }),
    });
    expect(first.status).toBe(200);
    const before = screenings();
    const refused = await chat(server, headers, { message: longMessage, advisorId: advisor.id });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text).error.code).toBe('rate_limit:chat_concurrent');
    expect(screenings()).toBe(before);
    await first.text();
  });

  it("chat: a session's requests in progress beyond its limits plus two are refused at the door, and counted out when they end", async () => {
    const headers = await headersFor(server, 'free');
    // Requests whose bodies never finish stay in progress: three are let through (the limit, 1, plus two).
    const held = Array.from({ length: 3 }, () => {
      const outgoing = httpRequest(`${server.url}/api/assistant`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': '10000' } });
      outgoing.on('error', () => {});
      outgoing.write('{"action":"sendMessage","message":"');
      return outgoing;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = screenings();
    const refused = await chat(server, headers, { message: longMessage, advisorId: advisor.id });
    expect([refused.status, JSON.parse(refused.text).error.code]).toEqual([429, 'rate_limit:chat_concurrent']);
    expect(screenings()).toBe(before);
    for (const outgoing of held) outgoing.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await chat(server, headers, { message: 'hello again', advisorId: advisor.id })).status).toBe(200);
  });

  it("chat: past the daily quota, a message gets 429 without a crisis check", async () => {
    const user = await signUpAndSignIn(server);
    const day = new Date().toISOString().slice(0, 10);
    await server.database.db.insert(chatUsage).values({ userId: user.id, day, messages: server.config.chatDailyQuota.free });
    const before = screenings();
    const refused = await chat(server, user.headers, { message: longMessage, advisorId: advisor.id });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text).error.code).toBe('rate_limit:chat_daily');
    expect(screenings()).toBe(before);
  });

  it('planner, one day again and the travel assistant: past the generation limit, 429 without a crisis check', async () => {
    const { headers } = await signUpAndSignIn(server, { plan: 'premium' });
    const itinerary = await generated(server, headers, { otherPreferences: 'quiet places, early nights' });
    const day = await streamCall(server, `/api/itineraries/${itinerary.id}/days/2/regenerate`, headers, { note: 'more museums' });
    expect(day.status).toBe(200);
    const before = screenings();
    const again = await generate(server, headers, tripRequest({ otherPreferences: longMessage.slice(0, 1_000) }));
    expect([again.status, again.body?.error?.code]).toEqual([429, 'rate_limit:itinerary']);
    const oneDay = await streamCall(server, `/api/itineraries/${itinerary.id}/days/3/regenerate`, headers, { note: 'something cheaper please' });
    expect([oneDay.status, oneDay.body?.error?.code]).toEqual([429, 'rate_limit:itinerary']);
    const assistant = await chat(server, headers, { message: '', advisorId: '2', travelData: { destinationCity: 'Lisbon', otherPreferences: 'a slow trip' } });
    expect([assistant.status, JSON.parse(assistant.text).error.code]).toEqual([429, 'rate_limit:itinerary']);
    expect(screenings()).toBe(before);
  });

  it('planner: while a trip is being written, a second one gets 429 without a crisis check', async () => {
    const { headers } = await signUpAndSignIn(server, { plan: 'premium' });
    const writing = new AbortController();
    const first = fetch(`${server.url}/api/itineraries/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(tripRequest()),
      signal: writing.signal,
    });
    expect((await first).status).toBe(200);
    const before = screenings();
    const second = await generate(server, headers, tripRequest({ otherPreferences: 'another trip' }));
    expect([second.status, second.body?.error?.code]).toEqual([429, 'rate_limit:itinerary_concurrent']);
    expect(screenings()).toBe(before);
    writing.abort();
  });

  it('photo uploads: past the hourly limit, 429 arrives before the image is even sent', async () => {
    const user = await signUpAndSignIn(server);
    // Ten uploads an hour, counted as they come: bodies that are not images count too.
    for (let sent = 0; sent < 10; sent++) {
      expect((await call(server, '/api/me/avatar', { method: 'POST', headers: user.headers, body: { not: 'an image' } })).status).toBe(400);
    }
    const boundary = 'wayfinder-boundary';
    const refused = await answerBeforeBody(
      `${server.url}/api/me/avatar`,
      { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      1_500_000,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    );
    expect([refused.status, refused.body.error.code]).toEqual([429, 'rate_limit:avatar']);
  });

  it('admin image uploads: past the hourly limit, 429 arrives before the image is even sent', async () => {
    const admin = await signUpAndSignIn(server, { role: 'admin' });
    for (let sent = 0; sent < 60; sent++) {
      const status = (await call(server, `/api/admin/advisors/${advisor.id}/images/avatar`, { method: 'POST', headers: admin.headers, body: { not: 'an image' } })).status;
      expect(status).toBe(400);
    }
    const boundary = 'wayfinder-boundary';
    const refused = await answerBeforeBody(
      `${server.url}/api/admin/advisors/${advisor.id}/images/avatar`,
      { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      1_500_000,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="avatar.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    );
    expect([refused.status, refused.body.error.code]).toEqual([429, 'rate_limit:advisor_image']);
  });

  it.each(['/api/feedback', '/api/contact', '/api/invite-requests', '/api/newsletter'])('%s: past the form limit, 429 arrives before the form is even sent', async (path) => {
    // One a minute here: an empty form is refused (400) and still counts.
    expect((await call(server, path, { method: 'POST', body: {} })).status).toBe(400);
    const refused = await answerBeforeBody(`${server.url}${path}`, { 'content-type': 'application/json' }, 50_000, '{"message": "');
    expect([refused.status, refused.body.error.code]).toEqual([429, 'rate_limit:request']);
  });
});
