import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingStatusSchema } from '../../src/shared/billing/billing.schema.ts';
import { stripeEvents, subscriptions } from '../../src/server/db/schema/index.ts';
import { createFakeStripe, type FakeStripe } from '../../tools/fake-stripe/fake-stripe.ts';
import { backends, call, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

const webhookSecret = 'whsec_billing_api_test';
const post = (server: TestServer, who: TestUser, path: string) => call(server, path, { method: 'POST', headers: who.headers, body: {} });
const status = async (server: TestServer, who: TestUser) => billingStatusSchema.parse((await call(server, '/api/billing', { headers: who.headers })).body);

describe.each(backends)('billing without Stripe on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('says online upgrades are off, refuses checkout with the honest message, and shows an admin grant with its end', async () => {
    expect((await call(server, '/api/billing')).status).toBe(401);
    const member = await signUpAndSignIn(server, { plan: 'free' });
    expect(await status(server, member)).toEqual({ plan: 'free', onlineUpgrades: false, subscription: null, paymentFailed: false });
    const refused = await post(server, member, '/api/billing/checkout');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'conflict:billing_offline', message: expect.stringContaining('not available on this server') });

    const admin = await signUpAndSignIn(server, { role: 'admin' });
    const until = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
    expect((await call(server, `/api/admin/customers/${member.id}/grant-premium`, { method: 'POST', headers: admin.headers, body: { until } })).status).toBe(200);
    expect(await status(server, member)).toMatchObject({ plan: 'premium', subscription: { provider: 'manual', status: 'active', currentPeriodEnd: until, cancelAtPeriodEnd: false, card: null } });
  });
});

describe.each(backends)('billing with Stripe (the fake) on %s', (backend) => {
  let server: TestServer;
  let fake: FakeStripe;
  let stripe: Stripe;

  beforeAll(async () => {
    fake = createFakeStripe({ webhookSecret });
    const fakeUrl = await fake.listen(0);
    server = await startTestServer(backend, { STRIPE_SECRET_KEY: 'sk_test_billing', STRIPE_PRICE_ID: 'price_premium_monthly', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: fakeUrl });
    fake.setWebhookUrl(`${server.url}/api/billing/webhook`);
    const { hostname, port } = new URL(fakeUrl);
    stripe = new Stripe('sk_test_billing', { host: hostname, port: Number(port), protocol: 'http' });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  /** Pays on the fake's hosted Checkout page with a test card, as the browser would. */
  async function pay(checkoutUrl: string, card = '4242 4242 4242 4242') {
    const response = await fetch(checkoutUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ card_number: card }), redirect: 'manual' });
    await fake.webhooksSettled();
    return response;
  }

  it('upgrades through Checkout: the webhooks make the user Premium with their card and next billing date; a second Upgrade opens the portal', async () => {
    const member = await signUpAndSignIn(server, { plan: 'free' });
    const checkout = await post(server, member, '/api/billing/checkout');
    expect(checkout.status).toBe(200);
    // A double click opens the same session (idempotency key).
    expect((await post(server, member, '/api/billing/checkout')).body.url).toBe(checkout.body.url);
    expect(await status(server, member)).toMatchObject({ plan: 'free', onlineUpgrades: true, subscription: null });

    const paid = await pay(checkout.body.url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/account\?checkout=success/);
    const after = await status(server, member);
    expect(after).toMatchObject({ plan: 'premium', paymentFailed: false, subscription: { provider: 'stripe', status: 'active', cancelAtPeriodEnd: false, card: { brand: 'visa', last4: '4242' } } });
    const nextBilling = new Date(after.subscription?.currentPeriodEnd ?? 0).getTime();
    expect(nextBilling).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
    // A Premium-only write answers now (reading saved conversations needs only a sign-in).
    expect((await call(server, '/api/memories', { method: 'PATCH', headers: member.headers, body: { enabled: true } })).status).toBe(200);

    const again = await post(server, member, '/api/billing/checkout');
    expect(again.body.url).toMatch(/\/portal\//);
  });

  it('refuses a webhook with a bad signature (400), and a repeated event has one effect', async () => {
    const forged = await call(server, '/api/billing/webhook', { method: 'POST', headers: { 'stripe-signature': 't=1,v1=00' }, body: { id: 'evt_forged', type: 'customer.subscription.deleted', data: { object: {} } } });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('bad_request:stripe_signature');

    const member = await signUpAndSignIn(server, { plan: 'free' });
    await pay((await post(server, member, '/api/billing/checkout')).body.url);
    const delivered = (await stripe.rawRequest('GET', '/v1/test_helpers/deliveries', {})) as unknown as { data: { eventId: string; type: string; status: number | null }[] };
    const first = delivered.data.find((delivery) => delivery.type === 'customer.subscription.created');
    expect(first?.status).toBe(200);
    const ledger = async () => (await server.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, first?.eventId ?? ''))).length;
    expect(await ledger()).toBe(1);
    await stripe.rawRequest('POST', '/v1/test_helpers/resend_event', { event: first?.eventId ?? '' });
    await fake.webhooksSettled();
    expect(await ledger()).toBe(1);
    expect(await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id))).toHaveLength(1);
  });

  it('cancels at the period end and resumes; a failed payment keeps Premium and says so; the period passing ends it', async () => {
    const member = await signUpAndSignIn(server, { plan: 'free' });
    await pay((await post(server, member, '/api/billing/checkout')).body.url);
    const [row] = await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
    const id = row?.providerSubscriptionId ?? '';

    await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    await fake.webhooksSettled();
    expect(await status(server, member)).toMatchObject({ plan: 'premium', subscription: { cancelAtPeriodEnd: true } });
    const resumed = await post(server, member, '/api/billing/resume');
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ plan: 'premium', subscription: { cancelAtPeriodEnd: false } });

    await stripe.rawRequest('POST', '/v1/test_helpers/fail_payment', { subscription: id });
    await fake.webhooksSettled();
    expect(await status(server, member)).toMatchObject({ plan: 'premium', paymentFailed: true, subscription: { status: 'past_due' } });

    await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    const periodEnd = Math.floor(new Date((await status(server, member)).subscription?.currentPeriodEnd ?? 0).getTime() / 1000);
    await stripe.rawRequest('POST', '/v1/test_helpers/advance', { to: periodEnd + 60 });
    await fake.webhooksSettled();
    expect(await status(server, member)).toMatchObject({ plan: 'free', subscription: null });
  });

  it("answers Stripe's refusals with our 502, not Stripe's words (which can name our configuration)", async () => {
    const member = await signUpAndSignIn(server, { plan: 'free' });
    // A subscription we hold that Stripe does not know: Stripe answers 404 "No such subscription".
    await server.database.db.insert(subscriptions).values({
      userId: member.id,
      provider: 'stripe',
      providerSubscriptionId: 'sub_unknown_to_stripe',
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    });
    const refused = await post(server, member, '/api/billing/resume');
    expect(refused.status).toBe(502);
    expect(refused.body.error).toEqual({ code: 'bad_gateway:billing', message: 'The payment provider did not answer as expected. Please try again.' });
    expect(JSON.stringify(refused.body)).not.toContain('sub_unknown_to_stripe');
  });
});
