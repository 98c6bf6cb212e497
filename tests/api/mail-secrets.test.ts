import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { inviteRequests, mailOutbox } from '../../src/server/db/schema/index.ts';
import { decodedMail, startSmtpServer } from './support/smtp-server.ts';
import { mailDelivery } from '../../src/server/mail/mail-delivery.ts';
import { backends, call, latestMail, nextClientIp, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

/** Asks for an invite as a visitor and approves it as `admin`; the invitation mail then goes out. */
async function inviteSomeone(server: TestServer, admin: TestUser, email: string): Promise<void> {
  const [advisor] = await server.services.advisors.list();
  const asked = await call(server, '/api/invite-requests', {
    method: 'POST',
    headers: { 'x-forwarded-for': nextClientIp() },
    body: { name: 'Grace Hopper', email, advisors: [advisor?.id], howDidYouHear: 'A friend', mailingList: false },
  });
  expect(asked.status).toBe(201);
  const [request] = await server.database.db.select({ id: inviteRequests.id }).from(inviteRequests).where(eq(inviteRequests.email, email));
  const approved = await call(server, `/api/admin/invite-requests/${request?.id}/approve`, { method: 'POST', headers: admin.headers });
  expect(approved.status).toBe(200);
}

async function requestReset(server: TestServer, email: string): Promise<void> {
  const response = await call(server, '/api/auth/request-password-reset', { method: 'POST', headers: { 'x-forwarded-for': nextClientIp() }, body: { email } });
  expect(response.status).toBe(200);
}

async function outboxAsAdmin(server: TestServer, admin: TestUser): Promise<{ to: string; kind: string; text: string }[]> {
  const response = await call(server, '/api/admin/outbox?pageSize=100', { headers: admin.headers });
  expect(response.status).toBe(200);
  return response.body.rows;
}

describe.each(backends)('secrets in mail and logs with SMTP_URL on %s', (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: TestServer;
  let admin: TestUser;
  let member: TestUser;
  const invitedEmail = `invited-${Date.now()}@example.com`;
  let invitationToken = '';
  let resetToken = '';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(backend, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DEMO_ACCOUNTS: 'false', TRUSTED_PROXIES: '127.0.0.1' }, { captureLogs: true });
    admin = await signUpAndSignIn(server, { role: 'admin' });
    member = await signUpAndSignIn(server);

    await inviteSomeone(server, admin, invitedEmail);
    await requestReset(server, member.email);
    await server.platform.jobs.idle(mailDelivery);
    const mailTo = (email: string) => smtp.received.find((mail) => mail.to.some((line) => line.includes(email)));
    invitationToken = /\/signup\?invite=([\w-]+)/.exec(decodedMail(mailTo(invitedEmail) ?? { from: '', to: [], data: '' }))?.[1] ?? '';
    resetToken = /\/reset-password\?token=([\w-]+)/.exec(decodedMail(mailTo(member.email) ?? { from: '', to: [], data: '' }))?.[1] ?? '';
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('delivers working links by mail', async () => {
    expect(invitationToken.length).toBeGreaterThan(20);
    expect(resetToken.length).toBeGreaterThan(10);
    expect((await call(server, `/api/invitations/${invitationToken}`)).body).toMatchObject({ email: invitedEmail });
  });

  it('keeps each delivered mail in the outbox with its links redacted, for the admin and at rest', async () => {
    const outbox = await outboxAsAdmin(server, admin);
    const invitation = outbox.find((mail) => mail.to === invitedEmail && mail.kind === 'invitation');
    const reset = outbox.find((mail) => mail.to === member.email && mail.kind === 'password_reset');
    expect(invitation?.text).toMatch(/Create your account: http:\/\/localhost:3000\/signup\?\[redacted\]/);
    expect(reset?.text).toMatch(/Choose a new password: http:\/\/localhost:3000\/reset-password\?\[redacted\]/);

    const stored = await server.database.db.select({ text: mailOutbox.text, html: mailOutbox.html, sentAt: mailOutbox.sentAt }).from(mailOutbox);
    const atRest = JSON.stringify(stored);
    expect(atRest).not.toContain(invitationToken);
    expect(atRest).not.toContain(resetToken);
    expect(stored.every((row) => row.sentAt instanceof Date)).toBe(true);
  });

  it('never writes a token to the log: not from the mail, not from request URLs', async () => {
    // The pages and the lookup that the links open, as a browser would request them.
    await call(server, `/api/invitations/${invitationToken}`);
    await call(server, `/signup?invite=${invitationToken}`);
    await call(server, `/reset-password?token=${resetToken}`);
    // Better Auth's own reset callback answers with a redirect to the client page: not followed.
    await fetch(`${server.url}/api/auth/reset-password/${resetToken}?callbackURL=%2F`, { redirect: 'manual' });

    const requestUrls = server.logs.filter((line) => line.msg === 'incoming request').map((line) => (line.req as { url: string }).url);
    expect(requestUrls).toEqual(
      expect.arrayContaining(['/api/invitations/[redacted]', '/signup?[redacted]', '/reset-password?[redacted]', '/api/auth/reset-password/[redacted]?[redacted]']),
    );
    const everything = JSON.stringify(server.logs);
    expect(everything).not.toContain(invitationToken);
    expect(everything).not.toContain(resetToken);
    expect(everything).not.toMatch(/[?&](token|invite)=/);
    expect(server.logs.some((line) => line.msg === 'mail sent')).toBe(true);
  });
});

