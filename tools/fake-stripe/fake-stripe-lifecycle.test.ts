import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stripeSubscriptionFields } from '../../src/server/billing/stripe-subscription.ts';
import { startFakeStripeHarness, subscribe, type FakeStripeHarness } from './receiver.ts';
import { addMonths } from './state.ts';

/**
 * A subscription's life on the fake, step by step, as the billing service will meet it: cancel at
 * the period's end and resume, renewals and the end of a period, a failed payment and a new card,
 * the portal's buttons, and an event sent again after the app failed to take it.
 */

const start = Date.UTC(2031, 0, 31, 12) / 1000;
const firstEnd = addMonths(start, 1);
let harness: FakeStripeHarness;
let stripe: Stripe;

beforeEach(async () => {
  harness = await startFakeStripeHarness({ now: start, webhookSecret: 'whsec_fake_stripe_lifecycle' });
  stripe = harness.stripe;
});
afterEach(() => harness.close());

/** A paid subscription, with the events of its Checkout cleared. */
async function paidSubscription(userId: string) {
  const { session } = await subscribe(stripe, userId);
  const id = (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;
  harness.events.length = 0;
  return { id, customer: session.customer as string };
}

const retrieve = async (id: string) => stripeSubscriptionFields(await stripe.subscriptions.retrieve(id, { expand: ['default_payment_method'] }));
const advance = async (to: number) => {
  await stripe.rawRequest('POST', '/v1/test_helpers/advance', { to });
  await harness.fake.webhooksSettled();
};
const eventTypes = () => harness.events.map((event) => event.type);
const eventSubscription = (index: number) => harness.events[index]?.data.object as Stripe.Subscription;

describe('a subscription on the fake Stripe', () => {
  it('cancels at the period end, resumes, and ends when the period passes', async () => {
    const { id } = await paidSubscription('u_1');
    await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    await harness.fake.webhooksSettled();
    expect(eventTypes()).toEqual(['customer.subscription.updated']);
    expect(eventSubscription(0)).toMatchObject({ id, status: 'active', cancel_at_period_end: true, cancel_at: firstEnd });
    expect(await retrieve(id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: new Date(firstEnd * 1000) });

    await stripe.subscriptions.update(id, { cancel_at_period_end: false });
    await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    await harness.fake.webhooksSettled();
    expect(harness.events.map((event) => (event.data.object as Stripe.Subscription).cancel_at_period_end)).toEqual([true, false, true]);

    harness.events.length = 0;
    await advance(firstEnd - 1);
    expect(harness.events).toHaveLength(0);
    await advance(firstEnd);
    expect(eventTypes()).toEqual(['customer.subscription.deleted']);
    expect(eventSubscription(0)).toMatchObject({ status: 'canceled', ended_at: firstEnd });
    expect(await retrieve(id)).toMatchObject({ status: 'canceled' });
    const refused = await stripe.subscriptions.update(id, { cancel_at_period_end: false }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('renews once for every period passed, each with a paid invoice, in time order', async () => {
    const { id } = await paidSubscription('u_2');
    await advance(addMonths(start, 2) + 60);
    expect(eventTypes()).toEqual(['invoice.paid', 'customer.subscription.updated', 'invoice.paid', 'customer.subscription.updated']);
    const invoice = harness.events[2]?.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'paid', billing_reason: 'subscription_cycle', period_start: addMonths(start, 2), amount_paid: 599 });
    expect(harness.events[3]?.created).toBe(addMonths(start, 2));
    expect(await retrieve(id)).toMatchObject({ status: 'active', currentPeriodEnd: new Date(addMonths(start, 3) * 1000) });
    expect(new Date(addMonths(start, 3) * 1000).toISOString()).toBe('2031-04-30T12:00:00.000Z');
    const clock = await stripe.rawRequest('GET', '/v1/test_helpers/clock', {});
    expect(clock).toMatchObject({ frozen_time: addMonths(start, 2) + 60 });
    const backwards = await stripe.rawRequest('POST', '/v1/test_helpers/advance', { to: start }).catch((error: unknown) => error);
    expect(backwards).toMatchObject({ statusCode: 400, param: 'to' });
  });

  it('goes past due on a failed payment, recovers with a new card from the portal, and ends if the payment still fails at the period end', async () => {
    const { id, customer } = await paidSubscription('u_3');
    await stripe.rawRequest('POST', '/v1/test_helpers/fail_payment', { subscription: id });
    await harness.fake.webhooksSettled();
    expect(eventTypes()).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect(harness.events[0]?.data.object).toMatchObject({ object: 'invoice', status: 'open', attempt_count: 1 });
    expect(await retrieve(id)).toMatchObject({ status: 'past_due', cardBrand: 'visa', cardLast4: '4242' });

    const portal = await stripe.billingPortal.sessions.create({ customer, return_url: 'http://localhost:3000/account' });
    expect(portal.url).toMatch(/\/portal\/bps_/);
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('Your last payment failed');
    expect(page).toContain('Visa ending in 4242');
    harness.events.length = 0;
    const updated = await fetch(`${portal.url}/card`, { method: 'POST', body: new URLSearchParams({ subscription: id }), redirect: 'manual' });
    expect(updated.status).toBe(303);
    expect(updated.headers.get('location')).toBe(`/portal/${portal.id}`);
    expect(eventTypes()).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(await retrieve(id)).toMatchObject({ status: 'active', cardBrand: 'mastercard', cardLast4: '4444' });

    await stripe.rawRequest('POST', '/v1/test_helpers/fail_payment', { subscription: id });
    await harness.fake.webhooksSettled();
    harness.events.length = 0;
    await advance(firstEnd);
    expect(eventTypes()).toEqual(['customer.subscription.deleted']);
    expect(eventSubscription(0)).toMatchObject({ status: 'canceled', cancellation_details: { reason: 'payment_failed' } });
  });

  it("acts on the portal's buttons for its own customer only, and links back to the return URL", async () => {
    const { id, customer } = await paidSubscription('u_4');
    const other = await paidSubscription('u_5');
    const portal = await stripe.billingPortal.sessions.create({ customer, return_url: 'http://localhost:3000/account' });
    const before = await (await fetch(portal.url)).text();
    expect(before).toContain('Cancel plan');
    expect(before).toContain('Update card');
    expect(before).toContain('<a href="http://localhost:3000/account">Return to site</a>');
    expect(before).toContain('Renews on February 28, 2031');

    await fetch(`${portal.url}/cancel`, { method: 'POST', body: new URLSearchParams({ subscription: id }), redirect: 'manual' });
    expect(eventTypes()).toEqual(['customer.subscription.updated']);
    const after = await (await fetch(portal.url)).text();
    expect(after).toContain('Resume plan');
    expect(after).toContain('Cancels on February 28, 2031');
    await fetch(`${portal.url}/resume`, { method: 'POST', body: new URLSearchParams({ subscription: id }), redirect: 'manual' });
    expect(await retrieve(id)).toMatchObject({ cancelAtPeriodEnd: false });

    const foreign = await fetch(`${portal.url}/cancel`, { method: 'POST', body: new URLSearchParams({ subscription: other.id }), redirect: 'manual' });
    expect(foreign.status).toBe(404);
    expect(await retrieve(other.id)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('records a delivery the app refused, and sends the same event again on request', async () => {
    const { id } = await paidSubscription('u_6');
    harness.answer.status = 500;
    await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    const deliveries = (await stripe.rawRequest('GET', '/v1/test_helpers/deliveries', {})) as { data: { eventId: string; type: string; status: number | null }[] };
    const failed = deliveries.data.at(-1);
    expect(failed).toMatchObject({ type: 'customer.subscription.updated', status: 500 });
    expect(harness.events).toHaveLength(0);

    harness.answer.status = 200;
    await stripe.rawRequest('POST', '/v1/test_helpers/resend_event', { event: failed?.eventId });
    await harness.fake.webhooksSettled();
    expect(harness.events.map((event) => event.id)).toEqual([failed?.eventId]);
    expect(harness.fake.state.deliveries.at(-1)).toMatchObject({ eventId: failed?.eventId, status: 200 });
  });
});
