import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/server/db/schema/index.ts';
import { mailDelivery } from '../../src/server/mail/mail-delivery.ts';
import { freePort } from './support/server-process.ts';
import { startSmtpServer } from './support/smtp-server.ts';
import { backends, call, restartTestServer, startTestServer, type TestServer } from './support/test-server.ts';

/** A contact message: mail to the team that needs no account, on either backend. */
async function sendContactMail(server: TestServer, subject: string) {
  const response = await call(server, '/api/contact', { method: 'POST', body: { name: 'Queue Tester', email: 'queue@example.com', subject, message: 'Is this kept across a restart?' } });
  expect(response.status).toBe(201);
}

async function outboxRow(server: TestServer, subject: string) {
  const [row] = await server.database.db.select({ sentAt: mailOutbox.sentAt, error: mailOutbox.error }).from(mailOutbox).where(eq(mailOutbox.subject, `Contact: ${subject}`));
  return row;
}

describe.each(backends)('mail delivery as a job (%s)', (backend) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('delivers after a restart a mail that could not go out before it', async () => {
    const port = await freePort();
    const dataDir = backend === 'pglite' ? await mkdtemp(path.join(tmpdir(), 'wayfinder-mail-')) : undefined;
    if (dataDir) cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_RETRY_DELAY_SECONDS: '1', ...(dataDir ? { DATA_DIR: dataDir } : {}) };

    // No SMTP server yet: the mail is stored and its job fails, to be retried.
    const before = await startTestServer(backend, env);
    await sendContactMail(before, 'Across a restart');
    await expect.poll(async () => (await outboxRow(before, 'Across a restart'))?.error, { timeout: 10_000 }).toBeTruthy();

    const after = await restartTestServer(before, backend, env, cleanups);
    const smtp = await startSmtpServer(port);
    cleanups.push(() => smtp.close());
    await after.platform.jobs.idle(mailDelivery, { timeoutMs: 20_000 });
    expect(smtp.received.filter((mail) => mail.data.includes('Subject: Contact: Across a restart'))).toHaveLength(1);
    const row = await outboxRow(after, 'Across a restart');
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  }, 60_000);
});