describe.each(backends)('mail without SMTP_URL (a laptop) on %s', (backend) => {
  let server: TestServer;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    server = await startTestServer(backend, { DEMO_ACCOUNTS: 'false', TRUSTED_PROXIES: '127.0.0.1' }, { captureLogs: true });
    admin = await signUpAndSignIn(server, { role: 'admin' });
    member = await signUpAndSignIn(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('delivers links through the log and the outbox while they work, and redacts the outbox copy once they expire', async () => {
    const invitedEmail = `invited-${Date.now()}@example.com`;
    await inviteSomeone(server, admin, invitedEmail);
    await requestReset(server, member.email);

    const resetMail = await latestMail(server, member.email, 'password_reset');
    const resetLink = /http:\/\/\S+\/reset-password\?token=[\w-]+/.exec(resetMail.text)?.[0] ?? '';
    const invitationLink = /http:\/\/\S+\/signup\?invite=[\w-]+/.exec((await latestMail(server, invitedEmail, 'invitation')).text)?.[0] ?? '';
    expect(resetLink).not.toBe('');
    expect(invitationLink).not.toBe('');
    // The log is a delivery channel here: the developer clicks the link in it (written by the delivery job).
    await server.platform.jobs.idle(mailDelivery);
    const mailLines = server.logs.filter((line) => typeof line.msg === 'string' && line.msg.startsWith('mail kept in the outbox'));
    expect(JSON.stringify(mailLines)).toContain(resetLink);
    expect(JSON.stringify(mailLines)).toContain(invitationLink);

    // Each row knows when its links stop working: one hour for a reset, seven days for an invitation.
    const rows = await server.database.db.select({ to: mailOutbox.to, kind: mailOutbox.kind, createdAt: mailOutbox.createdAt, linksExpireAt: mailOutbox.linksExpireAt }).from(mailOutbox);
    const lifetime = (to: string, kind: string) => {
      const row = rows.find((candidate) => candidate.to === to && candidate.kind === kind);
      return (row?.linksExpireAt?.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    };
    expect(Math.abs(lifetime(member.email, 'password_reset') - 60 * 60 * 1000)).toBeLessThan(60_000);
    expect(Math.abs(lifetime(invitedEmail, 'invitation') - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(60_000);
    expect(rows.find((row) => row.kind === 'invite_request_notice')?.linksExpireAt).toBeNull();

    let outbox = await outboxAsAdmin(server, admin);
    expect(outbox.find((mail) => mail.to === member.email)?.text).toContain(resetLink);

    // An hour later, the reset link has expired; the invitation still works.
    await server.database.db.update(mailOutbox).set({ linksExpireAt: sql`now() - interval '1 second'` }).where(eq(mailOutbox.to, member.email));
    outbox = await outboxAsAdmin(server, admin);
    const reset = outbox.find((mail) => mail.to === member.email);
    expect(reset?.text).not.toContain(resetLink);
    expect(reset?.text).toMatch(/Choose a new password: http:\/\/localhost:3000\/reset-password\?\[redacted\]/);
    expect(outbox.find((mail) => mail.to === invitedEmail)?.text).toContain(invitationLink);
    const [stored] = await server.database.db.select({ html: mailOutbox.html, linksExpireAt: mailOutbox.linksExpireAt }).from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(stored?.html).not.toContain(resetLink.split('=')[1]);
    expect(stored?.linksExpireAt).toBeNull();
  });

  it('never fails the request that asked for a mail when the outbox cannot be written', async () => {
    const email = `outbox-down-${Date.now()}@example.com`;
    await server.database.db.execute(sql`alter table mail_outbox rename to mail_outbox_away`);
    try {
      const [advisor] = await server.services.advisors.list();
      const asked = await call(server, '/api/invite-requests', {
        method: 'POST',
        headers: { 'x-forwarded-for': nextClientIp() },
        body: { name: 'Ada Lovelace', email, advisors: [advisor?.id], howDidYouHear: 'A friend', mailingList: false },
      });
      expect(asked.status).toBe(201);
      await requestReset(server, member.email);
    } finally {
      await server.database.db.execute(sql`alter table mail_outbox_away rename to mail_outbox`);
    }
    expect(await server.database.db.select({ id: inviteRequests.id }).from(inviteRequests).where(eq(inviteRequests.email, email))).toHaveLength(1);
    const failures = server.logs.filter((line) => line.msg === 'mail could not be kept in the outbox');
    expect(failures.length).toBeGreaterThanOrEqual(2);
    // Without SMTP the log is still the delivery: the reset link reached it.
    await server.platform.jobs.idle(mailDelivery);
    const delivered = server.logs.filter((line) => typeof line.msg === 'string' && line.msg.startsWith('mail kept in the outbox (no SMTP_URL)'));
    expect(delivered.at(-1)?.msg).toMatch(/\/reset-password\?token=[\w-]+/);
  });
});
