import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/server/db/schema/index.ts';
import { startSmtpServer } from './support/smtp-server.ts';
import { call, startTestServer, type TestServer } from './support/test-server.ts';

describe('mail over SMTP (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer('pglite', { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Wayfinder <hello@wayfinder.example>' });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('sends the reset mail through the SMTP server and records when it went out', async () => {
    const response = await call(server, '/api/auth/request-password-reset', { method: 'POST', body: { email: 'free@wayfinder.local' } });
    expect(response.status).toBe(200);
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
    const mail = smtp.received.find((entry) => entry.data.includes('Subject: Contact: Over SMTP'));
    expect(mail?.to.join(' ')).toContain(server.config.teamEmail);
    expect(mail?.data).toMatch(/^Reply-To: ada@example\.com\r?$/m);
    expect(mail?.from).toContain('hello@wayfinder.example');
  });

  it('keeps the failure on the outbox row when the SMTP server is gone, and still answers the same', async () => {
    await smtp.close();
    const response = await call(server, '/api/auth/request-password-reset', { method: 'POST', body: { email: 'premium@wayfinder.local' } });
    expect(response.status).toBe(200);
    const [row] = await server.database.db.select({ sentAt: mailOutbox.sentAt, error: mailOutbox.error }).from(mailOutbox).where(eq(mailOutbox.to, 'premium@wayfinder.local'));
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toBeTruthy();
  });
});
