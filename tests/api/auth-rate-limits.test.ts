import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { authMessages } from '../../src/shared/auth/auth.schema.ts';
import { mailOutbox, rateLimit, signInAttempts, user } from '../../src/server/db/schema/index.ts';
import { backends, call, latestMail, nextClientIp, readOutbox, signUpAndSignIn, startTestServer, type TestServer } from './support/test-server.ts';

const signIn = (server: TestServer, body: { email: string; password: string }, headers: Record<string, string> = {}) =>
  call(server, '/api/auth/sign-in/email', { method: 'POST', body, headers });

describe.each(backends)('per-client auth limits on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    // No TRUSTED_PROXIES: the client address is the socket's, whatever X-Forwarded-For says.
    server = await startTestServer(backend, { DEMO_ACCOUNTS: 'false' }, { captureLogs: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers the 4th sign-in within 10 s with 429 and Retry-After, and a forged X-Forwarded-For gains nothing', async () => {
    const account = await signUpAndSignIn(server);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn(server, { email: account.email, password: 'wrong-password' })).status).toBe(401);
    }
    const limited = await signIn(server, { email: account.email, password: account.password });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(10);
    for (const forged of ['203.0.113.7', '198.51.100.23, 203.0.113.9']) {
      const rotated = await signIn(server, { email: account.email, password: account.password }, { 'x-forwarded-for': forged, 'x-wayfinder-client-ip': forged });
      expect(rotated.status).toBe(429);
    }
  });

  it('keeps the counters in the database, where every app instance sees them', async () => {
    const rows = await server.database.db.select({ key: rateLimit.key, count: rateLimit.count }).from(rateLimit).where(like(rateLimit.key, '%|/sign-in/email'));
    expect(rows).toEqual([{ key: '127.0.0.1|/sign-in/email', count: 3 }]);
  });

  it('limits sign-ups to 5 a minute per client', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await call(server, '/api/auth/sign-up/email', { method: 'POST', body: { name: 'Eager Person', email: `eager-${attempt}@example.com`, password: 'a-long-passphrase' } });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
  });

  it('limits password reset requests to 3 a minute per client', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await call(server, '/api/auth/request-password-reset', { method: 'POST', body: { email: `reset-${attempt}@example.com` } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits password resets to 5 a minute per client', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await call(server, '/api/auth/reset-password', { method: 'POST', body: { token: `bad-token-${attempt}`, newPassword: 'a-long-passphrase' } })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('logs every sign-in attempt with the address and never the password', async () => {
    const attempts = server.logs.filter((line) => line.event === 'sign_in');
    expect(attempts.length).toBeGreaterThanOrEqual(6);
    expect(attempts.some((line) => line.succeeded === false && line.ip === '127.0.0.1' && typeof line.email === 'string')).toBe(true);
    expect(attempts.some((line) => line.status === 429)).toBe(true);
    const everything = JSON.stringify(server.logs);
    expect(everything).not.toContain('wrong-password');
    expect(everything).not.toContain('a-long-and-unusual-passphrase');
  });
});

