import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletedAccountLabel } from '../../src/server/account-deletion/index.ts';
import {
  account,
  advisorMemories,
  auditLog,
  chatPreferences,
  chatUsage,
  contactMessages,
  conversationMessages,
  conversations,
  feedback,
  itineraries,
  itineraryShareLinks,
  mailingList,
  session,
  subscriptions,
  user,
  userAvatars,
} from '../../src/server/db/schema/index.ts';
import { type BillingHarness, startWithFakeStripe, subscribe } from './support/billing.ts';
import { giveHistory } from './support/user-history.ts';
import { backends, call, latestMail, queryRows, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

const deleteAccount = (server: TestServer, who: TestUser, body: unknown = { email: who.email, password: who.password }) =>
  call(server, '/api/me', { method: 'DELETE', headers: who.headers, body });

async function rowsOf(server: TestServer, who: TestUser) {
  const { db } = server.database;
  const count = async (table: PgTable, where: SQL | undefined) => (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0]?.n ?? 0;
  const ownConversations = db.select({ id: conversations.id }).from(conversations).where(eq(conversations.userId, who.id));
  const ownItineraries = db.select({ id: itineraries.id }).from(itineraries).where(eq(itineraries.userId, who.id));
  return {
    user: await count(user, eq(user.id, who.id)),
    sessions: await count(session, eq(session.userId, who.id)),
    credentials: await count(account, eq(account.userId, who.id)),
    subscriptions: await count(subscriptions, eq(subscriptions.userId, who.id)),
    conversations: await count(conversations, eq(conversations.userId, who.id)),
    messages: await count(conversationMessages, inArray(conversationMessages.conversationId, ownConversations)),
    memories: await count(advisorMemories, eq(advisorMemories.userId, who.id)),
    preferences: await count(chatPreferences, eq(chatPreferences.userId, who.id)),
    usage: await count(chatUsage, eq(chatUsage.userId, who.id)),
    itineraries: await count(itineraries, eq(itineraries.userId, who.id)),
    shareLinks: await count(itineraryShareLinks, inArray(itineraryShareLinks.itineraryId, ownItineraries)),
    photos: await count(userAvatars, eq(userAvatars.userId, who.id)),
    mailingList: await count(mailingList, sql`lower(${mailingList.email}) = ${who.email.toLowerCase()}`),
    feedbackLinked: await count(feedback, eq(feedback.userId, who.id)),
    contactLinked: await count(contactMessages, eq(contactMessages.userId, who.id)),
    auditAboutThem: await count(auditLog, eq(auditLog.targetId, who.id)),
  };
}

describe.each(backends)('deleting one’s own account on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('refuses a visitor, another email and a wrong password, and keeps the account', async () => {
    expect((await call(server, '/api/me', { method: 'DELETE', headers: { origin: server.url }, body: { email: 'a@example.com', password: 'x' } })).status).toBe(401);
    const member = await signUpAndSignIn(server);
    const wrongEmail = await deleteAccount(server, member, { email: 'someone.else@example.com', password: member.password });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.body.error).toMatchObject({ code: 'bad_request:deletion_email', message: 'This is not the email of your account.' });
    const wrongPassword = await deleteAccount(server, member, { email: member.email, password: 'not-my-password' });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error).toMatchObject({ code: 'bad_request:deletion_password', message: 'The password is not correct.' });
    expect((await deleteAccount(server, member, { email: member.email })).status).toBe(400);
    expect((await call(server, '/api/me', { headers: member.headers })).status).toBe(200);
  });

  it('removes every row of the account in one go, keeps feedback and contact text without the sender, and leaves another account whole', async () => {
    const admin = await signUpAndSignIn(server, { role: 'admin' });
    const member = await signUpAndSignIn(server, { name: 'Rosa Leaving' });
    const other = await signUpAndSignIn(server, { name: 'Otto Staying' });
    await giveHistory(server, member, admin, 'rosa');
    await giveHistory(server, other, admin, 'otto');
    const before = await rowsOf(server, member);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);
    const otherBefore = await rowsOf(server, other);

    // Typed with other capitals and spaces: still their email.
    const deleted = await deleteAccount(server, member, { email: `  ${member.email.toUpperCase()} `, password: member.password });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true });
    expect(deleted.headers.getSetCookie().some((cookie) => /session_token=;/.test(cookie) && /Max-Age=0/i.test(cookie))).toBe(true);

    expect(await rowsOf(server, member)).toEqual(Object.fromEntries(Object.keys(before).map((key) => [key, 0])));
    expect(await rowsOf(server, other)).toEqual(otherBefore);

    const { db } = server.database;
    const keptFeedback = await db.select().from(feedback).where(sql`${feedback.partingThoughts} = 'Thanks rosa'`);
    expect(keptFeedback).toEqual([expect.objectContaining({ userId: null, name: null, email: null, wantReply: false, rating: 5 })]);
    const keptContact = await db.select().from(contactMessages).where(eq(contactMessages.subject, 'Question rosa'));
    expect(keptContact).toEqual([expect.objectContaining({ userId: null, name: null, email: null, message: 'Can I ask about rosa?' })]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, deletedAccountLabel(member.id)));
    expect(audit).toEqual([expect.objectContaining({ action: 'customer.grant_premium', actorEmail: admin.email, before: null, after: null })]);
    expect(JSON.stringify(await db.select().from(auditLog))).not.toContain(member.email);

    const mail = await latestMail(server, member.email, 'account_deleted');
    expect(mail.subject).toBe('Your Wayfinder account has been deleted');
    expect(mail.text).toContain('Hello Rosa Leaving,');
    expect(mail.text).not.toContain('Premium subscription was cancelled');

    // The session is gone, the password opens nothing, and the email can start again as a new person.
    expect((await call(server, '/api/me', { headers: member.headers })).status).toBe(401);
    await expect(server.auth.api.signInEmail({ body: { email: member.email, password: member.password } })).rejects.toThrow();
    const again = await signUpAndSignIn(server, { email: member.email });
    expect(again.id).not.toBe(member.id);
    expect((await call(server, '/api/conversations', { headers: again.headers })).body).toMatchObject({ conversations: [] });
  });

  it('keeps the last admin, and lets an admin leave once another remains', async () => {
    const { db } = server.database;
    await db.update(user).set({ role: 'user' }).where(eq(user.role, 'admin'));
    const only = await signUpAndSignIn(server, { role: 'admin' });
    const refused = await deleteAccount(server, only);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('conflict:deletion_last_admin');
    await signUpAndSignIn(server, { role: 'admin' });
    expect((await deleteAccount(server, only)).status).toBe(200);
  });
});

