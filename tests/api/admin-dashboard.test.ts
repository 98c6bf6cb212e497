import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectivePlan, isLiveSubscription } from '../../src/shared/billing/effective-plan.ts';
import { dashboardSchema, premiumMonthlyPriceCents, type Dashboard } from '../../src/shared/admin/dashboard.schema.ts';
import { advisors, auditLog, contactMessages, faqEntries, feedback, inviteRequests, subscriptions, user } from '../../src/server/db/schema/index.ts';
import { backends, call, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe.each(backends)('admin dashboard on %s', (backend) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = await signUpAndSignIn(server, { role: 'admin', name: 'Ada Admin' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const dashboard = async (): Promise<Dashboard> => {
    const response = await call(server, '/api/admin/dashboard', { headers: admin.headers });
    expect(response.status).toBe(200);
    return dashboardSchema.parse(response.body);
  };

  /** The same figures, counted in the test from every row rather than by the server's SQL. */
  async function countedFromTheDatabase() {
    const { db } = server.database;
    const users = await db.select({ id: user.id, createdAt: user.createdAt }).from(user);
    const subscriptionRows = await db.select().from(subscriptions);
    const advisorRows = await db.select({ status: advisors.status, archivedAt: advisors.archivedAt }).from(advisors);
    const feedbackRows = await db.select({ id: feedback.id }).from(feedback);
    const contactRows = await db.select({ id: contactMessages.id }).from(contactMessages);
    const inviteRows = await db.select({ status: inviteRequests.status }).from(inviteRequests);
    const faqRows = await db.select({ published: faqEntries.published, deletedAt: faqEntries.deletedAt }).from(faqEntries);
    const faqOnPage = faqRows.filter((row) => row.published && !row.deletedAt).length;
    const weekAgo = Date.now() - 7 * dayMs;
    const rowsOf = (userId: string) => subscriptionRows.filter((subscription) => subscription.userId === userId);
    const subscribers = users.filter((row) => effectivePlan(rowsOf(row.id)) === 'premium').length;
    const live = (userId: string, which: (subscription: (typeof subscriptionRows)[number]) => boolean) => rowsOf(userId).some((subscription) => which(subscription) && isLiveSubscription(subscription));
    const paidSubscribers = users.filter((row) => live(row.id, (subscription) => subscription.provider === 'stripe' && subscription.status !== 'trialing')).length;
    const grants = users.filter((row) => live(row.id, (subscription) => subscription.provider === 'manual') && !live(row.id, (subscription) => subscription.provider === 'stripe')).length;
    const pending = inviteRows.filter((row) => row.status === 'pending').length;
    return {
      users: { total: users.length, newThisWeek: users.filter((row) => row.createdAt.getTime() > weekAgo).length },
      activeAdvisors: advisorRows.filter((row) => row.status === 'available' && row.archivedAt === null).length,
      content: {
        total: feedbackRows.length + contactRows.length + pending + faqOnPage,
        feedback: feedbackRows.length,
        contactMessages: contactRows.length,
        pendingInviteRequests: pending,
        faqEntries: faqOnPage,
      },
      premium: { subscribers, paidSubscribers, grants, monthlyRecurringRevenueCents: paidSubscribers * 599 },
    };
  }

  it('is for admins only: visitors 401, free and Premium users 403', async () => {
    expect((await call(server, '/api/admin/dashboard', { headers: { origin: server.url } })).status).toBe(401);
    for (const plan of ['free', 'premium'] as const) {
      const member = await signUpAndSignIn(server, { plan });
      const refused = await call(server, '/api/admin/dashboard', { headers: member.headers });
      expect(refused.status, plan).toBe(403);
      expect(refused.body.error.code).toBe('forbidden:admin');
    }
    const allowed = await call(server, '/api/admin/dashboard', { headers: admin.headers });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('cache-control')).toBe('no-store');
  });

  it('counts what the database holds, Premium as the effective plan, revenue from paying subscribers in whole cents, grants apart', async () => {
    const { db } = server.database;
    const before = await dashboard();

    const tag = `dash${Date.now()}`;
    const newcomer = await signUpAndSignIn(server, { name: `Newcomer ${tag}` });
    const oldTimer = await signUpAndSignIn(server, { name: `Old timer ${tag}` });
    await db
      .update(user)
      .set({ createdAt: new Date(Date.now() - 30 * dayMs) })
      .where(eq(user.id, oldTimer.id));
    // Premium without an end, through the audited admin action.
    const granted = await call(server, `/api/admin/customers/${newcomer.id}/grant-premium`, {
      method: 'POST',
      headers: admin.headers,
      body: {},
    });
    expect(granted.status).toBe(200);
    // A grant that ended yesterday: free again, whatever `plan` still says.
    const lapsed = await signUpAndSignIn(server, { name: `Lapsed ${tag}` });
    await db.insert(subscriptions).values({ userId: lapsed.id, status: 'active', provider: 'manual', currentPeriodEnd: new Date(Date.now() - dayMs) });
    // A grant that ends next week still counts.
    const lapsing = await signUpAndSignIn(server, { name: `Lapsing ${tag}` });
    await db.insert(subscriptions).values({ userId: lapsing.id, status: 'active', provider: 'manual', currentPeriodEnd: new Date(Date.now() + 7 * dayMs) });
    // Stripe subscriptions: paying (active, past due through the retries, and one also granted),
    // in a trial (Premium, no revenue yet), cancelled and past its period's end, ended.
    const stripeRow = async (name: string, row: { status: 'trialing' | 'active' | 'past_due' | 'canceled'; cancelAtPeriodEnd?: boolean; periodEndDays?: number }) => {
      const member = await signUpAndSignIn(server, { name: `${name} ${tag}` });
      const currentPeriodEnd = new Date(Date.now() + (row.periodEndDays ?? 20) * dayMs);
      await db.insert(subscriptions).values({ userId: member.id, provider: 'stripe', providerSubscriptionId: `sub_${name}_${tag}`, status: row.status, cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false, currentPeriodEnd });
      return member;
    };
    await stripeRow('payer', { status: 'active' });
    await stripeRow('struggling', { status: 'past_due' });
    await stripeRow('trial', { status: 'trialing' });
    await stripeRow('gone', { status: 'active', cancelAtPeriodEnd: true, periodEndDays: -1 });
    await stripeRow('ended', { status: 'canceled', cancelAtPeriodEnd: true, periodEndDays: -3 });
    const both = await stripeRow('both', { status: 'active' });
    await db.insert(subscriptions).values({ userId: both.id, status: 'active', provider: 'manual', currentPeriodEnd: null });

    await db.insert(feedback).values({ rating: 4, partingThoughts: `secret feedback words ${tag}` });
    await db.insert(inviteRequests).values([
      { name: `Pending one ${tag}`, email: `p1.${tag}@example.com`, howDidYouHear: 'A friend' },
      { name: `Pending two ${tag}`, email: `p2.${tag}@example.com`, howDidYouHear: 'A friend' },
      { name: `Approved ${tag}`, email: `ap.${tag}@example.com`, howDidYouHear: 'A friend', status: 'approved' },
    ]);
    await db.insert(contactMessages).values({
      name: 'Casey',
      email: `casey.${tag}@example.com`,
      subject: `Subject ${tag}`,
      message: `secret contact words ${tag}`,
      // The newest event of all.
      createdAt: new Date(Date.now() + 1000),
    });

    const after = await dashboard();
    // The jobs' figure has its own test (admin-jobs.test.ts): no job fails here.
    const { activity, jobs, ...figures } = after;
    expect(figures).toEqual(await countedFromTheDatabase());
    expect(jobs).toEqual({ failed: 0, stuck: 0 });
    expect(after.users.total - before.users.total).toBe(10);
    expect(after.users.newThisWeek - before.users.newThisWeek).toBe(9);
    // Premium: the two grants, the three paying and the trial.
    expect(after.premium.subscribers - before.premium.subscribers).toBe(6);
    expect(after.premium.paidSubscribers - before.premium.paidSubscribers).toBe(3);
    expect(after.premium.grants - before.premium.grants).toBe(2);
    expect(after.premium.monthlyRecurringRevenueCents - before.premium.monthlyRecurringRevenueCents).toBe(3 * premiumMonthlyPriceCents);
    expect(after.premium.monthlyRecurringRevenueCents).toBe(after.premium.paidSubscribers * premiumMonthlyPriceCents);
    expect(after.content.feedback - before.content.feedback).toBe(1);
    expect(after.content.contactMessages - before.content.contactMessages).toBe(1);
    expect(after.content.pendingInviteRequests - before.content.pendingInviteRequests).toBe(2);
    expect(after.activeAdvisors).toBeGreaterThan(0);

    // The newest 20 events, newest first, of every kind created above.
    expect(activity.length).toBeLessThanOrEqual(20);
    const times = activity.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(activity[0]).toMatchObject({ kind: 'contact_message', label: `Contact message: Subject ${tag}` });
    const labels = activity.map((event) => `${event.kind} ${event.label}`);
    expect(labels).toContain(`signup Lapsing ${tag} signed up`);
    expect(labels).toContain(`invite_request Pending two ${tag} requested an invite`);
    expect(labels).toContain('feedback Feedback rated 4 of 5');
    expect(labels).toContain(`admin_action ${admin.email}: Grant Premium (${newcomer.email})`);
    const [auditRow] = await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.targetId, newcomer.id));
    expect(activity.map((event) => event.id)).toContain(`admin_action:${auditRow?.id}`);
    // What people wrote never reaches the dashboard.
    expect(JSON.stringify(after)).not.toContain('secret');
  });
});
