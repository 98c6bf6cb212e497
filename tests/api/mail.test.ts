import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/server/db/schema/index.ts';
import { call, startTestServer, type TestServer } from './support/test-server.ts';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** Just enough of an SMTP server to receive what nodemailer sends (no TLS, no auth). */
async function startSmtpServer(): Promise<{ port: number; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test-smtp ready');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'MAIL') current.from = line;
        if (command === 'RCPT') current.to.push(line);
        if (command === 'DATA') inData = true;
        reply(command === 'DATA' ? '354 go ahead' : command === 'QUIT' ? '221 bye' : command === 'EHLO' || command === 'HELO' ? '250 test-smtp' : '250 ok');
        if (command === 'QUIT') socket.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

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