describe.each(backends)('an admin deleting a customer on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('deletes the account as its owner could, audited under the deleted-account label, and tells the customer', async () => {
    const admin = await signUpAndSignIn(server, { role: 'admin' });
    const member = await signUpAndSignIn(server, { name: 'Carla Removed' });
    const other = await signUpAndSignIn(server);
    await giveHistory(server, member, admin, 'carla');
    await giveHistory(server, other, admin, 'other');
    const otherBefore = await rowsOf(server, other);

    const deleted = await call(server, `/api/admin/customers/${member.id}`, { method: 'DELETE', headers: admin.headers });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true });
    expect(Object.values(await rowsOf(server, member)).every((n) => n === 0)).toBe(true);
    expect(await rowsOf(server, other)).toEqual(otherBefore);

    const rows = await server.database.db.select().from(auditLog).where(eq(auditLog.targetId, deletedAccountLabel(member.id)));
    expect(rows.map((row) => row.action).sort()).toEqual(['customer.delete', 'customer.grant_premium']);
    expect(rows.find((row) => row.action === 'customer.delete')).toMatchObject({ actorId: admin.id, actorEmail: admin.email, before: null, after: null });
    expect((await latestMail(server, member.email, 'account_deleted')).text).toContain('has been deleted by our team');
    expect((await call(server, `/api/admin/customers/${member.id}`, { method: 'DELETE', headers: admin.headers })).status).toBe(404);
  });

  it('refuses to delete the admin who asks: their own account is deleted from My Account', async () => {
    const admin = await signUpAndSignIn(server, { role: 'admin' });
    const refused = await call(server, `/api/admin/customers/${admin.id}`, { method: 'DELETE', headers: admin.headers });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('conflict:delete_self');
  });
});

describe.each(backends)('deleting a Premium account billed by Stripe (the fake) on %s', (backend) => {
  let harness: BillingHarness;
  beforeAll(async () => {
    harness = await startWithFakeStripe(backend);
  });
  afterAll(() => harness.close());

  it('cancels the subscription at Stripe now, without a final invoice, then deletes; Stripe’s later events change nothing', async () => {
    const { server, fake } = harness;
    const member = await signUpAndSignIn(server);
    const subscriptionId = await subscribe(harness, member);
    expect((await call(server, '/api/me', { headers: member.headers })).body.plan).toBe('premium');

    expect((await deleteAccount(server, member)).status).toBe(200);
    await fake.webhooksSettled();
    expect(fake.state.subscriptions.get(subscriptionId)).toMatchObject({ status: 'canceled', cancellationReason: 'cancellation_requested' });
    // customer.subscription.deleted arrives after the account is gone: taken (200), not failed for Stripe to retry.
    const afterDeletion = fake.state.deliveries.filter((delivery) => delivery.type === 'customer.subscription.deleted');
    expect(afterDeletion.map((delivery) => delivery.status)).toEqual([200]);
    expect(await server.database.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscriptionId))).toEqual([]);
    expect((await latestMail(server, member.email, 'account_deleted')).text).toContain('Your Premium subscription was cancelled at the same time. You will not be charged again.');
  });

  // PostgreSQL only: PGlite has one connection, so a webhook cannot run while a deletion holds it.
  it.runIf(backend === 'postgres')('takes a Stripe event that arrives while the deletion holds the account (200), once the deletion has committed', async () => {
    const { server, fake, stripe } = harness;
    const member = await signUpAndSignIn(server);
    const subscriptionId = await subscribe(harness, member);
    const { db } = server.database;
    const lockWaits = async () =>
      (await queryRows<{ waiting: number }>(server, sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`))[0]?.waiting ?? 0;
    // What the deletion's transaction does (lockUser, then the user row and its cascade), held open while Stripe's event arrives.
    await db.transaction(async (tx) => {
      await tx.select({ id: user.id }).from(user).where(eq(user.id, member.id)).for('update');
      await tx.delete(user).where(eq(user.id, member.id));
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      await expect.poll(lockWaits, { timeout: 10_000 }).toBeGreaterThan(0);
    });
    await fake.webhooksSettled();
    const updates = fake.state.deliveries.filter((delivery) => delivery.type === 'customer.subscription.updated');
    expect(updates.at(-1)?.status).toBe(200);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscriptionId))).toEqual([]);
  });

  it('keeps the account when Stripe cannot cancel the subscription, and says so', async () => {
    const { server, fake } = harness;
    const member = await signUpAndSignIn(server);
    await subscribe(harness, member);
    await fake.close();
    const refused = await deleteAccount(server, member);
    expect(refused.status).toBe(502);
    expect(refused.body.error).toMatchObject({ code: 'bad_gateway:deletion_billing', message: expect.stringContaining('your account was not deleted') });
    expect((await call(server, '/api/me', { headers: member.headers })).body).toMatchObject({ email: member.email, plan: 'premium' });
  });
});
