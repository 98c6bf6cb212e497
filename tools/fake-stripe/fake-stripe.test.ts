import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stripeSubscriptionFields } from '../../src/server/billing/stripe-subscription.ts';
import { startFakeStripeHarness, subscribe as subscribeWith, type FakeStripeHarness } from './receiver.ts';
import { addMonths } from './state.ts';

/**
 * The fake driven by the real SDK (through the app's own stripe-client.ts), and its webhooks
 * received on a local listener and checked by the real constructEvent: what the billing service
 * will see, with no network beyond 127.0.0.1.
 */

const start = Date.UTC(2031, 0, 31, 12) / 1000; // January 31: the next periods end on February 28, then March 31.
let harness: FakeStripeHarness;
let stripe: Stripe;
let events: Stripe.Event[];

beforeAll(async () => {
  harness = await startFakeStripeHarness({ now: start, webhookSecret: 'whsec_fake_stripe_test' });
  ({ stripe, events } = harness);
});
afterAll(() => harness.close());
afterEach(() => {
  events.length = 0;
});

const subscribe = (userId: string, cardNumber?: string) => subscribeWith(stripe, userId, cardNumber);
const eventTypes = () => events.map((event) => event.type);

describe('fake Stripe, through the real SDK', () => {
  it('creates and retrieves customers, and answers a missing one as Stripe does', async () => {
    const created = await stripe.customers.create({ email: 'ada@example.com', name: 'Ada', metadata: { userId: 'u_ada' } });
    expect(created).toMatchObject({ object: 'customer', email: 'ada@example.com', metadata: { userId: 'u_ada' } });
    expect(created.id).toMatch(/^cus_/);
    expect(await stripe.customers.retrieve(created.id)).toMatchObject({ id: created.id, name: 'Ada' });
    const error = await stripe.customers.retrieve('cus_missing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id' });
  });

  it('gives the same Checkout session for the same idempotency key, and refuses the key with other parameters', async () => {
    const customer = await stripe.customers.create({ email: 'bo@example.com' });
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_premium', quantity: 1 }],
      client_reference_id: 'u_bo',
      success_url: 'http://localhost:3000/account',
    };
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: 'checkout-u_bo-1' });
    const again = await stripe.checkout.sessions.create(params, { idempotencyKey: 'checkout-u_bo-1' });
    const other = await stripe.checkout.sessions.create(params, { idempotencyKey: 'checkout-u_bo-2' });
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    expect(first).toMatchObject({ object: 'checkout.session', mode: 'subscription', status: 'open', client_reference_id: 'u_bo', customer: customer.id, amount_total: 599 });
    expect(first.url).toMatch(/\/checkout\/cs_test_/);
    const misuse = await stripe.checkout.sessions.create({ ...params, client_reference_id: 'u_other' }, { idempotencyKey: 'checkout-u_bo-1' }).catch((caught: unknown) => caught);
    expect(misuse).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    // The refused request kept nothing: the first answer is still the key's.
    expect((await stripe.checkout.sessions.create(params, { idempotencyKey: 'checkout-u_bo-1' })).id).toBe(first.id);
    const wrongMode = await stripe.checkout.sessions.create({ ...params, mode: 'payment' }).catch((caught: unknown) => caught);
    expect(wrongMode).toMatchObject({ statusCode: 400, param: 'mode' });
  });

  it('pays on the hosted Checkout page: an active subscription, three signed events, then the success URL', async () => {
    const { session, html, paid } = await subscribe('u_cy');
    expect(html).toContain('Pay $5.99');
    expect(html).toContain('value="4242 4242 4242 4242"');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:3000/account?checkout=${session.id}`);
    expect(eventTypes()).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    const completed = events[0]?.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid', client_reference_id: 'u_cy', metadata: { userId: 'u_cy' } });

    const subscription = await stripe.subscriptions.retrieve(completed.subscription as string, { expand: ['default_payment_method'] });
    expect(stripeSubscriptionFields(subscription)).toEqual({
      providerSubscriptionId: subscription.id,
      providerCustomerId: session.customer,
      status: 'active',
      currentPeriodEnd: new Date(addMonths(start, 1) * 1000),
      cancelAtPeriodEnd: false,
      cardBrand: 'visa',
      cardLast4: '4242',
      userId: 'u_cy',
    });
    expect(new Date(addMonths(start, 1) * 1000).toISOString()).toBe('2031-02-28T12:00:00.000Z');
    const invoice = events[2]?.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 599, billing_reason: 'subscription_create' });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);

    // The page again: already paid, so it only redirects (no second subscription).
    const again = await fetch(session.url ?? '', { method: 'POST', body: new URLSearchParams({ card_number: '4242424242424242' }), redirect: 'manual' });
    expect(again.status).toBe(303);
    expect((await stripe.subscriptions.list({ customer: session.customer as string })).data).toHaveLength(1);
  });

  it('declines the card that Stripe always declines, and creates nothing', async () => {
    const { session, paid } = await subscribe('u_dee', '4000 0000 0000 0002');
    expect(paid.status).toBe(402);
    expect(await paid.text()).toContain('Your card was declined.');
    expect(events).toHaveLength(0);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('lists a customer’s subscriptions newest first, page by page, with status=all for the canceled ones', async () => {
    const { customer } = await subscribe('u_eve');
    const sessions = [];
    for (let index = 0; index < 2; index += 1) {
      const session = await stripe.checkout.sessions.create({ mode: 'subscription', customer: customer.id, line_items: [{ price: 'price_premium' }], success_url: 'http://localhost:3000/account' });
      await fetch(session.url ?? '', { method: 'POST', body: new URLSearchParams({ card_number: '4242424242424242' }), redirect: 'manual' });
      sessions.push(session);
    }
    const all = await stripe.subscriptions.list({ customer: customer.id, status: 'all', limit: 100 });
    expect(all.data).toHaveLength(3);
    const firstPage = await stripe.subscriptions.list({ customer: customer.id, status: 'all', limit: 2, expand: ['data.default_payment_method'] });
    expect(firstPage).toMatchObject({ object: 'list', has_more: true });
    expect(firstPage.data.map((subscription) => subscription.id)).toEqual(all.data.slice(0, 2).map((subscription) => subscription.id));
    expect(firstPage.data[0]?.default_payment_method).toMatchObject({ card: { brand: 'visa', last4: '4242' } });
    const secondPage = await stripe.subscriptions.list({ customer: customer.id, status: 'all', limit: 2, starting_after: firstPage.data[1]?.id });
    expect(secondPage.has_more).toBe(false);
    expect(secondPage.data.map((subscription) => subscription.id)).toEqual([all.data[2]?.id]);
    expect(await stripe.subscriptions.list({ customer: customer.id, limit: 1 }).autoPagingToArray({ limit: 10 })).toHaveLength(3);
    // The subscriptions to one price (every one here is to price_premium).
    expect((await stripe.subscriptions.list({ customer: customer.id, price: 'price_premium', status: 'all' })).data).toHaveLength(3);
    expect((await stripe.subscriptions.list({ customer: customer.id, price: 'price_other', status: 'all' })).data).toEqual([]);

    const oldest = all.data[2]?.id ?? '';
    events.length = 0;
    expect(await stripe.subscriptions.cancel(oldest)).toMatchObject({ status: 'canceled' });
    await harness.fake.webhooksSettled();
    expect(eventTypes()).toEqual(['customer.subscription.deleted']);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(2);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'canceled' })).data.map((subscription) => subscription.id)).toEqual([oldest]);
  });
});
