/**
 * Every path Better Auth exposes under /api/auth, for every role (the authorization table of
 * decision 0143 covers our own routes; this file covers Better Auth's). The list is read from the
 * auth instance itself, so an endpoint a Better Auth upgrade adds is refused until someone adds it
 * to `servedAuthEndpoints` and here. Admin actions go only through /api/admin: Better Auth's own
 * /admin/* endpoints (impersonation, set-role, set-user-password...) answer 404 to everyone.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedAuthEndpoints } from '../../src/server/auth/auth.ts';
import { auditLog, session, user } from '../../src/server/db/schema/index.ts';
import { backends, call, nextClientIp, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';
import { effectivePlanSql } from '../../src/server/auth/plans.ts';

type Member = 'free' | 'premium' | 'admin';

/** What a served endpoint answers each role with a plausible body: never our 404, whatever Better Auth decides. */
const servedExpectations: Record<string, { body?: unknown; visitor: number | 'answered'; member: number | 'answered' }> = {
  'POST /sign-up/email': { body: { name: 'Table Test', email: 'table@example.com', password: 'short' }, visitor: 400, member: 400 },
  'POST /sign-in/email': { body: { email: 'nobody@example.com', password: 'not-the-password' }, visitor: 401, member: 401 },
  'POST /sign-out': { body: {}, visitor: 'answered', member: 'answered' },
  'GET /get-session': { visitor: 200, member: 200 },
  'POST /request-password-reset': { body: { email: 'nobody@example.com' }, visitor: 200, member: 200 },
  'POST /reset-password': { body: { token: 'not-a-token', newPassword: 'a-long-and-unusual-passphrase-2' }, visitor: 400, member: 400 },
  'POST /change-password': { body: { currentPassword: 'wrong-password', newPassword: 'a-long-and-unusual-passphrase-2' }, visitor: 401, member: 400 },
};

/** Every endpoint the auth instance has, with the HTTP methods it answers. */
function betterAuthEndpoints(server: TestServer): { method: string; path: string }[] {
  const endpoints: { method: string; path: string }[] = [];
  for (const endpoint of Object.values(server.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>)) {
    if (!endpoint.path) continue; // server-only calls (setPassword) have no path
    const methods = [endpoint.options?.method ?? 'GET'].flat().filter((method) => method === 'GET' || method === 'POST');
    for (const method of methods) endpoints.push({ method, path: endpoint.path.replace(/:[a-zA-Z]+/g, 'some-id') });
  }
  return endpoints;
}

