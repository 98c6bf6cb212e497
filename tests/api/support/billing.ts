import Stripe from 'stripe';
import { billingStatusSchema, type BillingStatus } from '../../../src/shared/billing/billing.schema.ts';
import { createFakeStripe, type FakeStripe } from '../../../tools/fake-stripe/fake-stripe.ts';
import { call, readOutbox, startTestServer, type Backend, type TestServer, type TestUser } from './test-server.ts';

/** Billing API tests: the app pointed at the fake Stripe, and what a user or Stripe does to it. */

export const testWebhookSecret = 'whsec_billing_api_test';

export interface BillingHarness {
  fake: FakeStripe;
  server: TestServer;
  /** The real SDK on the fake: acts as Stripe's Dashboard or its test clock would. */
  stripe: Stripe;
  /** The STRIPE_* settings the app was started with (for a command run against the same fake). */
  stripeEnv: Record<string, string>;
  /** The app's webhook endpoint: `fake.setWebhookUrl(undefined)` loses events, this brings delivery back. */
  webhookUrl: string;
  close(): Promise<void>;
}

export async function startWithFakeStripe(backend: Backend, env: Record<string, string> = {}): Promise<BillingHarness> {
  const fake = createFakeStripe({ webhookSecret: testWebhookSecret });
  const fakeUrl = await fake.listen(0);
  const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_billing', STRIPE_PRICE_ID: 'price_premium_monthly', STRIPE_WEBHOOK_SECRET: testWebhookSecret, STRIPE_API_URL: fakeUrl };
  const server = await startTestServer(backend, { ...stripeEnv, ...env });
  const webhookUrl = `${server.url}/api/billing/webhook`;
  fake.setWebhookUrl(webhookUrl);
  const { hostname, port } = new URL(fakeUrl);
  const stripe = new Stripe('sk_test_billing', { host: hostname, port: Number(port), protocol: 'http' });
  return {
    fake,
    server,
    stripe,
    stripeEnv,
    webhookUrl,
    async close() {
      await server.close();
      await fake.close();
    },
  };
}

export async function billingStatus(server: TestServer, who: TestUser): Promise<BillingStatus> {
  return billingStatusSchema.parse((await call(server, '/api/billing', { headers: who.headers })).body);
}

/** The plan /api/me gives: what every screen reads. */
export async function mePlan(server: TestServer, who: TestUser): Promise<string> {
  return (await call(server, '/api/me', { headers: who.headers })).body.plan;
}

/** Upgrade as the browser does: the app's Checkout, paid on the fake's hosted page. The id of the subscription it made. */
export async function subscribe(harness: BillingHarness, who: TestUser, card = '4242 4242 4242 4242'): Promise<string> {
  const { server, fake } = harness;
  const checkout = await call(server, '/api/billing/checkout', { method: 'POST', headers: who.headers, body: {} });
  await fetch(checkout.body.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ card_number: card }), redirect: 'manual' });
  await fake.webhooksSettled();
  const session = [...fake.state.checkoutSessions.values()].find((candidate) => candidate.clientReferenceId === who.id);
  return session?.subscription ?? '';
}

/** Presses a button of the Customer Portal ('cancel', 'resume', 'card'), as the user does after Manage Billing. */
export async function pressPortalButton(harness: BillingHarness, who: TestUser, subscriptionId: string, action: 'cancel' | 'resume' | 'card'): Promise<void> {
  const portal = await call(harness.server, '/api/billing/portal', { method: 'POST', headers: who.headers, body: {} });
  await fetch(`${portal.body.url}/${action}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ subscription: subscriptionId }), redirect: 'manual' });
  await harness.fake.webhooksSettled();
}

/** Stripe's retry of an event (same id, same body); the status the app answered it with. */
export async function resendEvent(harness: BillingHarness, eventId: string): Promise<number | null> {
  await harness.stripe.rawRequest('POST', '/v1/test_helpers/resend_event', { event: eventId });
  await harness.fake.webhooksSettled();
  return [...harness.fake.state.deliveries].reverse().find((delivery) => delivery.eventId === eventId)?.status ?? null;
}

/** How many billing notices of each kind the outbox holds for a user. */
export async function billingNotices(server: TestServer, who: TestUser): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const mail of await readOutbox(server)) {
    if (mail.to === who.email && mail.kind.startsWith('billing_')) counts[mail.kind] = (counts[mail.kind] ?? 0) + 1;
  }
  return counts;
}
