import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mailingList } from '../../src/server/db/schema/index.ts';
import { newsletterWebhook } from '../../src/server/newsletter/newsletter-webhook.ts';
import { backends, call, queryRows, startTestServer, type TestServer } from './support/test-server.ts';

interface WebhookHit {
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

/** A real HTTP endpoint standing in for the automation webhook; it can be told to hang or fail. */
type WebhookMode = 'ok' | 'fail' | 'refuse' | 'hang';

async function startWebhook(): Promise<{ url: string; hits: WebhookHit[]; mode: { value: WebhookMode }; close(): Promise<void> }> {
  const hits: WebhookHit[] = [];
  const mode = { value: 'ok' as WebhookMode };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      hits.push({ body: JSON.parse(raw) as Record<string, unknown>, headers: request.headers });
      if (mode.value === 'hang') return; // never answers
      response.statusCode = mode.value === 'fail' ? 500 : mode.value === 'refuse' ? 422 : 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    hits,
    mode,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(backends)('newsletter API on %s', (backend) => {
  let server: TestServer;
  let webhook: Awaited<ReturnType<typeof startWebhook>>;
  let counter = 0;
  const nextEmail = () => `reader-${Date.now()}-${counter++}@example.com`;

  beforeAll(async () => {
    webhook = await startWebhook();
    server = await startTestServer(backend, { NEWSLETTER_WEBHOOK_URL: webhook.url, FORM_RATE_LIMIT_PER_MINUTE: '20' });
  });
  afterAll(async () => {
    await server?.close();
    await webhook?.close();
  });

  it('stores the address lower-cased with source footer and fires the webhook', async () => {
    const email = nextEmail();
    const response = await call(server, '/api/newsletter', { method: 'POST', body: { email: `  ${email.toUpperCase()} ` } });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ subscribed: true });
    const rows = await server.database.db
      .select({ email: mailingList.email, source: mailingList.source })
      .from(mailingList)
      .where(eq(mailingList.email, email));
    expect(rows).toEqual([{ email, source: 'footer' }]);
    await waitFor(() => webhook.hits.some((hit) => hit.body.email === email));
    const hit = webhook.hits.find((entry) => entry.body.email === email);
    expect(hit?.body).toMatchObject({ email, source: 'newsletter_signup', label: expect.any(String) });
    expect(new Date(String(hit?.body.timestamp)).toString()).not.toBe('Invalid Date');
    expect(hit?.headers['content-type']).toBe('application/json');
  });

  it("answers a duplicate with \"You're already on our list!\" and keeps one row", async () => {
    const email = nextEmail();
    expect((await call(server, '/api/newsletter', { method: 'POST', body: { email } })).status).toBe(201);
    const again = await call(server, '/api/newsletter', { method: 'POST', body: { email: email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: 'conflict:newsletter', message: "You're already on our list!" } });
    const rows = await server.database.db.select({ id: mailingList.id }).from(mailingList).where(eq(mailingList.email, email));
    expect(rows).toHaveLength(1);
  });

  it('rejects an invalid address with the spec message', async () => {
    const response = await call(server, '/api/newsletter', { method: 'POST', body: { email: 'not-an-email' } });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'bad_request:validation',
      message: 'Please enter a valid email address',
      fields: { email: 'Please enter a valid email address' },
    });
  });

  it('rejects an address over 255 characters with the spec message', async () => {
    const response = await call(server, '/api/newsletter', { method: 'POST', body: { email: `${'a'.repeat(250)}@example.com` } });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ email: 'Email is too long' });
  });

  it('rejects a missing email, malformed JSON and an oversized body', async () => {
    expect((await call(server, '/api/newsletter', { method: 'POST', body: {} })).status).toBe(400);
    const malformed = await call(server, '/api/newsletter', { method: 'POST', body: '{"email":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('bad_request:validation');
    const huge = await call(server, '/api/newsletter', { method: 'POST', body: { email: 'x'.repeat(2 * 1024 * 1024) } });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('payload_too_large:body');
  });

  it('answers at once when the webhook hangs or fails', async () => {
    webhook.mode.value = 'hang';
    const started = Date.now();
    const slow = await call(server, '/api/newsletter', { method: 'POST', body: { email: nextEmail() } });
    expect(slow.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(1000);
    webhook.mode.value = 'fail';
    const failing = await call(server, '/api/newsletter', { method: 'POST', body: { email: nextEmail() } });
    expect(failing.status).toBe(201);
    webhook.mode.value = 'ok';
  });

  it('refuses a cookie-carrying request from another origin', async () => {
    const response = await call(server, '/api/newsletter', {
      method: 'POST',
      body: { email: nextEmail() },
      headers: { cookie: 'session=abc', origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('bad_request:origin');
  });

  it('limits sign-ups per client with 429 and Retry-After', async () => {
    let limited: Awaited<ReturnType<typeof call>> | undefined;
    for (let attempt = 0; attempt < 25 && !limited; attempt++) {
      const response = await call(server, '/api/newsletter', { method: 'POST', body: { email: nextEmail() } });
      if (response.status === 429) limited = response;
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited?.body.error.code).toBe('rate_limit:request');
  });
});

describe.each(backends)('newsletter webhook as a job on %s', (backend) => {
  let server: TestServer;
  let webhook: Awaited<ReturnType<typeof startWebhook>>;
  beforeAll(async () => {
    webhook = await startWebhook();
    server = await startTestServer(backend, { NEWSLETTER_WEBHOOK_URL: webhook.url, JOB_RETRY_DELAY_SECONDS: '1' }, { captureLogs: true });
  });
  afterAll(async () => {
    await server?.close();
    await webhook?.close();
  });
  const hitsFor = (email: string) => webhook.hits.filter((hit) => hit.body.email === email);

  it('retries after a 5xx and delivers once the endpoint is back, the same body each time', async () => {
    webhook.mode.value = 'fail';
    const email = `retry-${Date.now()}@example.com`;
    expect((await call(server, '/api/newsletter', { method: 'POST', body: { email } })).status).toBe(201);
    await waitFor(() => hitsFor(email).length >= 2, 15_000);
    webhook.mode.value = 'ok';
    await server.platform.jobs.idle(newsletterWebhook, { timeoutMs: 20_000 });
    const hits = hitsFor(email);
    expect(hits.length).toBeGreaterThanOrEqual(3);
    expect(new Set(hits.map((hit) => JSON.stringify(hit.body))).size).toBe(1);
    // Done: no more deliveries come.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(hitsFor(email)).toHaveLength(hits.length);
  }, 40_000);

  it('takes a 4xx as final: one delivery, logged, not retried', async () => {
    webhook.mode.value = 'refuse';
    const email = `refused-${Date.now()}@example.com`;
    try {
      expect((await call(server, '/api/newsletter', { method: 'POST', body: { email } })).status).toBe(201);
      await server.platform.jobs.idle(newsletterWebhook, { timeoutMs: 20_000 });
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(hitsFor(email)).toHaveLength(1);
      expect(server.logs.some((line) => line.status === 422 && String(line.msg).includes('newsletter webhook refused'))).toBe(true);
    } finally {
      webhook.mode.value = 'ok';
    }
  }, 30_000);
});

describe('newsletter without a webhook', () => {
  it('stores the address and sends nothing', async () => {
    const server = await startTestServer('pglite');
    try {
      const response = await call(server, '/api/newsletter', { method: 'POST', body: { email: 'quiet@example.com' } });
      expect(response.status).toBe(201);
      expect(await queryRows(server, sql`select count(*)::int as count from pgboss.job where name = 'newsletter-webhook'`)).toEqual([{ count: 0 }]);
    } finally {
      await server.close();
    }
  });
});