describe.each(backends)('Better Auth endpoints on %s', (backend) => {
  let server: TestServer;
  let users: Record<Member, TestUser>;

  beforeAll(async () => {
    // Each request comes from an address of its own: Better Auth's per-client limits are not what this file tests.
    server = await startTestServer(backend, { TRUSTED_PROXIES: '127.0.0.1' });
    users = {
      free: await signUpAndSignIn(server),
      premium: await signUpAndSignIn(server, { plan: 'premium' }),
      admin: await signUpAndSignIn(server, { role: 'admin' }),
    };
  });

  afterAll(async () => {
    await server?.close();
  });

  const headersOf = (role: Member | 'visitor') => ({ ...(role === 'visitor' ? { origin: server.url } : users[role].headers), 'x-forwarded-for': nextClientIp() });

  it('serves exactly the endpoints the product uses, each answered by Better Auth for every role', async () => {
    const all = betterAuthEndpoints(server);
    expect(all.length).toBeGreaterThan(30);
    const keys = new Set(all.map(({ method, path }) => `${method} ${path}`));
    for (const { method, path } of servedAuthEndpoints) expect(keys, `${method} ${path} is not a Better Auth endpoint`).toContain(`${method} ${path}`);
    expect(Object.keys(servedExpectations).sort()).toEqual(servedAuthEndpoints.map(({ method, path }) => `${method} ${path}`).sort());

    const outcomes: Record<string, string> = {};
    for (const [key, expected] of Object.entries(servedExpectations)) {
      const [method = 'GET', path = ''] = key.split(' ');
      for (const role of ['visitor', 'free', 'premium', 'admin'] as const) {
        // Sign-out ends the session: the members sign out of a throwaway session instead.
        const headers = key === 'POST /sign-out' && role !== 'visitor' ? { ...(await signUpAndSignIn(server)).headers, 'x-forwarded-for': nextClientIp() } : headersOf(role);
        const result = await call(server, `/api/auth${path}`, { method, headers, ...(expected.body === undefined ? {} : { body: expected.body }) });
        const want = role === 'visitor' ? expected.visitor : expected.member;
        const ok = want === 'answered' ? result.status < 500 && result.status !== 404 : result.status === want;
        outcomes[`${key} as ${role}`] = ok ? 'as expected' : `${result.status} ${JSON.stringify(result.body).slice(0, 120)}`;
      }
    }
    expect(outcomes).toEqual(Object.fromEntries(Object.keys(outcomes).map((key) => [key, 'as expected'])));
  });

  it('refuses every other Better Auth endpoint, the admin plugin’s included, to every role, and changes nothing', async () => {
    const served = new Set(servedAuthEndpoints.map(({ method, path }) => `${method} ${path}`));
    const refusedEndpoints = betterAuthEndpoints(server).filter(({ method, path }) => !served.has(`${method} ${path}`));
    expect(refusedEndpoints.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/admin/impersonate-user', '/admin/set-role', '/admin/set-user-password', '/admin/update-user', '/admin/create-user', '/update-user', '/delete-user']),
    );
    const target = users.premium;
    // What each admin endpoint would need to act on the Premium user, were it open.
    const body = { userId: target.id, role: 'admin', newPassword: '123456', data: { plan: 'free', role: 'admin' }, email: 'made@example.com', password: '123456', name: 'Made' };
    const outcomes: Record<string, string> = {};
    for (const { method, path } of refusedEndpoints) {
      for (const role of ['visitor', 'free', 'premium', 'admin'] as const) {
        const result = await call(server, `/api/auth${path}`, { method, headers: headersOf(role), ...(method === 'POST' ? { body } : {}) });
        const code = (result.body as { error?: { code?: string } } | undefined)?.error?.code;
        outcomes[`${method} ${path} as ${role}`] = result.status === 404 && code === 'not_found:route' ? 'refused' : `${result.status} ${JSON.stringify(result.body).slice(0, 120)}`;
      }
    }
    expect(outcomes).toEqual(Object.fromEntries(Object.keys(outcomes).map((key) => [key, 'refused'])));

    const [stored] = await server.database.db.select({ role: user.role, plan: effectivePlanSql(sql`${user}.id`), banned: user.banned }).from(user).where(eq(user.id, target.id));
    expect(stored).toEqual({ role: 'user', plan: 'premium', banned: false });
    const impersonations = await server.database.db.select({ id: session.id }).from(session).where(eq(session.userId, target.id));
    expect(impersonations).toHaveLength(1); // only the session the test signed in with
    expect((await call(server, '/api/auth/sign-in/email', { method: 'POST', headers: headersOf('visitor'), body: { email: target.email, password: target.password } })).status).toBe(200);
    expect(await server.database.db.select({ id: auditLog.id }).from(auditLog)).toEqual([]);
  });

  it('refuses the admin endpoints under every spelling of their path', async () => {
    const spellings = [
      '/api/auth/admin/set-role/',
      '/api/auth/ADMIN/set-role',
      '/api/auth//admin/set-role',
      '/api/auth/admin//set-role',
      '/api/auth/admin%2Fset-role',
      '/api/auth/%61dmin/set-role',
      '/api/auth/admin/set-role?x=1',
      '/api/auth/admin/impersonate-user;jsessionid=1',
    ];
    const admin = users.admin;
    for (const path of spellings) {
      const result = await call(server, path, { method: 'POST', headers: admin.headers, body: { userId: admin.id, role: 'user' } });
      expect(result.status, path).toBe(404);
    }
    // The only admin is still one: /api/admin keeps working.
    expect((await call(server, '/api/admin/outbox', { headers: admin.headers })).status).toBe(200);
  });
});