describe.each(backends)('per-account sign-in limit on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a trusted proxy each request can come from another client address.
    server = await startTestServer(backend, { TRUSTED_PROXIES: '127.0.0.1', DEMO_ACCOUNTS: 'false' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses an account after 10 failures in 15 minutes, from any address, with Retry-After', async () => {
    const account = await signUpAndSignIn(server);
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await signIn(server, { email: account.email, password: `wrong-password-${attempt}` }, { 'x-forwarded-for': nextClientIp() });
      expect(response.status).toBe(401);
    }
    const blocked = await signIn(server, { email: account.email.toUpperCase(), password: account.password }, { 'x-forwarded-for': nextClientIp() });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: authMessages.tooManyAttempts });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const recorded = await server.database.db.select({ ip: signInAttempts.ip }).from(signInAttempts).where(eq(signInAttempts.email, account.email));
    expect(new Set(recorded.map((row) => row.ip)).size).toBe(10);

    // Other accounts are not affected.
    const other = await signUpAndSignIn(server);
    expect((await signIn(server, { email: other.email, password: other.password }, { 'x-forwarded-for': nextClientIp() })).status).toBe(200);

    // Once the failures are older than the window, the account may sign in again.
    await server.database.db
      .update(signInAttempts)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(signInAttempts.email, account.email));
    expect((await signIn(server, { email: account.email, password: account.password }, { 'x-forwarded-for': nextClientIp() })).status).toBe(200);
    // The refused attempt is not recorded; the sign-in is, as a success.
    const outcomes = await server.database.db.select({ succeeded: signInAttempts.succeeded }).from(signInAttempts).where(eq(signInAttempts.email, account.email));
    expect(outcomes.filter((row) => row.succeeded)).toHaveLength(1);
    expect(outcomes).toHaveLength(11);
  });

  it('counts only wrong passwords: the refusals of a banned user are not failures', async () => {
    const account = await signUpAndSignIn(server);
    await server.database.db.update(user).set({ banned: true }).where(eq(user.email, account.email));
    for (let attempt = 0; attempt < 11; attempt++) {
      expect((await signIn(server, { email: account.email, password: account.password }, { 'x-forwarded-for': nextClientIp() })).status).toBe(403);
    }
    expect(await server.database.db.select({ id: signInAttempts.id }).from(signInAttempts).where(eq(signInAttempts.email, account.email))).toEqual([]);
  });

  // Each body the way a client may shape it: Better Auth reads them all, so all of them must count.
  const bodyVariants: { name: string; contentType: string; encode(body: { email: string; password: string }): string }[] = [
    { name: 'JSON after a UTF-8 byte order mark', contentType: 'application/json', encode: (body) => `\uFEFF${JSON.stringify(body)}` },
    { name: 'JSON under a content type that mentions the form type', contentType: 'application/json; x=application/x-www-form-urlencoded', encode: (body) => JSON.stringify(body) },
    { name: 'a form body', contentType: 'application/x-www-form-urlencoded', encode: (body) => new URLSearchParams(body).toString() },
    { name: 'JSON with the email in capitals', contentType: 'application/json', encode: (body) => JSON.stringify({ ...body, email: body.email.toUpperCase() }) },
  ];

  for (const variant of bodyVariants) {
    it(`counts failures sent as ${variant.name}`, async () => {
      const account = await signUpAndSignIn(server);
      for (let attempt = 0; attempt < 10; attempt++) {
        const response = await call(server, '/api/auth/sign-in/email', {
          method: 'POST',
          body: variant.encode({ email: account.email, password: `wrong-password-${attempt}` }),
          headers: { 'content-type': variant.contentType, 'x-forwarded-for': nextClientIp() },
        });
        // Better Auth checked the password: the variant is a real sign-in attempt.
        expect(response.status).toBe(401);
      }
      const blocked = await signIn(server, { email: account.email, password: account.password }, { 'x-forwarded-for': nextClientIp() });
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe('TOO_MANY_ATTEMPTS');
    });
  }

  it('lets no more than 10 failures through when they arrive all at once', async () => {
    const account = await signUpAndSignIn(server);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => signIn(server, { email: account.email, password: `wrong-password-${attempt}` }, { 'x-forwarded-for': nextClientIp() })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect((await signIn(server, { email: account.email, password: account.password }, { 'x-forwarded-for': nextClientIp() })).status).toBe(429);
  });

  it('cannot keep a person out: a password reset through the emailed link lifts the lock', async () => {
    const account = await signUpAndSignIn(server);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signIn(server, { email: account.email, password: `wrong-password-${attempt}` }, { 'x-forwarded-for': nextClientIp() })).status).toBe(401);
    }
    expect((await signIn(server, { email: account.email, password: account.password }, { 'x-forwarded-for': nextClientIp() })).status).toBe(429);

    const requested = await call(server, '/api/auth/request-password-reset', { method: 'POST', body: { email: account.email }, headers: { 'x-forwarded-for': nextClientIp() } });
    expect(requested.status).toBe(200);
    const mail = await latestMail(server, account.email, 'password_reset');
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const reset = await call(server, '/api/auth/reset-password', { method: 'POST', body: { token, newPassword: 'a-fresh-and-unusual-passphrase' }, headers: { 'x-forwarded-for': nextClientIp() } });
    expect(reset.status).toBe(200);
    expect((await signIn(server, { email: account.email, password: 'a-fresh-and-unusual-passphrase' }, { 'x-forwarded-for': nextClientIp() })).status).toBe(200);
  });

  it('sends one account at most 3 reset mails an hour, asked from any number of addresses, and answers every request alike', async () => {
    const account = await signUpAndSignIn(server);
    const resetMails = async () => (await readOutbox(server)).filter((mail) => mail.to === account.email && mail.kind === 'password_reset');
    for (let attempt = 0; attempt < 6; attempt++) {
      const requested = await call(server, '/api/auth/request-password-reset', { method: 'POST', body: { email: account.email }, headers: { 'x-forwarded-for': nextClientIp() } });
      expect(requested.status).toBe(200);
      // The same answer as for an address with no account: nothing tells the limit from a miss.
      const unknown = await call(server, '/api/auth/request-password-reset', { method: 'POST', body: { email: `nobody-${attempt}@example.com` }, headers: { 'x-forwarded-for': nextClientIp() } });
      expect(requested.body).toEqual(unknown.body);
    }
    expect(await resetMails()).toHaveLength(3);

    // An hour later the account may be sent one again.
    await server.database.db.update(mailOutbox).set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) }).where(eq(mailOutbox.to, account.email));
    expect((await call(server, '/api/auth/request-password-reset', { method: 'POST', body: { email: account.email }, headers: { 'x-forwarded-for': nextClientIp() } })).status).toBe(200);
    expect(await resetMails()).toHaveLength(4);
  });
});

describe('auth limits in Redis (REDIS_URL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', DEMO_ACCOUNTS: 'false', TRUSTED_PROXIES: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers the 4th sign-in within 10 s with 429 and keeps nothing in the database', async () => {
    // A fresh address: counters in Redis outlive this test server.
    const ip = `172.16.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await signIn(server, { email: 'nobody@example.com', password: 'wrong-password' }, { 'x-forwarded-for': ip });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await server.database.db.select({ key: rateLimit.key }).from(rateLimit)).toEqual([]);
  });
});
