import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisChatLimits } from '../../src/server/assistant/chat-limits.ts';
import { ApiError } from '../../src/server/http/api-error.ts';
import { connectSharedLimitStore, type SharedLimitStore } from '../../src/server/rate-limits/limit-store.ts';
import { advisorList, chat } from './support/chat.ts';
import { call, nextClientIp, signUpAndSignIn, startTestServer, type TestServer } from './support/test-server.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Deletes every key a run wrote under its prefix. */
async function removeKeys(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two app instances sharing REDIS_URL share every limit', () => {
  // A prefix of its own per run: counts never leak between runs or into a developer's app.
  const prefix = `wayfinder-test-${randomBytes(6).toString('hex')}:`;
  let first: TestServer;
  let second: TestServer;
  let advisorId: string;

  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      TRUSTED_PROXIES: '127.0.0.1',
      DEMO_ACCOUNTS: 'false',
      RATE_LIMIT_PER_MINUTE: '6',
      FORM_RATE_LIMIT_PER_MINUTE: '2',
      CHAT_RATE_LIMIT_PER_MINUTE: '3',
      CHAT_MAX_CONCURRENT: '1',
      LLM_OFFLINE_WORD_DELAY_MS: '25',
    };
    first = await startTestServer('pglite', env);
    second = await startTestServer('pglite', env, { instanceOf: first });
    advisorId = (await advisorList(first)).find((advisor) => advisor.status === 'available')?.id as string;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await removeKeys(prefix);
  });

  it('counts API calls of one client on both instances against one limit', async () => {
    const address = nextClientIp();
    const statuses: number[] = [];
    for (let index = 0; index < 7; index++) {
      const instance = index % 2 === 0 ? first : second;
      statuses.push((await call(instance, '/api/site-info', { headers: { 'x-forwarded-for': address } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('counts form submissions on both instances against one limit', async () => {
    const address = nextClientIp();
    const subscribe = (instance: TestServer, index: number) =>
      call(instance, '/api/newsletter', { method: 'POST', headers: { 'x-forwarded-for': address, origin: instance.url }, body: { email: `shared-${prefix.slice(15, 27)}-${index}@example.com` } });
    const statuses = [(await subscribe(first, 0)).status, (await subscribe(second, 1)).status, (await subscribe(first, 2)).status];
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('counts chat messages per minute on both instances', async () => {
    const member = await signUpAndSignIn(first);
    const send = (instance: TestServer, message: string) => chat(instance, { ...member.headers, origin: instance.url }, { message, advisorId });
    expect((await send(first, 'One')).status).toBe(200);
    expect((await send(second, 'Two')).status).toBe(200);
    expect((await send(first, 'Three')).status).toBe(200);
    const refused = await send(second, 'Four');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text).error.code).toBe('rate_limit:chat');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts replies streaming at once on both instances, and frees the slot when the reply ends', async () => {
    const member = await signUpAndSignIn(first);
    const body = JSON.stringify({ action: 'sendMessage', message: 'Help me think through a long week, step by step.', advisorId, conversationHistory: [], threadId: null });
    const streaming = await fetch(`${first.url}/api/assistant`, { method: 'POST', headers: { 'content-type': 'application/json', ...member.headers, origin: first.url }, body });
    expect(streaming.status).toBe(200);
    const elsewhere = await chat(second, { ...member.headers, origin: second.url }, { message: 'And another thing', advisorId });
    expect(elsewhere.status).toBe(429);
    expect(JSON.parse(elsewhere.text).error.code).toBe('rate_limit:chat_concurrent');
    await streaming.text();
    // The slot goes back once the reply ends (released without waiting for the lease).
    let after = await chat(second, { ...member.headers, origin: second.url }, { message: 'Now?', advisorId });
    for (let attempt = 0; after.status === 429 && attempt < 20; attempt++) {
      await wait(50);
      after = await chat(second, { ...member.headers, origin: second.url }, { message: 'Now?', advisorId });
    }
    expect(after.status).toBe(200);
  });
});

describe('limits while Redis cannot be reached', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    server = await startTestServer('pglite', { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PER_MINUTE: '3', TRUSTED_PROXIES: '127.0.0.1', DEMO_ACCOUNTS: 'false' }, { captureLogs: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("keeps serving and counts in the instance's memory, and says so in the log", async () => {
    const address = nextClientIp();
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++) statuses.push((await call(server, '/api/site-info', { headers: { 'x-forwarded-for': address } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(server.logs.some((line) => typeof line.msg === 'string' && line.msg.startsWith('rate limits cannot reach Redis'))).toBe(true);
  });
});

describe('chat streaming slots in Redis are leases', () => {
  const prefix = `wayfinder-test-${randomBytes(6).toString('hex')}:`;
  let shared: SharedLimitStore;
  beforeAll(() => {
    shared = connectSharedLimitStore({ redisUrl, keyPrefix: prefix, log: pino({ level: 'silent' }) });
  });
  afterAll(async () => {
    await shared?.close();
    await removeKeys(prefix);
  });

  it('keeps a slot while its reply streams, past the lease, and frees it on release', async () => {
    const streaming = createRedisChatLimits({ shared, perMinute: 100, maxConcurrent: 1, leaseMs: 300 });
    const other = createRedisChatLimits({ shared, perMinute: 100, maxConcurrent: 1, leaseMs: 300 });
    const release = await streaming.acquire('user-1');
    await wait(700);
    await expect(other.acquire('user-1')).rejects.toMatchObject({ code: 'rate_limit:chat_concurrent' });
    release();
    await eventuallyAcquire(other, 'user-1');
  });

  it('frees the slot of an instance that died mid-reply once its lease ends', async () => {
    const dying = connectSharedLimitStore({ redisUrl, keyPrefix: prefix, log: pino({ level: 'silent' }) });
    const release = await createRedisChatLimits({ shared: dying, perMinute: 100, maxConcurrent: 1, leaseMs: 300 }).acquire('user-2');
    const survivor = createRedisChatLimits({ shared, perMinute: 100, maxConcurrent: 1, leaseMs: 300 });
    await expect(survivor.acquire('user-2')).rejects.toBeInstanceOf(ApiError);
    // The instance is gone: no renewal, no release reaches Redis.
    dying.redis.disconnect();
    await wait(500);
    (await survivor.acquire('user-2'))();
    release();
  });
});

async function eventuallyAcquire(limits: { acquire(userId: string): Promise<() => void> }, userId: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      (await limits.acquire(userId))();
      return;
    } catch (error) {
      if (attempt >= 20) throw error;
      await wait(25);
    }
  }
}
