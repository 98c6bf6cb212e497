/**
 * Defects the fuzz suite (fuzz.test.ts) found at the edges of a request, each pinned by the request
 * that showed it: the server answered 5xx or logged at level error for something a client sent.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { planOfflineTrip } from '../../src/server/itineraries/offline-planner.ts';
import { eventually } from './support/chat.ts';
import { tripRequest } from './support/itineraries.ts';
import { freePort, killServerProcesses, spawnServerProcess } from './support/server-process.ts';
import { backends, call, signUpAndSignIn, startTestServer, type TestServer } from './support/test-server.ts';

/** One request written byte for byte (fetch cannot send an invalid Host), and its status and body. */
async function rawRequest(server: TestServer, head: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  const answer = await new Promise<string>((resolve, reject) => {
    let text = '';
    const socket = net.connect(Number(port), hostname, () => socket.write(`${head}\r\nconnection: close\r\n\r\n`, 'latin1'));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), body: answer.slice(answer.indexOf('\r\n\r\n') + 4) };
}

describe.each(backends)('requests with odd edges on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { DEMO_ACCOUNTS: 'false' }, { captureLogs: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  const errorLinesSince = (start: number) => server.logs.slice(start).filter((line) => Number(line.level) >= 50);

  it.each([
    ['nothing in it', ''],
    ['a space', 'a b'],
    ['a lone percent sign', '%'],
    ['a port out of range', 'localhost:99999'],
    ['an at sign', 'user@evil.example'],
  ])('refuses a Host header with %s with 400 on every route, Better Auth included, and logs no error', async (_case, host) => {
    const start = server.logs.length;
    for (const path of ['/api/auth/get-session', '/api/auth/sign-in/email', '/api/health', '/api/nothing-here']) {
      const answer = await rawRequest(server, `GET ${path} HTTP/1.1\r\nhost: ${host}`);
      expect({ path, status: answer.status, body: JSON.parse(answer.body) }).toEqual({
        path,
        status: 400,
        body: { error: { code: 'bad_request:host', message: 'The Host header of this request is not valid.' } },
      });
    }
    expect(errorLinesSince(start)).toEqual([]);
  });

  it('refuses a request without any Host with 400', async () => {
    const answer = await rawRequest(server, 'GET /api/auth/get-session HTTP/1.0');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.code).toBe('bad_request:host');
  });

  it('still answers a valid Host of any name, as behind a proxy', async () => {
    expect((await rawRequest(server, 'GET /api/health HTTP/1.1\r\nhost: wayfinder.example:8443')).status).toBe(200);
    expect((await rawRequest(server, 'GET /api/auth/get-session HTTP/1.1\r\nhost: [::1]:3000')).status).toBe(200);
  });

  it.each([
    ['50,000 nested arrays', '['.repeat(50_000) + ']'.repeat(50_000)],
    ['20,000 nested objects', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`],
  ])('refuses a JSON body of %s with 400 before anything walks it (it overflowed the stack: 500)', async (_case, text) => {
    const member = await signUpAndSignIn(server);
    const start = server.logs.length;
    for (const [method, path] of [
      ['POST', '/api/feedback'],
      ['POST', '/api/itineraries'],
      ['DELETE', '/api/itineraries/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/nothing-here'],
    ]) {
      const answer = await call(server, path as string, { method, headers: { ...member.headers, 'content-type': 'application/json' }, body: text });
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 400, body: { error: { code: 'bad_request:nesting', message: 'The request body is nested too deeply.' } } });
    }
    expect(errorLinesSince(start)).toEqual([]);
  });

  it("keeps a NUL out of the database from a query's search text and from a path's slug or id (500 before)", async () => {
    const admin = await signUpAndSignIn(server, { role: 'admin' });
    const start = server.logs.length;
    for (const path of ['/api/admin/outbox?q=a%00b', '/api/admin/invite-requests?q=%00', '/api/admin/customers?q=nul%00in', '/api/admin/mailing-list?q=%00', '/api/admin/feedback?q=%00']) {
      expect({ path, status: (await call(server, path, { headers: admin.headers })).status }).toEqual({ path, status: 200 });
    }
    for (const path of ['/api/advisors/a%00b', `/api/avatars/${encodeURIComponent(admin.id)}%00`]) {
      expect({ path, status: (await call(server, path)).status }).toEqual({ path, status: 404 });
    }
    expect(errorLinesSince(start)).toEqual([]);
  });

  it("refuses an admin advisor action on an id that is not a UUID with 400 (PostgreSQL's cast failed: 500)", async () => {
    const admin = await signUpAndSignIn(server, { role: 'admin' });
    const start = server.logs.length;
    for (const [method, path] of [
      ['DELETE', '/api/admin/advisors/x-y(z'],
      ['POST', `/api/admin/advisors/${encodeURIComponent('＋cmd')}/restore`],
      ['DELETE', '/api/admin/advisors/user%2Btag%40example.com/images/cover'],
    ]) {
      const answer = await call(server, path as string, { method, headers: admin.headers, ...(method === 'POST' ? { body: {} } : {}) });
      expect({ path, status: answer.status, field: answer.body?.error?.fields?.id }).toEqual({ path, status: 400, field: 'Advisor not found.' });
    }
    expect(errorLinesSince(start)).toEqual([]);
  });

  it('saves a plan holding half an emoji (a lone surrogate, which jsonb refused: 500) with U+FFFD in its place', async () => {
    const member = await signUpAndSignIn(server);
    const trip = tripRequest();
    const plan = planOfflineTrip(trip).days;
    plan[0]!.accommodation.name = 'Hotel \ud83c';
    const start = server.logs.length;
    const saved = await call(server, '/api/itineraries', { method: 'POST', headers: member.headers, body: { ...trip, plan } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.plan[0].accommodation.name).toBe('Hotel \ufffd');
    expect(errorLinesSince(start)).toEqual([]);
  });

  it('refuses a sign-in that asks for a redirect (a callbackURL beyond Latin-1 broke the Location header: 500)', async () => {
    const member = await signUpAndSignIn(server);
    const start = server.logs.length;
    const answer = await call(server, '/api/auth/sign-in/email', { method: 'POST', headers: { origin: server.url }, body: { email: member.email, password: member.password, callbackURL: '/中' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'VALIDATION_ERROR', message: 'Unexpected field: callbackURL' });
    expect(errorLinesSince(start)).toEqual([]);
  });

  it('keeps a NUL in a Better Auth body out of the database, and refuses a deeply nested one (500 before)', async () => {
    const start = server.logs.length;
    const reset = await call(server, '/api/auth/reset-password', { method: 'POST', headers: { origin: server.url }, body: { token: 'a\u0000b', newPassword: 'a-long-new-passphrase' } });
    expect(reset.status).toBe(400);
    expect(reset.body.code).toBe('INVALID_TOKEN');
    const deep = await call(server, '/api/auth/sign-in/email', { method: 'POST', headers: { origin: server.url, 'content-type': 'application/json' }, body: '['.repeat(50_000) });
    expect(deep.status).toBe(400);
    expect(deep.body.error.code).toBe('bad_request:nesting');
    expect(errorLinesSince(start)).toEqual([]);
  });
});

/**
 * Better Auth checks callbackURL and redirectTo only outside NODE_ENV=test, so this runs the server
 * as its own process in production mode, and reads its log.
 */
describe("Better Auth's refusals in production mode", () => {
  afterEach(killServerProcesses);

  it("log a callbackURL or redirectTo of another site as a warning, not an error (anyone can send one)", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawnServerProcess({
      NODE_ENV: 'production',
      TEST: '',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wf-edges-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DEMO_ACCOUNTS: 'false',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await eventually(() => fetch(`${url}/api/health`).then((response) => response.ok, () => false), Boolean, 60_000);

    const post = (endpoint: string, body: unknown) =>
      fetch(`${url}/api/auth/${endpoint}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify(body) });
    const refused = [
      await post('sign-in/email', { email: 'someone@example.com', password: 'a-long-and-unusual-passphrase', callbackURL: 'https://evil.example/x' }),
      await post('request-password-reset', { email: 'someone@example.com', redirectTo: 'https://evil.example/x' }),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403]);

    // pino writes through the child's stdout: a loaded machine may deliver the lines after the answers.
    const logLines = () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string; source?: string });
    await eventually(async () => logLines().filter((line) => line.source === 'better-auth').length, (count) => count >= 2, 10_000);
    const lines = logLines();
    expect(lines.filter((line) => line.source === 'better-auth').map((line) => [line.level, line.msg])).toEqual([
      [40, 'Invalid callbackURL: https://evil.example/x'],
      [40, 'Invalid redirectURL: https://evil.example/x'],
    ]);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  }, 90_000);
});
