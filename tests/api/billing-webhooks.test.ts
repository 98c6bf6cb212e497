import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscriptions } from '../../src/server/db/schema/index.ts';
import { billingNotices, billingStatus, mePlan, pressPortalButton, resendEvent, startWithFakeStripe, subscribe, type BillingHarness } from './support/billing.ts';
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
    expect(await mePlan(server, later)).toBe('free');
    expect(await rowsOf(member)).toEqual([{ status: 'active', cancelAtPeriodEnd: true }]);

    // Ended: Stripe's clock gets there too, and 'customer.subscription.deleted' cancels the row.
    await stripe.rawRequest('POST', '/v1/test_helpers/advance', { to: end + 60 });
    await fake.webhooksSettled();
    expect(deliveredSince(from).at(-1)).toMatchObject({ type: 'customer.subscription.deleted', status: 200 });
    expect(await rowsOf(member)).toEqual([{ status: 'canceled', cancelAtPeriodEnd: true }]);
    expect(await billingStatus(server, later)).toMatchObject({ plan: 'free', subscription: null });
    vi.useRealTimers();

    // Stripe sends every one of these events again: each is answered 200, and nothing changes or is mailed twice.
    const eventIds = [...new Set(deliveredSince(from).map((delivery) => delivery.eventId))];
    expect(eventIds.length).toBeGreaterThanOrEqual(10);
    for (const eventId of eventIds) expect(await resendEvent(harness, eventId)).toBe(200);
    expect(await billingNotices(server, member)).toEqual({ billing_upgrade: 1, billing_payment_failed: 1, billing_cancellation: 1 });
    expect(await rowsOf(member)).toEqual([{ status: 'canceled', cancelAtPeriodEnd: true }]);
  });
});
