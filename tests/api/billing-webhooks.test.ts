import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stripeEvents, subscriptions } from '../../src/server/db/schema/index.ts';
import { billingNotices, billingStatus, mePlan, pressPortalButton, resendEvent, startWithFakeStripe, subscribe, testWebhookSecret, type BillingHarness } from './support/billing.ts';
import { backends, cookieHeader, readOutbox, signUpAndSignIn, type TestUser } from './support/test-server.ts';

/**
 * Stripe's webhooks against the fake, event by event: each step of a subscription's life moves
 * the plan and mails its notice once; a failed database answers 5xx and the retry takes effect
 * once; an old event delivered late never revives what Stripe has ended.
 */

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const seconds = (iso: string | null | undefined) => Math.floor(new Date(iso ?? 0).getTime() / 1000);

describe.each(backends)('billing webhooks on %s', (backend) => {
  let harness: BillingHarness;
  beforeAll(async () => {
    harness = await startWithFakeStripe(backend);
  });
  afterAll(() => harness.close());
  afterEach(() => {
    vi.useRealTimers();
    harness.fake.setWebhookUrl(harness.webhookUrl);
  });

  const rowsOf = (who: TestUser) =>
    harness.server.database.db.select({ status: subscriptions.status, cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd }).from(subscriptions).where(eq(subscriptions.userId, who.id));
  const deliveredSince = (from: number) => harness.fake.state.deliveries.slice(from);

  it('moves the plan at each step (created, renewed, payment failed, canceled at period end, period passed, ended) and mails each notice once', async () => {
    const { server, stripe, fake } = harness;
    const member = await signUpAndSignIn(server, { name: 'Rosa Member' });
    const from = fake.state.deliveries.length;

    // Created: Checkout paid.
    const id = await subscribe(harness, member);
    const created = await billingStatus(server, member);
    expect(created).toMatchObject({ plan: 'premium', paymentFailed: false, subscription: { provider: 'stripe', status: 'active', cancelAtPeriodEnd: false } });
    expect(await mePlan(server, member)).toBe('premium');
    expect(await billingNotices(server, member)).toEqual({ billing_upgrade: 1 });

    // Renewed: Stripe's clock passes the period's end; invoice.paid, and a new period.
    await stripe.rawRequest('POST', '/v1/test_helpers/advance', { to: seconds(created.subscription?.currentPeriodEnd) + 60 });
    await fake.webhooksSettled();
    const renewed = await billingStatus(server, member);
    expect(renewed).toMatchObject({ plan: 'premium', paymentFailed: false, subscription: { status: 'active', cancelAtPeriodEnd: false } });
    expect(seconds(renewed.subscription?.currentPeriodEnd) - seconds(created.subscription?.currentPeriodEnd)).toBeGreaterThan(27 * 24 * 3600);
    expect(deliveredSince(from).filter((delivery) => delivery.type === 'invoice.paid').map((delivery) => delivery.status)).toEqual([200, 200]);

    // Payment failed: past due, still Premium through Stripe's retries, and the banner's flag.
    await stripe.rawRequest('POST', '/v1/test_helpers/fail_payment', { subscription: id });
    await fake.webhooksSettled();
    expect(await billingStatus(server, member)).toMatchObject({ plan: 'premium', paymentFailed: true, subscription: { status: 'past_due' } });
    expect(await mePlan(server, member)).toBe('premium');
    expect(await billingNotices(server, member)).toEqual({ billing_upgrade: 1, billing_payment_failed: 1 });
    const failedMail = (await readOutbox(server)).find((mail) => mail.to === member.email && mail.kind === 'billing_payment_failed');
    expect(failedMail?.text).toContain(`Update your card: ${server.config.publicUrl}/account`);

    // A new card in the portal pays the open invoice: active again, no banner, no new notice.
    await pressPortalButton(harness, member, id, 'card');
    expect(await billingStatus(server, member)).toMatchObject({ plan: 'premium', paymentFailed: false, subscription: { status: 'active', card: { brand: 'mastercard', last4: '4444' } } });

    // Canceled at the period's end, in the portal: Premium until then, and the notice says until when.
    await pressPortalButton(harness, member, id, 'cancel');
    const cancelled = await billingStatus(server, member);
    expect(cancelled).toMatchObject({ plan: 'premium', subscription: { status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: renewed.subscription?.currentPeriodEnd } });
    expect(await billingNotices(server, member)).toEqual({ billing_upgrade: 1, billing_payment_failed: 1, billing_cancellation: 1 });
    const cancelMail = (await readOutbox(server)).find((mail) => mail.to === member.email && mail.kind === 'billing_cancellation');
    expect(cancelMail?.text).toContain(`Premium lasts until ${longDate.format(new Date(cancelled.subscription?.currentPeriodEnd ?? 0))}`);
    expect(cancelMail?.text).toContain(`Resume Premium: ${server.config.publicUrl}/account`);

    // Period passed: the app's clock moves past the end before Stripe's 'deleted' arrives, and the plan is free.
    const end = seconds(cancelled.subscription?.currentPeriodEnd);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime((end + 60) * 1000);
    // A month on, the old session has expired: sign in again.
    const signedIn = await server.auth.api.signInEmail({ body: { email: member.email, password: member.password }, returnHeaders: true });
    const later = { ...member, headers: { ...member.headers, cookie: cookieHeader(signedIn.headers.getSetCookie()) } };
    expect(await billingStatus(server, later)).toMatchObject({ plan: 'free', paymentFailed: false, subscription: null });
    // /api/me reads the plan in SQL, with the database's now(): PGlite's clock is this process's
    // and moved with it, PostgreSQL's cannot be moved from here (the 'ended' step checks it there).
    if (backend === 'pglite') expect(await mePlan(server, later)).toBe('free');
    expect(await rowsOf(member)).toEqual([{ status: 'active', cancelAtPeriodEnd: true }]);

    // Ended: Stripe's clock gets there too, and 'customer.subscription.deleted' cancels the row.
    await stripe.rawRequest('POST', '/v1/test_helpers/advance', { to: end + 60 });
    await fake.webhooksSettled();
    expect(deliveredSince(from).at(-1)).toMatchObject({ type: 'customer.subscription.deleted', status: 200 });
    expect(await rowsOf(member)).toEqual([{ status: 'canceled', cancelAtPeriodEnd: true }]);
    expect(await billingStatus(server, later)).toMatchObject({ plan: 'free', subscription: null });
    expect(await mePlan(server, later)).toBe('free');
    vi.useRealTimers();

    // Stripe sends every one of these events again: each is answered 200, and nothing changes or is mailed twice.
    const eventIds = [...new Set(deliveredSince(from).map((delivery) => delivery.eventId))];
    expect(eventIds.length).toBeGreaterThanOrEqual(10);
    for (const eventId of eventIds) expect(await resendEvent(harness, eventId)).toBe(200);
    expect(await billingNotices(server, member)).toEqual({ billing_upgrade: 1, billing_payment_failed: 1, billing_cancellation: 1 });
    expect(await rowsOf(member)).toEqual([{ status: 'canceled', cancelAtPeriodEnd: true }]);
  });

  it('answers 5xx when the database fails while handling an event, keeps nothing of it, and takes effect once on Stripe’s retry', async () => {
    const { server, fake } = harness;
    const { db } = server.database;
    const member = await signUpAndSignIn(server);
    const from = fake.state.deliveries.length;
    // The database refuses every write to subscriptions (a check no new row passes; NOT VALID
    // leaves the existing rows alone). The ledger insert comes first in the transaction and
    // succeeds, so only a rollback keeps it out.
    await db.execute(sql`alter table subscriptions add constraint billing_test_refuses_writes check (false) not valid`);
    try {
      await subscribe(harness, member);
    } finally {
      await db.execute(sql`alter table subscriptions drop constraint billing_test_refuses_writes`);
    }
    const failed = deliveredSince(from);
    expect(failed.map((delivery) => [delivery.type, delivery.status])).toEqual([
      ['checkout.session.completed', 500],
      ['customer.subscription.created', 500],
      ['invoice.paid', 500],
    ]);
    // Nothing half-written: no ledger row (the retry is not taken for a repeat), no subscription, no mail.
    const ledger = () => db.select({ id: stripeEvents.id }).from(stripeEvents).where(inArray(stripeEvents.id, failed.map((delivery) => delivery.eventId)));
    expect(await ledger()).toEqual([]);
    expect(await rowsOf(member)).toEqual([]);
    expect(await billingStatus(server, member)).toMatchObject({ plan: 'free', subscription: null });
    expect(await billingNotices(server, member)).toEqual({});

    // Stripe retries: the same event now succeeds, once.
    const [, createdEvent] = failed;
    expect(await resendEvent(harness, createdEvent?.eventId ?? '')).toBe(200);
    expect(await billingStatus(server, member)).toMatchObject({ plan: 'premium', subscription: { provider: 'stripe', status: 'active' } });
    expect(await resendEvent(harness, createdEvent?.eventId ?? '')).toBe(200);
    for (const delivery of failed) expect(await resendEvent(harness, delivery.eventId)).toBe(200);
    expect(await ledger()).toHaveLength(3);
    expect(await rowsOf(member)).toEqual([{ status: 'active', cancelAtPeriodEnd: false }]);
    expect(await billingNotices(server, member)).toEqual({ billing_upgrade: 1 });
  });

  it("keeps a subscription canceled when an older 'updated' (still active) arrives after 'deleted'", async () => {
    const { server, fake, stripe } = harness;
    const member = await signUpAndSignIn(server);
    const id = await subscribe(harness, member);

    // The cancellation's event is lost for now: 'customer.subscription.updated', active, cancel at period end.
    fake.setWebhookUrl(undefined);
    await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    await fake.webhooksSettled();
    const late = fake.state.deliveries.at(-1);
    expect(late).toMatchObject({ type: 'customer.subscription.updated', status: null });
    fake.setWebhookUrl(harness.webhookUrl);

    // Then the subscription is ended at once, and that event arrives first.
    await stripe.subscriptions.cancel(id);
    await fake.webhooksSettled();
    expect(fake.state.deliveries.at(-1)).toMatchObject({ type: 'customer.subscription.deleted', status: 200 });
    expect(await billingStatus(server, member)).toMatchObject({ plan: 'free', subscription: null });

    // Stripe's retry of the older event comes last: handled (200, in the ledger), and the subscription stays canceled.
    expect(await resendEvent(harness, late?.eventId ?? '')).toBe(200);
    expect(await server.database.db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, late?.eventId ?? ''))).toHaveLength(1);
    expect(await rowsOf(member)).toEqual([{ status: 'canceled', cancelAtPeriodEnd: true }]);
    expect(await billingStatus(server, member)).toMatchObject({ plan: 'free', subscription: null });
    expect(await mePlan(server, member)).toBe('free');
    // No 'Premium lasts until' for a subscription that had already ended.
    expect(await billingNotices(server, member)).toEqual({ billing_upgrade: 1 });
  });

  it("stores Stripe's latest state when deliveries overlap while that state changes", async () => {
    const { server, stripe, webhookUrl, fake } = harness;
    const member = await signUpAndSignIn(server);
    const id = await subscribe(harness, member);
    // Signed deliveries straight to the endpoint, all at once (the fake sends its own one by one).
    const deliver = async (n: number) => {
      const payload = JSON.stringify({ id: `evt_overlap_${id}_${n}`, object: 'event', type: 'customer.subscription.updated', data: { object: { id, object: 'subscription' } } });
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: testWebhookSecret });
      return (await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload })).status;
    };
    const answers = await Promise.all([deliver(1), deliver(2), deliver(3), stripe.subscriptions.update(id, { cancel_at_period_end: true }).then(() => 200), deliver(4), deliver(5), deliver(6)]);
    await fake.webhooksSettled();
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 200]);
    // Each sync fetches and stores in turn, so the last one stored is the newest fetched: cancelling.
    expect(await rowsOf(member)).toEqual([{ status: 'active', cancelAtPeriodEnd: true }]);
    expect(await billingStatus(server, member)).toMatchObject({ plan: 'premium', subscription: { cancelAtPeriodEnd: true } });
    expect(await billingNotices(server, member)).toEqual({ billing_upgrade: 1, billing_cancellation: 1 });
  });
});
