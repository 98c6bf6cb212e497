import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inviteRequestRowSchema, unknownAdvisorMessage } from '../../src/shared/invites/invite-request.schema.ts';
import { authMessages } from '../../src/shared/auth/auth.schema.ts';
import { invitations, inviteRequests, mailingList } from '../../src/server/db/schema/index.ts';
import {
  backends,
  call,
  latestMail,
  nextClientIp,
  readOutbox,
  signUpAndSignIn,
  startTestServer,
  type TestServer,
  type TestUser,
} from './support/test-server.ts';

describe.each(backends)('invite requests on %s', (backend) => {
  let server: TestServer;
  let admin: TestUser;
  let advisorIds: string[];
  let counter = 0;
  const nextEmail = () => `asker-${Date.now()}-${counter++}@example.com`;
  const submit = (body: unknown) => call(server, '/api/invite-requests', { method: 'POST', body, headers: { 'x-forwarded-for': nextClientIp() } });
  const valid = (email: string) => ({ name: 'Marie Curie', email, advisors: [advisorIds[0]], howDidYouHear: 'A podcast', mailingList: false });
  const requestFor = async (email: string) => (await call(server, `/api/admin/invite-requests?q=${encodeURIComponent(email)}`, { headers: admin.headers })).body.rows.find((row: { email: string }) => row.email === email);

  beforeAll(async () => {
    server = await startTestServer(backend, { TRUSTED_PROXIES: '127.0.0.1', DEMO_ACCOUNTS: 'false', TEAM_EMAIL: 'team@wayfinder.example' });
    admin = await signUpAndSignIn(server, { role: 'admin' });
    advisorIds = (await server.services.advisors.list()).map((advisor) => advisor.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores a pending request, tells the team by email and answers the same whoever asks', async () => {
    const email = nextEmail();
    const response = await submit({ ...valid(email), name: '  Marie Curie  ', email: `  ${email.toUpperCase()} `, advisors: [advisorIds[0], advisorIds[1], advisorIds[0]] });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ received: true });
    const row = await requestFor(email);
    expect(inviteRequestRowSchema.parse(row)).toMatchObject({ name: 'Marie Curie', email, status: 'pending', howDidYouHear: 'A podcast', mailingList: false, reviewedAt: null });
    expect(row.advisors).toHaveLength(2);
    const notice = await latestMail(server, 'team@wayfinder.example', 'invite_request_notice');
    expect(notice.text).toContain(email);
    expect(notice.text).toContain('Marie Curie');
  });

  it('updates the pending request when the same email asks again', async () => {
    const email = nextEmail();
    expect((await submit(valid(email))).status).toBe(201);
    expect((await submit({ ...valid(email), name: 'Marie S. Curie', advisors: [advisorIds[2]], howDidYouHear: 'A friend' })).status).toBe(201);
    const rows = await server.database.db.select({ name: inviteRequests.name, howDidYouHear: inviteRequests.howDidYouHear }).from(inviteRequests).where(eq(inviteRequests.email, email));
    expect(rows).toEqual([{ name: 'Marie S. Curie', howDidYouHear: 'A friend' }]);
    const row = await requestFor(email);
    expect(row.advisors.map((advisor: { id: string }) => advisor.id)).toEqual([advisorIds[2]]);
  });

  it('puts a declined request back to pending when asked again', async () => {
    const email = nextEmail();
    await submit(valid(email));
    const { id } = await requestFor(email);
    expect((await call(server, `/api/admin/invite-requests/${id}/decline`, { method: 'POST', headers: admin.headers })).body.status).toBe('declined');
    await submit(valid(email));
    expect((await requestFor(email)).status).toBe('pending');
  });

  it('reopens an approved request whose link was never used, but not once the account exists', async () => {
    const email = nextEmail();
    await submit(valid(email));
    const { id } = await requestFor(email);
    await call(server, `/api/admin/invite-requests/${id}/approve`, { method: 'POST', headers: admin.headers });
    await submit({ ...valid(email), howDidYouHear: 'Lost my link' });
    expect((await requestFor(email)).status).toBe('pending');

    const member = await signUpAndSignIn(server);
    await submit(valid(member.email));
    const request = await requestFor(member.email);
    await server.database.db.update(inviteRequests).set({ status: 'approved' }).where(eq(inviteRequests.id, request.id));
    await submit({ ...valid(member.email), howDidYouHear: 'Again' });
    expect((await requestFor(member.email)).status).toBe('approved');
  });

  it("adds the email to the mailing list with source 'invite' when asked, ignoring duplicates", async () => {
    const email = nextEmail();
    expect((await submit({ ...valid(email), mailingList: true })).status).toBe(201);
    expect((await submit({ ...valid(email), mailingList: true })).status).toBe(201);
    const rows = await server.database.db.select({ source: mailingList.source }).from(mailingList).where(eq(mailingList.email, email));
    expect(rows).toEqual([{ source: 'invite' }]);
  });

  it.each([
    [{ name: 'M' }, 'name', 'Name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email', 'Email is too long'],
    [{ advisors: [] }, 'advisors', 'Please select at least one advisor'],
    [{ howDidYouHear: '   ' }, 'howDidYouHear', 'Please tell us how you found out about us'],
    [{ howDidYouHear: 'x'.repeat(501) }, 'howDidYouHear', 'Please keep this under 500 characters'],
  ])('refuses %j with the spec message', async (change, field, message) => {
    const response = await submit({ ...valid(nextEmail()), ...change });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request:validation');
    expect(response.body.error.fields[field]).toBe(message);
  });

  it('refuses unknown advisors with a field message', async () => {
    for (const advisors of [['00000000-0000-4000-8000-000000000000'], ['not-a-uuid']]) {
      const response = await submit({ ...valid(nextEmail()), advisors });
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual({ code: 'bad_request:validation', message: unknownAdvisorMessage, fields: { advisors: unknownAdvisorMessage } });
    }
  });

  it('limits requests per client', async () => {
    const ip = nextClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < server.config.formRateLimitPerMinute + 1; attempt++) {
      statuses.push((await call(server, '/api/invite-requests', { method: 'POST', body: valid(nextEmail()), headers: { 'x-forwarded-for': ip } })).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('approves: emails a one-time sign-up link for 7 days that prefills the email', async () => {
    const email = nextEmail();
    await submit({ ...valid(email), name: 'Lise Meitner' });
    const { id } = await requestFor(email);
    const approved = await call(server, `/api/admin/invite-requests/${id}/approve`, { method: 'POST', headers: admin.headers });
    expect(approved.status).toBe(200);
    expect(inviteRequestRowSchema.parse(approved.body)).toMatchObject({ id, status: 'approved' });
    expect(approved.body.reviewedAt).not.toBeNull();

    const mail = await latestMail(server, email, 'invitation');
    const token = /\/signup\?invite=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    expect(mail.html).toContain('/signup?invite=');
    expect(await call(server, `/api/invitations/${token}`)).toMatchObject({ status: 200, body: { email, name: 'Lise Meitner' } });

    const [stored] = await server.database.db.select({ tokenHash: invitations.tokenHash, expiresAt: invitations.expiresAt }).from(invitations).where(eq(invitations.email, email));
    // Only a hash of the token is kept.
    expect(stored!.tokenHash).not.toContain(token!);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = (stored!.expiresAt.getTime() - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // Approving again sends a fresh link; the older one stops working.
    await call(server, `/api/admin/invite-requests/${id}/approve`, { method: 'POST', headers: admin.headers });
    const fresh = /\/signup\?invite=([A-Za-z0-9_-]{43})/.exec((await latestMail(server, email, 'invitation')).text)?.[1];
    expect(fresh).not.toBe(token);
    expect((await call(server, `/api/invitations/${token}`)).status).toBe(404);
    expect((await call(server, `/api/invitations/${fresh}`)).status).toBe(200);

    // Declining ends the fresh one too.
    const declined = await call(server, `/api/admin/invite-requests/${id}/decline`, { method: 'POST', headers: admin.headers });
    expect(declined.body.status).toBe('declined');
    const lookup = await call(server, `/api/invitations/${fresh}`);
    expect(lookup.status).toBe(404);
    expect(lookup.body.error.message).toBe(authMessages.inviteInvalid);
  });

  it('lists requests by status, newest first, one page at a time', async () => {
    const pending = await call(server, '/api/admin/invite-requests?status=pending', { headers: admin.headers });
    expect(pending.status).toBe(200);
    expect(pending.headers.get('cache-control')).toBe('no-store');
    expect(pending.body).toMatchObject({ page: 1, pageSize: 25 });
    expect(pending.body.rows.length).toBeGreaterThan(0);
    expect(pending.body.rows.every((row: { status: string }) => row.status === 'pending')).toBe(true);
    const times = pending.body.rows.map((row: { createdAt: string }) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const declined = await call(server, '/api/admin/invite-requests?status=declined', { headers: admin.headers });
    expect(declined.body.rows.every((row: { status: string }) => row.status === 'declined')).toBe(true);
    expect((await call(server, '/api/admin/invite-requests?status=maybe', { headers: admin.headers })).status).toBe(400);
    expect((await call(server, '/api/admin/invite-requests?pageSize=101', { headers: admin.headers })).status).toBe(400);
    expect((await call(server, '/api/admin/invite-requests?sort=email', { headers: admin.headers })).status).toBe(400);
  });

  it('searches requests by name or email, sorts them by name or date, and pages them', async () => {
    const tag = `pager${Date.now().toString(36)}`;
    for (const name of ['Cleo', 'abel', 'Bruno']) {
      expect((await submit({ ...valid(`${name.toLowerCase()}.${tag}@example.com`), name: `${name} ${tag}` })).status).toBe(201);
    }
    const list = async (query: string) => (await call(server, `/api/admin/invite-requests?${query}`, { headers: admin.headers })).body;
    const byName = await list(`q=${tag}&sort=name&dir=asc`);
    expect(byName.total).toBe(3);
    // Case does not decide the order.
    expect(byName.rows.map((row: { name: string }) => row.name)).toEqual([`abel ${tag}`, `Bruno ${tag}`, `Cleo ${tag}`]);
    expect(byName.rows[0].advisors).toEqual([{ id: advisorIds[0], name: expect.any(String) }]);
    const newest = await list(`q=${tag}`);
    expect(newest.rows.map((row: { name: string }) => row.name)).toEqual([`Bruno ${tag}`, `abel ${tag}`, `Cleo ${tag}`]);
    const second = await list(`q=${tag}&sort=name&dir=asc&pageSize=2&page=2`);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.rows.map((row: { name: string }) => row.name)).toEqual([`Cleo ${tag}`]);
    // The email matches too; a search typed with % matches it literally.
    expect((await list(`q=${encodeURIComponent(`bruno.${tag}@`)}`)).rows.map((row: { name: string }) => row.name)).toEqual([`Bruno ${tag}`]);
    expect((await list(`q=${encodeURIComponent(`%${tag}`)}`)).total).toBe(0);
    expect((await list(`q=${tag}&status=approved`)).total).toBe(0);
  });

  it('answers 404 for an unknown request and 409 when the person already has an account', async () => {
    const unknown = await call(server, '/api/admin/invite-requests/00000000-0000-4000-8000-000000000000/approve', { method: 'POST', headers: admin.headers });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found:invite_request');
    const member = await signUpAndSignIn(server);
    await submit(valid(member.email));
    const { id } = await requestFor(member.email);
    const conflict = await call(server, `/api/admin/invite-requests/${id}/approve`, { method: 'POST', headers: admin.headers });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.code).toBe('conflict:account_exists');
  });

  it('shows the admin the outbox, newest first, one page at a time, searched by recipient or subject', async () => {
    const outbox = await call(server, '/api/admin/outbox?pageSize=100', { headers: admin.headers });
    expect(outbox.status).toBe(200);
    expect(outbox.headers.get('cache-control')).toBe('no-store');
    const stored = await readOutbox(server);
    expect(outbox.body.total).toBe(stored.length);
    expect(outbox.body.rows.length).toBe(Math.min(100, stored.length));
    expect(outbox.body.rows[0]).toMatchObject({ kind: expect.any(String), to: expect.any(String), subject: expect.any(String), text: expect.any(String), sentAt: null, error: null });
    const times = outbox.body.rows.map((row: { createdAt: string }) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const oldestFirst = (await call(server, '/api/admin/outbox?pageSize=100&dir=asc', { headers: admin.headers })).body.rows.map((row: { createdAt: string }) => Date.parse(row.createdAt));
    expect(oldestFirst).toEqual([...oldestFirst].sort((a, b) => a - b));
    const paged = (await call(server, '/api/admin/outbox?pageSize=2&page=2', { headers: admin.headers })).body;
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: stored.length });
    expect(paged.rows.map((row: { id: string }) => row.id)).toEqual(outbox.body.rows.slice(2, 4).map((row: { id: string }) => row.id));
    expect((await call(server, '/api/admin/outbox?pageSize=101', { headers: admin.headers })).status).toBe(400);

    // By recipient, and by subject; never by the text (the team's notice names the asker's email).
    const email = nextEmail();
    await submit(valid(email));
    await submit(valid(email));
    const toAsker = (await call(server, `/api/admin/outbox?q=${encodeURIComponent(email.toUpperCase())}`, { headers: admin.headers })).body;
    const notices = (await call(server, '/api/admin/outbox?pageSize=100&q=team%40wayfinder.example', { headers: admin.headers })).body;
    expect(notices.rows.length).toBeGreaterThan(0);
    expect(notices.rows.every((row: { to: string }) => row.to === 'team@wayfinder.example')).toBe(true);
    expect(toAsker.total).toBe(0);
    const subject = notices.rows[0].subject as string;
    const bySubject = (await call(server, `/api/admin/outbox?pageSize=100&q=${encodeURIComponent(subject)}`, { headers: admin.headers })).body;
    expect(bySubject.rows.length).toBeGreaterThan(0);
    expect(bySubject.rows.every((row: { subject: string }) => row.subject.toLowerCase().includes(subject.toLowerCase()))).toBe(true);
  });
});
