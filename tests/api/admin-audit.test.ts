import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

describe.each(backends)('admin audit log on %s', (backend) => {
  let server: TestServer;
  let admin: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = await signUpAndSignIn(server, { role: 'admin' });
    other = await signUpAndSignIn(server, { role: 'admin' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses visitors (401), free and Premium users (403)', async () => {
    expect((await call(server, '/api/admin/audit')).status).toBe(401);
    for (const plan of ['free', 'premium'] as const) {
      const member = await signUpAndSignIn(server, { plan });
      const refused = await call(server, '/api/admin/audit', { headers: member.headers });
      expect(refused.status).toBe(403);
    }
  });

  it('lists the actions newest first, with before, after and request id, filtered by admin, action and date', async () => {
    const customer = await signUpAndSignIn(server);
    const granted = await call(server, `/api/admin/customers/${customer.id}/grant-premium`, {
      method: 'POST',
      headers: admin.headers,
      body: {},
    });
    expect(granted.status).toBe(200);
    await call(server, `/api/admin/customers/${customer.id}/ban`, { method: 'POST', headers: other.headers, body: { reason: 'Abuse' } });

    const all = await call(server, '/api/admin/audit', { headers: admin.headers });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.rows.map((row: { action: string }) => row.action)).toEqual(['customer.ban', 'customer.grant_premium']);
    expect(all.body.rows[1]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'user',
      targetId: customer.id,
      before: { plan: 'free' },
      after: { plan: 'premium' },
    });
    expect(all.body.rows[1].requestId).toEqual(expect.any(String));
    expect(all.body.actors).toEqual(
      expect.arrayContaining([
        { id: admin.id, email: admin.email },
        { id: other.id, email: other.email },
      ]),
    );

    const byActor = await call(server, `/api/admin/audit?actorId=${other.id}`, { headers: admin.headers });
    expect(byActor.body.rows.map((row: { action: string }) => row.action)).toEqual(['customer.ban']);
    const byAction = await call(server, '/api/admin/audit?action=customer.grant_premium', { headers: admin.headers });
    expect(byAction.body.total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await call(server, `/api/admin/audit?from=${today}&to=${today}`, { headers: admin.headers })).body.total).toBe(2);
    expect((await call(server, '/api/admin/audit?to=2020-01-01', { headers: admin.headers })).body.total).toBe(0);
    const oldestFirst = await call(server, '/api/admin/audit?dir=asc&pageSize=1&page=1', { headers: admin.headers });
    expect(oldestFirst.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(oldestFirst.body.rows.map((row: { action: string }) => row.action)).toEqual(['customer.grant_premium']);
    expect((await call(server, '/api/admin/audit?pageSize=101', { headers: admin.headers })).status).toBe(400);
    expect((await call(server, '/api/admin/audit?from=yesterday', { headers: admin.headers })).status).toBe(400);
  });

  it("records the server's own request id, never the one a client sends", async () => {
    const customer = await signUpAndSignIn(server);
    const forged = `FORGED-${customer.id}`;
    const granted = await call(server, `/api/admin/customers/${customer.id}/grant-premium`, {
      method: 'POST',
      headers: { ...admin.headers, 'x-request-id': forged },
      body: {},
    });
    expect(granted.status).toBe(200);
    const answeredId = granted.headers.get('x-request-id');
    expect(answeredId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const audit = await call(server, `/api/admin/audit?action=customer.grant_premium&actorId=${admin.id}`, { headers: admin.headers });
    const row = (audit.body.rows as { targetId: string; requestId: string }[]).find((entry) => entry.targetId === customer.id);
    expect(row?.requestId).toBe(answeredId);
    expect(JSON.stringify(audit.body)).not.toContain('FORGED');
  });
});
