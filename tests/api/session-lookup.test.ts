import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { fromNodeHeaders } from 'better-auth/node';
import { session } from '../../src/server/db/schema/index.ts';
import { backends, call, endPremium, signUpAndSignIn, startTestServer, type TestServer } from './support/test-server.ts';

/*
 * The guards' own session read (src/server/auth/session-lookup.ts) must say what Better Auth's
 * getSession says, for every cookie: the same user, field by field, and null where it refuses.
 */
describe.each(backends)('the session lookup on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { DEMO_ACCOUNTS: 'false' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const betterAuthUser = async (cookie: string) =>
    (await server.auth.api.getSession({ headers: fromNodeHeaders({ cookie }) }))?.user ?? null;
  const lookUp = (cookie: string) => server.app.sessionLookup({ cookie });
  const sessionCookie = (cookie: string) => cookie.split('; ').find((part) => part.includes('session_token='))!;

  it('reads the same user as Better Auth, with the plan of their subscriptions', async () => {
    for (const options of [{}, { plan: 'premium' as const }, { role: 'admin' as const, name: 'Ada Admin' }]) {
      const signedIn = await signUpAndSignIn(server, options);
      const cookie = signedIn.headers.cookie!;
      const expected = await betterAuthUser(cookie);
      expect(expected?.email).toBe(signedIn.email);
      expect(await lookUp(cookie)).toEqual({ ...expected, plan: options.plan ?? 'free' });
    }
  });

  it('follows a plan that ends and a sign-out at the very next request', async () => {
    const member = await signUpAndSignIn(server, { plan: 'premium' });
    const cookie = member.headers.cookie!;
    expect((await lookUp(cookie))?.plan).toBe('premium');
    await endPremium(server, member.id);
    expect((await lookUp(cookie))?.plan).toBe('free');

    expect((await call(server, '/api/auth/sign-out', { method: 'POST', body: {}, headers: member.headers })).status).toBe(200);
    expect(await lookUp(cookie)).toBeNull();
    expect((await call(server, '/api/me', { headers: member.headers })).status).toBe(401);
  });

  it('refuses a cookie whose signature is not the secret’s, without a session, or of another name', async () => {
    const member = await signUpAndSignIn(server);
    const cookie = sessionCookie(member.headers.cookie!);
    const [name, value] = [cookie.slice(0, cookie.indexOf('=')), decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))];
    const token = value.slice(0, value.lastIndexOf('.'));
    const signature = value.slice(value.lastIndexOf('.') + 1);
    const forged = [
      `${name}=${encodeURIComponent(token)}`,
      `${name}=${encodeURIComponent(`${token}.`)}`,
      `${name}=${encodeURIComponent(`${token}.${signature.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'))}`)}`,
      `${name}=${encodeURIComponent(`${token}x.${signature}`)}`,
      `${name}=${encodeURIComponent(`${token}.${signature}==`)}`,
      `other_${name}=${encodeURIComponent(value)}`,
      '',
      'garbage',
    ];
    for (const cookieHeader of forged) {
      expect(await betterAuthUser(cookieHeader)).toBeNull();
      expect(await lookUp(cookieHeader)).toBeNull();
    }
    expect((await lookUp(cookie))?.id).toBe(member.id);
  });

  it('leaves an expired session to Better Auth, which ends it', async () => {
    const member = await signUpAndSignIn(server);
    await server.database.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(session.userId, member.id));
    expect(await lookUp(member.headers.cookie!)).toBeNull();
    expect(await server.database.db.select().from(session).where(eq(session.userId, member.id))).toEqual([]);
  });

  it('leaves a session due for its daily extension to Better Auth, which moves its end forward', async () => {
    const member = await signUpAndSignIn(server);
    // Signed in two days ago: Better Auth extends a seven-day session once a day has passed.
    await server.database.db
      .update(session)
      .set({ expiresAt: sql`now() + interval '5 days'`, updatedAt: sql`now() - interval '2 days'` })
      .where(eq(session.userId, member.id));
    expect((await lookUp(member.headers.cookie!))?.id).toBe(member.id);
    const [extended] = await server.database.db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.userId, member.id));
    expect(extended!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
  });
});
