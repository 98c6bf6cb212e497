import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, nextClientIp, signUpAndSignIn, startTestServer, type TestServer } from './support/test-server.ts';

/** A built client in miniature: the page, a script, a font and an advisor's artwork. */
function writeClient(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wayfinder-client-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'advisors'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("client");');
  writeFileSync(path.join(dir, 'assets', 'inter-latin-wght-normal-abc123.woff2'), Buffer.alloc(2048, 1));
  writeFileSync(path.join(dir, 'advisors', 'maren.webp'), Buffer.alloc(4096, 2));
  return dir;
}

/**
 * A page load as a browser makes it. Plain http: fetch sets Sec-Fetch-Mode to "cors" whatever the
 * caller asks for.
 */
function navigate(url: string, headers: Record<string, string>): Promise<{ status: number; contentType: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { headers: { ...headers, accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'], body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('pages and static files on the default limits', () => {
  let server: TestServer;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = writeClient();
    server = await startTestServer('pglite', {}, { clientDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('never limits static files and client routes, however many a visitor loads', async () => {
    const addresses = ['/', '/assets/index-abc123.js', '/assets/inter-latin-wght-normal-abc123.woff2', '/advisors/maren.webp', '/advisors/maren', '/pricing', '/no-such-page'];
    // Twice the API's limit (and far more than the old 300 a minute that counted every file).
    const total = 2 * server.config.rateLimitPerMinute + 100;
    const statuses = new Map<number, number>();
    for (let index = 0; index < total; index += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, total - index) }, async (_, offset) => {
          const response = await fetch(`${server.url}${addresses[(index + offset) % addresses.length]}`, { headers: { accept: 'text/html,*/*' } });
          await response.arrayBuffer();
          expect(response.headers.get('x-ratelimit-limit')).toBeNull();
          return response.status;
        }),
      );
      for (const status of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: total });

    // None of them counted against the API's limit.
    const api = await call(server, '/api/session');
    expect(api.status).toBe(200);
    expect(Number(api.headers.get('x-ratelimit-remaining'))).toBe(server.config.rateLimitPerMinute - 1);
  });

  it("sends pages the page's security headers and files the short set of a non-document", async () => {
    for (const address of ['/', '/advisors/maren', '/no-such-page']) {
      const page = await fetch(`${server.url}${address}`);
      await page.arrayBuffer();
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    }
    const script = await fetch(`${server.url}/assets/index-abc123.js`);
    await script.arrayBuffer();
    expect(script.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves client routes as the page itself, and unknown API routes as JSON 404s that count', async () => {
    const page = await fetch(`${server.url}/advisors/maren`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const missing = await call(server, '/api/no-such-route');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found:route');
    expect(missing.headers.get('x-ratelimit-limit')).toBe(String(server.config.rateLimitPerMinute));
  });
});

describe('API limits per signed-in user, else per client address', () => {
  let server: TestServer;
  const limit = 5;
  const get = (headers: Record<string, string>) => call(server, '/api/site-info', { headers });

  beforeAll(async () => {
    // A low limit keeps the test short; each request names its client through the trusted proxy.
    server = await startTestServer('pglite', { RATE_LIMIT_PER_MINUTE: String(limit), TRUSTED_PROXIES: '127.0.0.1', DEMO_ACCOUNTS: 'false' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('limits a visitor per address, with Retry-After and the API error, and other addresses go on', async () => {
    const address = nextClientIp();
    for (let index = 0; index < limit; index++) expect((await get({ 'x-forwarded-for': address })).status).toBe(200);
    const refused = await get({ 'x-forwarded-for': address });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limit:request');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await get({ 'x-forwarded-for': nextClientIp() })).status).toBe(200);
  });

  it('cannot be dodged with made-up session cookies: they count as the address', async () => {
    const address = nextClientIp();
    const statuses: number[] = [];
    for (let index = 0; index <= limit; index++) {
      statuses.push((await get({ 'x-forwarded-for': address, cookie: `wayfinder.session_token=forged-${index}.signature` })).status);
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(200), 429]);
  });

  it('limits a signed-in user per account, from whichever address, and not by their neighbours', async () => {
    const member = await signUpAndSignIn(server);
    const shared = nextClientIp();
    // Someone else at the same address (an office, a carrier NAT) used it up.
    for (let index = 0; index <= limit; index++) await get({ 'x-forwarded-for': shared });
    expect((await get({ 'x-forwarded-for': shared })).status).toBe(429);

    const statuses: number[] = [];
    for (let index = 0; index <= limit; index++) statuses.push((await get({ ...member.headers, 'x-forwarded-for': index === 0 ? shared : nextClientIp() })).status);
    expect(statuses).toEqual([...Array<number>(limit).fill(200), 429]);

    // Another member is not affected by the first one's use.
    const other = await signUpAndSignIn(server);
    expect((await get({ ...other.headers, 'x-forwarded-for': shared })).status).toBe(200);
  });

  it('answers a refused page load with an HTML page that says how long to wait, never JSON', async () => {
    const address = nextClientIp();
    for (let index = 0; index < limit; index++) await get({ 'x-forwarded-for': address });
    const response = await navigate(`${server.url}/api/site-info`, { 'x-forwarded-for': address });
    expect(response.status).toBe(429);
    expect(response.contentType).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('Please slow down a little');
    expect(html).toMatch(/try again in \d+ (seconds?|minutes?)/);
    expect(html).not.toContain('rate_limit');
    // A script's fetch of the same address still gets the API's JSON.
    const fetched = await get({ 'x-forwarded-for': address });
    expect(fetched.body.error.code).toBe('rate_limit:request');
  });

  it('never limits the health check', async () => {
    const address = nextClientIp();
    for (let index = 0; index < limit * 3; index++) expect((await call(server, '/api/health', { headers: { 'x-forwarded-for': address } })).status).toBe(200);
  });
});

describe('forms and uploads keep tighter limits of their own, per user', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { FORM_RATE_LIMIT_PER_MINUTE: '2', TRUSTED_PROXIES: '127.0.0.1', DEMO_ACCOUNTS: 'false' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('limits account forms per user, from any address', async () => {
    const member = await signUpAndSignIn(server);
    const rename = (name: string) => call(server, '/api/me', { method: 'PATCH', headers: { ...member.headers, 'x-forwarded-for': nextClientIp() }, body: { name } });
    expect((await rename('First Name')).status).toBe(200);
    expect((await rename('Second Name')).status).toBe(200);
    const refused = await rename('Third Name');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limit:request');
    // Reading the profile is not a form: the API-wide limit applies.
    expect((await call(server, '/api/me', { headers: member.headers })).status).toBe(200);
  });
});
