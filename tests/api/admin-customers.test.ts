import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, session, subscriptions, user } from '../../src/server/db/schema/index.ts';
import { backends, call, latestMail, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

/** The audit rows about one customer, oldest first. */
async function auditRowsFor(server: TestServer, targetId: string) {
  const rows = await server.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

const post = (server: TestServer, admin: TestUser, path: string, body: unknown = {}) =>
  call(server, path, { method: 'POST', headers: admin.headers, body });

describe.each(backends)('admin customers on %s', (backend) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = await signUpAndSignIn(server, { role: 'admin', name: 'Ada Admin' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses visitors (401), free and Premium users (403) on every customers route', async () => {
    const free = await signUpAndSignIn(server, { plan: 'free' });
    const premium = await signUpAndSignIn(server, { plan: 'premium' });
    const routes: [string, string][] = [
      ['GET', '/api/admin/customers'],
      ['GET', '/api/admin/customers/export.csv'],
      ...['grant-premium', 'revoke-premium', 'make-admin', 'remove-admin', 'ban', 'unban', 'send-password-reset'].map(
        (action): [string, string] => ['POST', `/api/admin/customers/${free.id}/${action}`],
      ),
    ];
    for (const [method, path] of routes) {
      const body = method === 'POST' ? { reason: 'x' } : undefined;
      expect((await call(server, path, { method, headers: { origin: server.url }, body })).status, `${method} ${path}`).toBe(401);
      for (const member of [free, premium]) {
        const refused = await call(server, path, { method, headers: member.headers, body });
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.body.error.code).toBe('forbidden:admin');
      }
    }
    const [freeRow] = await server.database.db.select({ role: user.role, banned: user.banned }).from(user).where(eq(user.id, free.id));
    expect(freeRow).toEqual({ role: 'user', banned: false });
  });

  it('lists one page, searched by name or email (any case), filtered and sorted', async () => {
    const tag = `zeta${Date.now()}`;
    const names = ['Carla', 'alba', 'Bruno'];
    const made = [];
    for (const name of names)
      made.push(await signUpAndSignIn(server, { name: `${name} ${tag}`, email: `${name.toLowerCase()}.${tag}@example.com` }));
    await post(server, admin, `/api/admin/customers/${made[2]?.id}/grant-premium`);

    const byName = await call(server, `/api/admin/customers?q=${tag.toUpperCase()}&sort=name&dir=asc&pageSize=2`, {
      headers: admin.headers,
    });
    expect(byName.status).toBe(200);
    expect(byName.body.total).toBe(3);
    expect(byName.body.rows.map((row: { name: string }) => row.name)).toEqual([`alba ${tag}`, `Bruno ${tag}`]);
    const page2 = await call(server, `/api/admin/customers?q=${tag}&sort=name&dir=asc&pageSize=2&page=2`, { headers: admin.headers });
    expect(page2.body.rows.map((row: { name: string }) => row.name)).toEqual([`Carla ${tag}`]);

    const byEmail = await call(server, `/api/admin/customers?q=CARLA.${tag}@`, { headers: admin.headers });
    expect(byEmail.body.rows).toHaveLength(1);
    const [carla] = byEmail.body.rows;
    expect(carla).toMatchObject({ name: `Carla ${tag}`, plan: 'free', role: 'user', status: 'active', banReason: null });
    // Signed in through the test helper: a session, so a last-seen time.
    expect(carla.lastSeen).not.toBeNull();

    const premiumOnly = await call(server, `/api/admin/customers?q=${tag}&plan=premium`, { headers: admin.headers });
    expect(premiumOnly.body.rows.map((row: { name: string }) => row.name)).toEqual([`Bruno ${tag}`]);
    const admins = await call(server, '/api/admin/customers?role=admin&pageSize=100', { headers: admin.headers });
    expect(admins.body.rows.every((row: { role: string }) => row.role === 'admin')).toBe(true);

    // A literal % in the search box matches a % only.
    expect((await call(server, `/api/admin/customers?q=${encodeURIComponent('%')}`, { headers: admin.headers })).body.total).toBe(0);
    expect((await call(server, '/api/admin/customers?pageSize=101', { headers: admin.headers })).status).toBe(400);
    expect((await call(server, '/api/admin/customers?sort=password', { headers: admin.headers })).status).toBe(400);
  });

  it('grants Premium at once (memory settings 403 -> 200), with one audit row; an expired grant is free', async () => {
    const customer = await signUpAndSignIn(server, { plan: 'free' });
    // Turning memory on or off is a Premium feature: the guard's answer shows the plan it read.
    const memorySetting = () => call(server, '/api/memories', { method: 'PATCH', headers: customer.headers, body: { enabled: true } });
    expect((await memorySetting()).status).toBe(403);

    const until = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const granted = await call(server, `/api/admin/customers/${customer.id}/grant-premium`, {
      method: 'POST',
      headers: { ...admin.headers, 'x-request-id': 'ignored' },
      body: { until },
    });
    expect(granted.status).toBe(200);
    expect(granted.body.customer).toMatchObject({ plan: 'premium', premiumUntil: until });
    expect((await memorySetting()).status).toBe(200);
    const me = await call(server, '/api/me', { headers: customer.headers });
    expect(me.body).toMatchObject({ plan: 'premium', isSubscribed: true });

    const rows = await auditRowsFor(server, customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: admin.id, actorEmail: admin.email, action: 'customer.grant_premium', targetType: 'user' });
    expect(rows[0]?.before).toMatchObject({ plan: 'free', premiumUntil: null });
    expect(rows[0]?.after).toMatchObject({ plan: 'premium', premiumUntil: until });
    expect(rows[0]?.requestId).toEqual(expect.any(String));
    expect(rows[0]?.requestId.length).toBeGreaterThan(0);

    // The end date passes (moved into the past directly): free again, everywhere, with no job.
    await server.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, customer.id));
    expect((await memorySetting()).status).toBe(403);
    // What they saved meanwhile stays theirs to read (premium-ended.test.ts has the rest).
    expect((await call(server, '/api/conversations', { headers: customer.headers })).status).toBe(200);
    expect((await call(server, '/api/me', { headers: customer.headers })).body).toMatchObject({ plan: 'free', isSubscribed: false });
    const listed = await call(server, `/api/admin/customers?q=${encodeURIComponent(customer.email)}`, { headers: admin.headers });
    expect(listed.body.rows[0]).toMatchObject({ plan: 'free', premiumUntil: null });

    // A past end date is refused and writes nothing.
    const past = await post(server, admin, `/api/admin/customers/${customer.id}/grant-premium`, { until: '2020-01-01T00:00:00.000Z' });
    expect(past.status).toBe(400);
    expect(await auditRowsFor(server, customer.id)).toHaveLength(1);

    const revoked = await post(server, admin, `/api/admin/customers/${customer.id}/revoke-premium`);
    expect(revoked.body.customer.plan).toBe('free');
    expect((await auditRowsFor(server, customer.id)).map((row) => row.action)).toEqual([
      'customer.grant_premium',
      'customer.revoke_premium',
    ]);
  });

  it('bans: ends the sessions at once, refuses sign-in, one audit row; unban lets them back', async () => {
    const customer = await signUpAndSignIn(server, { plan: 'free' });
    expect((await call(server, '/api/me', { headers: customer.headers })).status).toBe(200);

    const banned = await post(server, admin, `/api/admin/customers/${customer.id}/ban`, { reason: '  Spam  ' });
    expect(banned.status).toBe(200);
    expect(banned.body.customer).toMatchObject({ status: 'banned', banReason: 'Spam', banExpires: null });
    expect(await server.database.db.select().from(session).where(eq(session.userId, customer.id))).toHaveLength(0);
    expect((await call(server, '/api/me', { headers: customer.headers })).status).toBe(401);
    const signIn = await call(server, '/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: server.url },
      body: { email: customer.email, password: customer.password },
    });
    expect(signIn.status).toBe(403);

    const [row] = await auditRowsFor(server, customer.id);
    expect(row).toMatchObject({
      action: 'customer.ban',
      before: expect.objectContaining({ banned: false }),
      after: expect.objectContaining({ banned: true, banReason: 'Spam' }),
    });

    const unbanned = await post(server, admin, `/api/admin/customers/${customer.id}/unban`);
    expect(unbanned.body.customer).toMatchObject({ status: 'active', banReason: null });
    const again = await server.auth.api.signInEmail({ body: { email: customer.email, password: customer.password } });
    expect(again.user.id).toBe(customer.id);
    expect((await auditRowsFor(server, customer.id)).map((entry) => entry.action)).toEqual(['customer.ban', 'customer.unban']);
  });

  it('refuses to ban yourself or without a reason, and writes no audit row', async () => {
    const self = await post(server, admin, `/api/admin/customers/${admin.id}/ban`, { reason: 'oops' });
    expect(self.status).toBe(409);
    expect(self.body.error.code).toBe('conflict:ban_self');
    const customer = await signUpAndSignIn(server);
    expect((await post(server, admin, `/api/admin/customers/${customer.id}/ban`, { reason: '   ' })).status).toBe(400);
    expect((await post(server, admin, '/api/admin/customers/no-such-user/unban')).status).toBe(404);
    expect(await auditRowsFor(server, admin.id)).toHaveLength(0);
    expect(await auditRowsFor(server, customer.id)).toHaveLength(0);
    expect(await auditRowsFor(server, 'no-such-user')).toHaveLength(0);
  });

  it('makes and removes admins, never the last one (409, no audit row)', async () => {
    const customer = await signUpAndSignIn(server);
    const made = await post(server, admin, `/api/admin/customers/${customer.id}/make-admin`);
    expect(made.body.customer.role).toBe('admin');
    // The new admin can use the admin API on their next request.
    expect((await call(server, '/api/admin/customers', { headers: customer.headers })).status).toBe(200);
    const removed = await post(server, admin, `/api/admin/customers/${customer.id}/remove-admin`);
    expect(removed.body.customer.role).toBe('user');
    expect((await call(server, '/api/admin/customers', { headers: customer.headers })).status).toBe(403);

    // Leave `admin` as the only admin (the demo admin included), then try to remove them.
    await server.database.db
      .update(user)
      .set({ role: 'user' })
      .where(and(eq(user.role, 'admin'), ne(user.id, admin.id)));
    const before = (await server.database.db.select().from(auditLog)).length;
    const last = await post(server, admin, `/api/admin/customers/${admin.id}/remove-admin`);
    expect(last.status).toBe(409);
    expect(last.body.error).toMatchObject({
      code: 'conflict:last_admin',
      message: 'This is the last admin. Make someone else an admin first.',
    });
    expect((await server.database.db.select().from(auditLog)).length).toBe(before);
    const [still] = await server.database.db.select({ role: user.role }).from(user).where(eq(user.id, admin.id));
    expect(still?.role).toBe('admin');

    // With a second admin, removing yourself is allowed.
    const second = await signUpAndSignIn(server, { role: 'admin' });
    const self = await post(server, second, `/api/admin/customers/${second.id}/remove-admin`);
    expect(self.status).toBe(200);
    expect((await auditRowsFor(server, second.id)).map((row) => row.actorId)).toEqual([second.id]);
  });

  it('sends a password reset through the reset flow, audited', async () => {
    const customer = await signUpAndSignIn(server);
    const sent = await post(server, admin, `/api/admin/customers/${customer.id}/send-password-reset`);
    expect(sent.status).toBe(200);
    const mail = await latestMail(server, customer.email, 'password_reset');
    expect(mail.text).toContain('/reset-password?token=');
    const rows = await auditRowsFor(server, customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'customer.send_password_reset', after: expect.objectContaining({ passwordResetSent: true }) });
  });

  it('exports the filtered rows as CSV, formula cells neutralised', async () => {
    const tag = `csv${Date.now()}`;
    await signUpAndSignIn(server, { name: `=HYPERLINK("http://evil") ${tag}`, email: `evil.${tag}@example.com` });
    await signUpAndSignIn(server, { name: `Plain ${tag}`, email: `plain.${tag}@example.com` });
    const response = await fetch(`${server.url}/api/admin/customers/export.csv?q=${tag}&sort=name&dir=desc`, { headers: admin.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Name","Email","Plan","Premium until","Role","Status","Ban reason","Ban expires","Joined","Last seen"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^"Plain ${tag}","plain.${tag}@example.com","free"`));
    expect(lines[2]).toMatch(new RegExp(`^"'=HYPERLINK\\(""http://evil""\\) ${tag}"`));
  });
});
