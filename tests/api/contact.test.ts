import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessageRowSchema, contactMessages as messages } from '../../src/shared/contact/contact.schema.ts';
import { siteInfoSchema } from '../../src/shared/site/site-info.schema.ts';
import { contactMessages } from '../../src/server/db/schema/index.ts';
import {
  backends,
  call,
  headersFor,
  latestMail,
  nextClientIp,
  readOutbox,
  signUpAndSignIn,
  startTestServer,
  type Role,
  type TestServer,
  type TestUser,
} from './support/test-server.ts';

const teamEmail = 'team@wayfinder.example';

describe.each(backends)('contact messages on %s', (backend) => {
  let server: TestServer;
  let admin: TestUser;
  let counter = 0;
  const unique = (text: string) => `${text} #${Date.now()}-${counter++}`;
  const valid = () => ({ name: 'Ada Lovelace', email: 'ada@example.com', subject: unique('A question about plans'), message: 'Can I switch advisors on the free plan?' });
  const submit = (body: unknown, headers: Record<string, string> = {}) =>
    call(server, '/api/contact', { method: 'POST', body, headers: { 'x-forwarded-for': nextClientIp(), ...headers } });

  async function storedWith(subject: string) {
    const rows = await server.database.db
      .select({ userId: contactMessages.userId, name: contactMessages.name, email: contactMessages.email, subject: contactMessages.subject, message: contactMessages.message })
      .from(contactMessages)
      .where(eq(contactMessages.subject, subject));
    expect(rows).toHaveLength(1);
    return rows[0];
  }

  beforeAll(async () => {
    server = await startTestServer(backend, { TRUSTED_PROXIES: '127.0.0.1', DEMO_ACCOUNTS: 'false', TEAM_EMAIL: teamEmail });
    admin = await signUpAndSignIn(server, { role: 'admin' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("stores a visitor's message trimmed, with no user", async () => {
    const body = valid();
    const response = await submit({ name: '  Ada Lovelace ', email: ' Ada@Example.com ', subject: `  ${body.subject} `, message: '\n  Hello there.\n\nSecond paragraph.  ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ received: true });
    expect(await storedWith(body.subject)).toEqual({
      userId: null,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: body.subject,
      message: 'Hello there.\n\nSecond paragraph.',
    });
  });

  it('mails the team with the message, and the sender as reply-to', async () => {
    const body = { ...valid(), name: 'Grace Hopper', email: 'grace@example.com', message: 'First line.\n\nA <b>second</b> paragraph.' };
    expect((await submit(body)).status).toBe(201);
    const mail = (await readOutbox(server)).find((row) => row.kind === 'contact_message' && row.subject === `Contact: ${body.subject}`);
    expect(mail).toMatchObject({ to: teamEmail, replyTo: 'grace@example.com' });
    expect(mail?.text).toContain('Grace Hopper (grace@example.com)');
    expect(mail?.text).toContain(`Subject: ${body.subject}`);
    expect(mail?.text).toContain('First line.');
    expect(mail?.text).toContain('A <b>second</b> paragraph.');
    // The HTML copy escapes what the visitor typed.
    expect(mail?.html).toContain('A &lt;b&gt;second&lt;/b&gt; paragraph.');
    expect(mail?.html).not.toContain('<b>second</b>');
    // The admin's outbox shows the reply-to as well.
    const outbox = await call(server, `/api/admin/outbox?q=${encodeURIComponent(body.subject)}`, { headers: admin.headers });
    expect(outbox.body.rows.find((row: { subject: string }) => row.subject === `Contact: ${body.subject}`)).toMatchObject({ kind: 'contact_message', to: teamEmail, replyTo: 'grace@example.com' });
  });

  it('keeps a subject with line breaks on one line in the mail', async () => {
    const subject = unique('Two\nlines');
    expect((await submit({ ...valid(), subject })).status).toBe(201);
    const mail = await latestMail(server, teamEmail, 'contact_message');
    expect(mail.subject).toBe(`Contact: ${subject.replace('\n', ' ')}`);
  });

  it.each(['free', 'premium'] as const)("links a signed-in %s user's message to the account", async (plan) => {
    const user = await signUpAndSignIn(server, { plan });
    const body = valid();
    expect((await submit(body, user.headers)).status).toBe(201);
    expect((await storedWith(body.subject))?.userId).toBe(user.id);
  });

  it.each([
    [{ name: '' }, 'name', messages.nameRequired],
    [{ name: '   ' }, 'name', messages.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', messages.nameTooLong],
    [{ email: '' }, 'email', messages.emailRequired],
    [{ email: 'ada@' }, 'email', 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email', 'Email is too long'],
    [{ subject: '' }, 'subject', messages.subjectRequired],
    [{ subject: 'x'.repeat(151) }, 'subject', messages.subjectTooLong],
    [{ message: ' \n ' }, 'message', messages.messageRequired],
    [{ message: 'x'.repeat(5001) }, 'message', messages.messageTooLong],
  ])('refuses %j with a message for %s', async (change, field, message) => {
    const response = await submit({ ...valid(), ...change });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request:validation');
    expect(response.body.error.fields[field]).toBe(message);
  });

  it('names every missing field at once, and stores and mails nothing', async () => {
    const before = (await readOutbox(server)).length;
    const response = await submit({});
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      name: messages.nameRequired,
      email: messages.emailRequired,
      subject: messages.subjectRequired,
      message: messages.messageRequired,
    });
    expect((await readOutbox(server)).length).toBe(before);
  });

  it('accepts each field at its longest', async () => {
    const body = { name: 'n'.repeat(100), email: 'long@example.com', subject: unique('s'.repeat(120)), message: 'm'.repeat(5000) };
    expect((await submit(body)).status).toBe(201);
  });

  it('refuses a cookie-carrying request from another origin', async () => {
    const response = await submit(valid(), { cookie: 'session=abc', origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('bad_request:origin');
  });

  it('limits messages per client with 429 and Retry-After', async () => {
    const ip = nextClientIp();
    let limited: Awaited<ReturnType<typeof call>> | undefined;
    for (let attempt = 0; attempt <= server.config.formRateLimitPerMinute && !limited; attempt++) {
      const response = await call(server, '/api/contact', { method: 'POST', body: valid(), headers: { 'x-forwarded-for': ip } });
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(201);
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited?.body.error.code).toBe('rate_limit:request');
    expect((await submit(valid())).status).toBe(201);
  });

  it.each([
    ['visitor', 401, 'unauthorized:session'],
    ['free', 403, 'forbidden:admin'],
    ['premium', 403, 'forbidden:admin'],
  ] as [Role, number, string][])('keeps the contact messages from a %s', async (role, status, code) => {
    const response = await call(server, '/api/admin/contact-messages', { headers: await headersFor(server, role) });
    expect(response.status).toBe(status);
    expect(response.body.error.code).toBe(code);
  });

  it('shows an admin the messages, newest first', async () => {
    const older = valid();
    const newer = { ...valid(), name: 'Katherine Johnson', email: 'katherine@example.com' };
    await submit(older);
    await submit(newer);
    const response = await call(server, '/api/admin/contact-messages', { headers: admin.headers });
    expect(response.status).toBe(200);
    const rows = response.body.rows.map((row: unknown) => contactMessageRowSchema.parse(row));
    expect(rows[0]).toMatchObject({ ...newer, userId: null });
    expect(rows[1]).toMatchObject({ ...older, userId: null });
    const times = rows.map((row: { createdAt: string }) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await call(server, '/api/admin/contact-messages?pageSize=2', { headers: admin.headers })).body.rows).toHaveLength(2);
    expect((await call(server, '/api/admin/contact-messages?pageSize=101', { headers: admin.headers })).status).toBe(400);
  });
});

describe('site info', () => {
  it('serves the default contact details and the office hours', async () => {
    const server = await startTestServer('pglite', { DEMO_ACCOUNTS: 'false' });
    try {
      const response = await call(server, '/api/site-info');
      expect(response.status).toBe(200);
      expect(siteInfoSchema.parse(response.body)).toEqual({
        contactPhone: '+1 (555) 013-2024',
        contactEmail: 'support@wayfinder.app',
        contactAddress: expect.stringContaining('Portland, OR'),
        officeHours: [
          { days: 'Mon-Fri', hours: '9:00 AM-6:00 PM PST' },
          { days: 'Weekends', hours: 'Closed' },
        ],
      });
    } finally {
      await server.close();
    }
  });

  it("serves the operator's contact details", async () => {
    const server = await startTestServer('pglite', {
      DEMO_ACCOUNTS: 'false',
      CONTACT_PHONE: '+44 20 7946 0000',
      CONTACT_EMAIL: 'help@example.org',
      CONTACT_ADDRESS: '1 Example Street, London',
    });
    try {
      const response = await call(server, '/api/site-info');
      expect(response.body).toMatchObject({ contactPhone: '+44 20 7946 0000', contactEmail: 'help@example.org', contactAddress: '1 Example Street, London' });
    } finally {
      await server.close();
    }
  });
});
