import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { feedbackMessages, feedbackRowSchema } from '../../src/shared/feedback/feedback.schema.ts';
import { feedback } from '../../src/server/db/schema/index.ts';
import { backends, call, headersFor, nextClientIp, signUpAndSignIn, startTestServer, type Role, type TestServer, type TestUser } from './support/test-server.ts';

describe.each(backends)('feedback on %s', (backend) => {
  let server: TestServer;
  let admin: TestUser;
  let counter = 0;
  const unique = (text: string) => `${text} #${Date.now()}-${counter++}`;
  const submit = (body: unknown, headers: Record<string, string> = {}) =>
    call(server, '/api/feedback', { method: 'POST', body, headers: { 'x-forwarded-for': nextClientIp(), ...headers } });

  /** The stored record, exactly as the table holds it. */
  async function storedWith(partingThoughts: string) {
    const rows = await server.database.db
      .select({
        userId: feedback.userId,
        rating: feedback.rating,
        whatILiked: feedback.whatILiked,
        roomForImprovement: feedback.roomForImprovement,
        partingThoughts: feedback.partingThoughts,
        wantReply: feedback.wantReply,
        name: feedback.name,
        email: feedback.email,
      })
      .from(feedback)
      .where(eq(feedback.partingThoughts, partingThoughts));
    expect(rows).toHaveLength(1);
    return rows[0];
  }

  beforeAll(async () => {
    server = await startTestServer(backend, { TRUSTED_PROXIES: '127.0.0.1', DEMO_ACCOUNTS: 'false' });
    admin = await signUpAndSignIn(server, { role: 'admin' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("stores a visitor's feedback as the spec's record, with no user and no reply details", async () => {
    const message = unique('Loved the advisor directory');
    const response = await submit({ rating: 5, message: `  ${message}  `, wantReply: false, name: 'Not Kept', email: 'not-kept@example.com' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ received: true });
    expect(await storedWith(message)).toEqual({
      userId: null,
      rating: 5,
      whatILiked: null,
      roomForImprovement: null,
      partingThoughts: message,
      wantReply: false,
      name: null,
      email: null,
    });
  });

  it('keeps the name and email when a reply is wanted', async () => {
    const message = unique('Please add more travel advisors');
    expect((await submit({ rating: 3, message, wantReply: true, name: '  Grace Hopper ', email: ' Grace@Example.com ' })).status).toBe(201);
    expect(await storedWith(message)).toMatchObject({ userId: null, rating: 3, wantReply: true, name: 'Grace Hopper', email: 'grace@example.com' });
  });

  it('stores a missing or blank message as null', async () => {
    for (const message of [undefined, '', '   ']) {
      expect((await submit({ rating: 2, ...(message === undefined ? {} : { message }) })).status).toBe(201);
    }
    const rows = await server.database.db
      .select({ partingThoughts: feedback.partingThoughts, wantReply: feedback.wantReply })
      .from(feedback)
      .orderBy(desc(feedback.createdAt))
      .limit(3);
    expect(rows).toEqual([
      { partingThoughts: null, wantReply: false },
      { partingThoughts: null, wantReply: false },
      { partingThoughts: null, wantReply: false },
    ]);
  });

  it.each(['free', 'premium', 'admin'] as const)("links a signed-in %s user's feedback to the account", async (role) => {
    const user = await signUpAndSignIn(server, { role: role === 'admin' ? 'admin' : 'user', plan: role === 'premium' ? 'premium' : 'free' });
    const message = unique(`Feedback from a ${role} user`);
    expect((await submit({ rating: 4, message }, user.headers)).status).toBe(201);
    expect((await storedWith(message))?.userId).toBe(user.id);
  });

  it.each([
    [{}, 'rating', feedbackMessages.ratingRequired],
    [{ rating: 0 }, 'rating', feedbackMessages.ratingRequired],
    [{ rating: 6 }, 'rating', feedbackMessages.ratingRequired],
    [{ rating: 3.5 }, 'rating', feedbackMessages.ratingRequired],
    [{ rating: '4' }, 'rating', feedbackMessages.ratingRequired],
    [{ rating: 4, message: 'x'.repeat(2001) }, 'message', feedbackMessages.messageTooLong],
    [{ rating: 4, wantReply: true, email: 'ada@example.com' }, 'name', feedbackMessages.nameRequired],
    [{ rating: 4, wantReply: true, name: 'x'.repeat(101), email: 'ada@example.com' }, 'name', feedbackMessages.nameTooLong],
    [{ rating: 4, wantReply: true, name: 'Ada' }, 'email', feedbackMessages.emailRequired],
    [{ rating: 4, wantReply: true, name: 'Ada', email: 'ada@' }, 'email', 'Please enter a valid email address'],
    [{ rating: 4, wantReply: true, name: 'Ada', email: `${'a'.repeat(250)}@example.com` }, 'email', 'Email is too long'],
  ])('refuses %j with a message for %s', async (body, field, message) => {
    const response = await submit(body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request:validation');
    expect(response.body.error.fields[field]).toBe(message);
  });

  it('accepts a 2000-character message and refuses malformed JSON', async () => {
    expect((await submit({ rating: 1, message: 'y'.repeat(2000) })).status).toBe(201);
    const malformed = await submit('{"rating":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('bad_request:validation');
  });

  it('refuses a cookie-carrying request from another origin', async () => {
    const response = await submit({ rating: 5 }, { cookie: 'session=abc', origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('bad_request:origin');
  });

  it('the table itself refuses a rating outside 1-5 and reply details without a reply wanted', async () => {
    await expect(server.database.db.insert(feedback).values({ rating: 0, wantReply: false })).rejects.toThrow();
    await expect(server.database.db.insert(feedback).values({ rating: 3, wantReply: false, name: 'Ada', email: 'ada@example.com' })).rejects.toThrow();
    await expect(server.database.db.insert(feedback).values({ rating: 3, wantReply: true, name: null, email: null })).rejects.toThrow();
  });

  it('limits submissions per client with 429 and Retry-After', async () => {
    const ip = nextClientIp();
    let limited: Awaited<ReturnType<typeof call>> | undefined;
    for (let attempt = 0; attempt <= server.config.formRateLimitPerMinute && !limited; attempt++) {
      const response = await call(server, '/api/feedback', { method: 'POST', body: { rating: 4 }, headers: { 'x-forwarded-for': ip } });
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(201);
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited?.body.error.code).toBe('rate_limit:request');
    // Another client is not affected.
    expect((await submit({ rating: 4 })).status).toBe(201);
  });

  it.each([
    ['visitor', 401, 'unauthorized:session'],
    ['free', 403, 'forbidden:admin'],
    ['premium', 403, 'forbidden:admin'],
  ] as [Role, number, string][])('keeps the feedback list from a %s', async (role, status, code) => {
    const response = await call(server, '/api/admin/feedback', { headers: await headersFor(server, role) });
    expect(response.status).toBe(status);
    expect(response.body.error.code).toBe(code);
  });

  it('shows an admin the feedback, newest first, with the spec fields', async () => {
    const older = unique('Older note');
    const newer = unique('Newer note');
    await submit({ rating: 2, message: older });
    await submit({ rating: 5, message: newer, wantReply: true, name: 'Ada', email: 'ada@example.com' });
    const response = await call(server, '/api/admin/feedback?pageSize=100', { headers: admin.headers });
    expect(response.status).toBe(200);
    const rows = response.body.rows.map((row: unknown) => feedbackRowSchema.parse(row));
    expect(rows[0]).toMatchObject({ partingThoughts: newer, rating: 5, wantReply: true, name: 'Ada', email: 'ada@example.com', whatILiked: null, roomForImprovement: null, userId: null });
    expect(rows[1]).toMatchObject({ partingThoughts: older, rating: 2, wantReply: false, name: null, email: null });
    const times = rows.map((row: { createdAt: string }) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const [{ count }] = (await server.database.db.select({ count: sql<number>`count(*)::int` }).from(feedback)) as [{ count: number }];
    expect(rows).toHaveLength(Math.min(count, 100));
    expect(response.body.total).toBe(count);
    expect((await call(server, '/api/admin/feedback?pageSize=1', { headers: admin.headers })).body.rows).toHaveLength(1);
    expect((await call(server, '/api/admin/feedback?pageSize=0', { headers: admin.headers })).status).toBe(400);
  });
});
