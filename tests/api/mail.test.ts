import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { inviteRequests, mailOutbox } from '../../src/server/db/schema/index.ts';
import { startSmtpServer } from './support/smtp-server.ts';
import { mailDelivery } from '../../src/server/mail/mail-delivery.ts';
import { call, startTestServer, type TestServer } from './support/test-server.ts';

describe('mail over SMTP (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer('pglite', { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Wayfinder <hello@wayfinder.example>', JOB_RETRY_DELAY_SECONDS: '1' });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('sends the reset mail through the SMTP server and records when it went out', async () => {
    const response = await call(server, '/api/auth/request-password-reset', { method: 'POST', body: { email: 'free@wayfinder.local' } });
    expect(response.status).toBe(200);
    await server.platform.jobs.idle(mailDelivery);
    const mail = smtp.received.find((entry) => entry.to.some((line) => line.includes('free@wayfinder.local')));
    expect(mail?.from).toContain('hello@wayfinder.example');
    expect(mail?.data).toContain('Reset your Wayfinder password');
    expect(mail?.data).toMatch(/reset-password\?token=/);
    const [row] = await server.database.db.select({ sentAt: mailOutbox.sentAt, error: mailOutbox.error }).from(mailOutbox).where(eq(mailOutbox.to, 'free@wayfinder.local'));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });

  it('sends a contact message to the team with the sender as Reply-To', async () => {
    const response = await call(server, '/api/contact', {
      method: 'POST',
      body: { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Over SMTP', message: 'Hello from the contact form.' },
    });
    expect(response.status).toBe(201);
    await server.platform.jobs.idle(mailDelivery);
    const mail = smtp.received.find((entry) => entry.data.includes('Subject: Contact: Over SMTP'));
    expect(mail?.to.join(' ')).toContain(server.config.teamEmail);
    expect(mail?.data).toMatch(/^Reply-To: ada@example\.com\r?$/m);
    expect(mail?.from).toContain('hello@wayfinder.example');
  });

  it('keeps the failure on the outbox row while the SMTP server is gone, and sends the mail when it is back', async () => {
    const port = smtp.port;
    await smtp.close();
    const response = await call(server, '/api/auth/request-password-reset', { method: 'POST', body: { email: 'premium@wayfinder.local' } });
    expect(response.status).toBe(200);
    const outcome = () =>
      server.database.db.select({ sentAt: mailOutbox.sentAt, error: mailOutbox.error }).from(mailOutbox).where(eq(mailOutbox.to, 'premium@wayfinder.local'));
    await expect.poll(async () => (await outcome())[0]?.error, { timeout: 10_000 }).toBeTruthy();
    expect((await outcome())[0]?.sentAt).toBeNull();

    // The job is retried with back-off (JOB_RETRY_DELAY_SECONDS=1 here) until the server answers again.
    smtp = await startSmtpServer(port);
    await server.platform.jobs.idle(mailDelivery, { timeoutMs: 20_000 });
    expect(smtp.received.some((entry) => entry.to.some((line) => line.includes('premium@wayfinder.local')))).toBe(true);
    const [row] = await outcome();
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  }, 30_000);
});

describe('mail when the outbox cannot be written', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {}, { captureLogs: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('still answers an invite request that was stored, and logs the mail it could not keep', async () => {
    const [advisor] = await server.services.advisors.list();
    // The outbox insert fails (as a full disk or a lost connection would); the request itself is stored.
    await server.database.db.execute(sql`alter table mail_outbox rename to mail_outbox_away`);
    try {
      const response = await call(server, '/api/invite-requests', {
        method: 'POST',
        body: { name: 'Olive Outbox', email: 'olive@example.com', advisors: [advisor!.id], howDidYouHear: 'A friend', mailingList: false },
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ received: true });
    } finally {
      await server.database.db.execute(sql`alter table mail_outbox_away rename to mail_outbox`);
    }
    const [stored] = await server.database.db
      .select({ email: inviteRequests.email })
      .from(inviteRequests)
      .where(eq(inviteRequests.email, 'olive@example.com'));
    expect(stored?.email).toBe('olive@example.com');
    expect(server.logs.some((line) => line.msg === 'mail could not be kept in the outbox')).toBe(true);
  });
});
