import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsMaxRangeDays, daySeries, utcIsoDate } from '../../src/shared/admin/analytics-range.ts';
import { analyticsSchema, type Analytics } from '../../src/shared/admin/analytics.schema.ts';
import { conversationIdHeader } from '../../src/shared/chat/conversation.schema.ts';
import { addDays } from '../../src/shared/itineraries/trip-dates.ts';
import {
  advisorChatUsage,
  advisors,
  auditLog,
  conversations,
  feedback,
  invitations,
  inviteRequests,
  itineraries,
  subscriptions,
  user,
} from '../../src/server/db/schema/index.ts';
import { chat } from './support/chat.ts';
import { generated } from './support/itineraries.ts';
import {
  backends,
  call,
  latestMail,
  nextClientIp,
  signUpAndSignIn,
  startTestServer,
  type TestServer,
  type TestUser,
} from './support/test-server.ts';

const dayMs = 24 * 60 * 60 * 1000;
const secret = 'zebra-quartz-secret';

describe.each(backends)('admin analytics on %s', (backend) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer(backend, { TRUSTED_PROXIES: '127.0.0.1', DEMO_ACCOUNTS: 'false', CHAT_RATE_LIMIT_PER_MINUTE: '1000' });
    admin = await signUpAndSignIn(server, { role: 'admin', name: 'Ada Admin' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const analytics = async (query: string): Promise<Analytics> => {
    const response = await call(server, `/api/admin/analytics?${query}`, { headers: admin.headers });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return analyticsSchema.parse(response.body);
  };

  it('is for admins only', async () => {
    expect((await call(server, '/api/admin/analytics', { headers: { origin: server.url } })).status).toBe(401);
    const member = await signUpAndSignIn(server, { plan: 'premium' });
    expect((await call(server, '/api/admin/analytics', { headers: member.headers })).status).toBe(403);
  });

  it('covers the preset ranges, ending today in UTC, every day present', async () => {
    const today = utcIsoDate(new Date());
    for (const [range, days] of [
      ['7d', 7],
      ['30d', 30],
      ['90d', 90],
    ] as const) {
      const result = await analytics(`range=${range}`);
      expect(result.range).toEqual({ from: addDays(today, 1 - days), to: today, days, timeZone: 'UTC' });
      expect(result.days.map((day) => day.date)).toEqual(daySeries(addDays(today, 1 - days), today));
    }
    // 30 days when no range is given.
    expect((await analytics('')).range.days).toBe(30);
  });

  it.each([
    ['range=custom', 'from', 'Please pick a start date.'],
    ['range=custom&from=2026-01-01', 'to', 'Please pick an end date.'],
    ['range=custom&from=2026-01-10&to=2026-01-09', 'to', 'The end date must be on or after the start date.'],
    ['range=custom&from=2026-02-30&to=2026-03-01', 'from', 'Please give a date as YYYY-MM-DD.'],
    ['range=custom&from=2024-01-01&to=2025-01-01', 'from', `A range can span at most ${analyticsMaxRangeDays} days.`],
    [`range=custom&from=2026-01-01&to=${addDays(utcIsoDate(new Date()), 2)}`, 'to', 'The end date cannot be after today (UTC).'],
  ])('refuses %s with a clear message', async (query, field, message) => {
    const response = await call(server, `/api/admin/analytics?${query}`, { headers: admin.headers });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request:validation');
    expect(response.body.error.message).toBe(message);
    expect(response.body.error.fields[field]).toBe(message);
  });

  it('refuses an unknown preset', async () => {
    const response = await call(server, '/api/admin/analytics?range=12d', { headers: admin.headers });
    expect(response.status).toBe(400);
  });

  it('accepts a range of exactly the longest span, and a one-day range', async () => {
    const to = utcIsoDate(new Date());
    const from = addDays(to, 1 - analyticsMaxRangeDays);
    expect((await analytics(`range=custom&from=${from}&to=${to}`)).days).toHaveLength(analyticsMaxRangeDays);
    expect((await analytics(`range=custom&from=${to}&to=${to}`)).days).toHaveLength(1);
  });

  /** Every figure, counted in the test from the rows themselves rather than by the server's SQL. */
  async function countedFromTheDatabase(from: string, to: string) {
    const { db } = server.database;
    const inRange = (at: Date) => utcIsoDate(at) >= from && utcIsoDate(at) <= to;
    const perDay = (dates: Date[]) => {
      const counts = new Map<string, number>();
      for (const at of dates.filter(inRange)) counts.set(utcIsoDate(at), (counts.get(utcIsoDate(at)) ?? 0) + 1);
      return counts;
    };
    const users = perDay((await db.select({ at: user.createdAt }).from(user)).map((row) => row.at));
    const trips = perDay((await db.select({ at: itineraries.createdAt }).from(itineraries)).map((row) => row.at));
    const usage = await db.select({ day: advisorChatUsage.day, messages: advisorChatUsage.messages }).from(advisorChatUsage);
    const ratings = await db.select({ rating: feedback.rating, at: feedback.createdAt }).from(feedback);
    const grants = await db.select({ action: auditLog.action, before: auditLog.before, at: auditLog.createdAt }).from(auditLog);
    const conversions = perDay(
      grants
        .filter((row) => row.action === 'customer.grant_premium')
        .filter((row) => {
          const before = row.before as { plan: string; premiumUntil: string | null };
          return !(before.plan === 'premium' && (before.premiumUntil === null || Date.parse(before.premiumUntil) > row.at.getTime()));
        })
        .map((row) => row.at),
    );
    const days = daySeries(from, to).map((date) => {
      const counts = [1, 2, 3, 4, 5].map((rating) => ratings.filter((row) => row.rating === rating && utcIsoDate(row.at) === date).length);
      const total = counts.reduce((sum, value) => sum + value, 0);
      const average =
        total === 0 ? null : Math.round((counts.reduce((sum, value, index) => sum + value * (index + 1), 0) / total) * 100) / 100;
      return {
        date,
        signups: users.get(date) ?? 0,
        chatMessages: usage.filter((row) => row.day === date).reduce((sum, row) => sum + row.messages, 0),
        itineraries: trips.get(date) ?? 0,
        feedback: { counts, average },
        conversions: conversions.get(date) ?? 0,
      };
    });

    const conversationRows = await db
      .select({ id: conversations.id, advisorId: conversations.advisorId, at: conversations.createdAt })
      .from(conversations);
    const advisorUsage = await db
      .select({ advisorId: advisorChatUsage.advisorId, day: advisorChatUsage.day, messages: advisorChatUsage.messages })
      .from(advisorChatUsage);
    const advisorRows = await db.select({ id: advisors.id, name: advisors.name, slug: advisors.slug }).from(advisors);
    const activity = advisorRows
      .map((advisor) => ({
        ...advisor,
        conversations: conversationRows.filter((row) => row.advisorId === advisor.id && inRange(row.at)).length,
        messages: advisorUsage
          .filter((row) => row.advisorId === advisor.id && row.day >= from && row.day <= to)
          .reduce((sum, row) => sum + row.messages, 0),
      }))
      .filter((advisor) => advisor.conversations + advisor.messages > 0);

    const requests = (
      await db.select({ id: inviteRequests.id, status: inviteRequests.status, at: inviteRequests.createdAt }).from(inviteRequests)
    ).filter((row) => inRange(row.at));
    const used = (await db.select({ requestId: invitations.inviteRequestId, usedAt: invitations.usedAt }).from(invitations)).filter(
      (row) => row.usedAt !== null,
    );
    return {
      days,
      advisors: activity,
      funnel: {
        requested: requests.length,
        approved: requests.filter((row) => row.status === 'approved').length,
        signedUp: requests.filter((row) => used.some((invitation) => invitation.requestId === row.id)).length,
      },
    };
  }

  it('counts what the database holds per UTC day, with zeros for empty days, and never what anyone wrote', async () => {
    const { db } = server.database;
    const today = utcIsoDate(new Date());
    const start = addDays(today, -13);
    const [advisorA, advisorB, advisorC] = await server.services.advisors.list();
    if (!advisorA || !advisorB || !advisorC) throw new Error('unreachable');

    // Invites: one pending, one approved and never used, one approved and signed up with.
    const submitInvite = (email: string) =>
      call(server, '/api/invite-requests', {
        method: 'POST',
        headers: { 'x-forwarded-for': nextClientIp() },
        body: { name: 'Marie Curie', email, advisors: [advisorA.id], howDidYouHear: `A podcast ${secret}`, mailingList: false },
      });
    const stamp = Date.now();
    const emails = [`pending-${stamp}@example.com`, `approved-${stamp}@example.com`, `joined-${stamp}@example.com`];
    for (const email of emails) expect((await submitInvite(email)).status).toBe(201);
    const requestIdOf = async (email: string) =>
      (await db.select({ id: inviteRequests.id }).from(inviteRequests).where(eq(inviteRequests.email, email)))[0]!.id;
    for (const email of emails.slice(1)) {
      expect(
        (await call(server, `/api/admin/invite-requests/${await requestIdOf(email)}/approve`, { method: 'POST', headers: admin.headers }))
          .status,
      ).toBe(200);
    }
    const token = /\/signup\?invite=([A-Za-z0-9_-]+)/.exec((await latestMail(server, emails[2]!, 'invitation')).text)?.[1];
    const signUp = await call(server, '/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'x-forwarded-for': nextClientIp() },
      body: { name: 'Joined By Invite', email: emails[2], password: 'maple-river-lantern-42', inviteToken: token },
    });
    expect(signUp.status).toBe(200);

    // Chat: a free user's two messages (counted, not stored) and a Premium user's saved conversation.
    const free = await signUpAndSignIn(server, { plan: 'free' });
    const premium = await signUpAndSignIn(server, { plan: 'premium' });
    const replies: string[] = [];
    for (let index = 0; index < 2; index++) {
      const sent = await chat(server, free.headers, { message: `Free words ${secret} ${index}`, advisorId: advisorA.id });
      expect(sent.status).toBe(200);
      replies.push(sent.content);
    }
    const first = await chat(server, premium.headers, { message: `Premium words ${secret}`, advisorId: advisorB.id });
    expect(first.status).toBe(200);
    replies.push(first.content);
    const threadId = first.headers.get(conversationIdHeader);
    const second = await chat(server, premium.headers, { message: `More premium words ${secret}`, advisorId: advisorB.id, threadId });
    expect(second.status).toBe(200);
    replies.push(second.content);
    await server.services.memoryWriter.idle();

    // An itinerary, and feedback rated 5, 5 and 2.
    const trip = await generated(server, premium.headers, { otherPreferences: `Quiet places ${secret}` });
    for (const rating of [5, 5, 2]) {
      const sent = await call(server, '/api/feedback', {
        method: 'POST',
        headers: { 'x-forwarded-for': nextClientIp() },
        body: { rating, partingThoughts: `Feedback ${secret}` },
      });
      expect(sent.status).toBe(201);
    }

    // Conversions: a free user granted Premium converts; a grant to someone already Premium does
    // not; a grant after an earlier one ended does.
    const convert = await signUpAndSignIn(server, { plan: 'free' });
    const lapsed = await signUpAndSignIn(server, { plan: 'free' });
    await db.insert(subscriptions).values({ userId: lapsed.id, status: 'active', provider: 'manual', currentPeriodEnd: new Date(Date.now() - dayMs) });
    for (const id of [convert.id, premium.id, lapsed.id]) {
      expect(
        (await call(server, `/api/admin/customers/${id}/grant-premium`, { method: 'POST', headers: admin.headers, body: {} })).status,
      ).toBe(200);
    }

    // Some events moved back in time: three days ago (inside the range) and twenty days ago (outside).
    await db
      .update(user)
      .set({ createdAt: new Date(Date.now() - 3 * dayMs) })
      .where(eq(user.id, free.id));
    await db
      .update(user)
      .set({ createdAt: new Date(Date.now() - 20 * dayMs) })
      .where(eq(user.id, lapsed.id));
    await db
      .update(itineraries)
      .set({ createdAt: new Date(Date.now() - 3 * dayMs) })
      .where(eq(itineraries.id, trip.id));
    await db.insert(feedback).values({ rating: 3, createdAt: new Date(Date.now() - 3 * dayMs) });
    await db.insert(feedback).values({ rating: 1, createdAt: new Date(Date.now() - 20 * dayMs) });
    // Messages are counted per advisor (the quota's own per-user counters are pruned after 35 days).
    await db.insert(advisorChatUsage).values({ advisorId: advisorC.id, day: addDays(today, -3), messages: 4 });
    await db.insert(advisorChatUsage).values({ advisorId: advisorC.id, day: addDays(today, -20), messages: 9 });

    const result = await analytics(`range=custom&from=${start}&to=${today}`);
    const expected = await countedFromTheDatabase(start, today);
    expect(result.days).toEqual(expected.days);
    expect(result.advisors).toEqual(expect.arrayContaining(expected.advisors));
    expect(result.advisors).toHaveLength(expected.advisors.length);
    expect(result.funnel).toEqual(expected.funnel);

    // The known figures: today and three days ago, and empty days as zeros.
    const on = (date: string) => result.days.find((day) => day.date === date)!;
    const todays = on(today);
    expect(todays.chatMessages).toBe(4);
    expect(todays.feedback).toEqual({ counts: [0, 1, 0, 0, 2], average: 4 });
    expect(todays.conversions).toBe(2);
    expect(on(addDays(today, -3))).toMatchObject({
      signups: 1,
      chatMessages: 4,
      itineraries: 1,
      feedback: { counts: [0, 0, 1, 0, 0], average: 3 },
    });
    expect(on(addDays(today, -5))).toEqual({
      date: addDays(today, -5),
      signups: 0,
      chatMessages: 0,
      itineraries: 0,
      feedback: { counts: [0, 0, 0, 0, 0], average: null },
      conversions: 0,
    });
    expect(result.funnel).toEqual({ requested: 3, approved: 2, signedUp: 1 });
    // Free chat counts for its advisor too (never stored, so no conversation); ties go to the advisor with conversations.
    expect(result.advisors).toEqual([
      { id: advisorC.id, name: advisorC.name, slug: advisorC.slug, conversations: 0, messages: 4 },
      { id: advisorB.id, name: advisorB.name, slug: advisorB.slug, conversations: 1, messages: 2 },
      { id: advisorA.id, name: advisorA.name, slug: advisorA.slug, conversations: 0, messages: 2 },
    ]);
    expect(result.totals).toEqual({
      signups: result.days.reduce((sum, day) => sum + day.signups, 0),
      chatMessages: 8,
      itineraries: 1,
      feedback: 4,
      averageRating: 3.75,
      conversions: 2,
    });

    // The events of twenty days ago are outside this range but inside 30 days.
    const month = await analytics('range=30d');
    expect(month.totals.chatMessages).toBe(17);
    expect(month.totals.feedback).toBe(5);
    expect(month.days).toEqual((await countedFromTheDatabase(month.range.from, month.range.to)).days);

    // Counts only: no message, reply, itinerary, feedback or invite text.
    const raw = JSON.stringify(
      (await call(server, `/api/admin/analytics?range=custom&from=${start}&to=${today}`, { headers: admin.headers })).body,
    );
    expect(raw).not.toContain(secret);
    expect(raw).not.toContain(trip.destinationCity);
    for (const reply of replies.filter((text) => text.length > 20)) expect(raw).not.toContain(reply.slice(0, 40));
  });
});
