import { createFakeStripe } from './fake-stripe.ts';

/**
 * `npm run stripe:fake`: the fake Stripe server on 127.0.0.1, for a laptop or an end-to-end run.
 * Start the app with STRIPE_API_URL set to the address printed here, the same
 * STRIPE_WEBHOOK_SECRET, and any STRIPE_SECRET_KEY and STRIPE_PRICE_ID (the fake takes every key
 * and sells every price at $5.99 a month).
 */
const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111);
const webhookUrl = process.env.FAKE_STRIPE_WEBHOOK_URL || 'http://localhost:3000/api/billing/webhook';
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET || 'whsec_fake_stripe';

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`FAKE_STRIPE_PORT: not a port number (${process.env.FAKE_STRIPE_PORT})`);
  process.exit(1);
}

const fake = createFakeStripe({ webhookUrl, webhookSecret, publicUrl: process.env.FAKE_STRIPE_PUBLIC_URL || undefined });
const url = await fake.listen(port);
console.log(`Fake Stripe on ${url}: STRIPE_API_URL=${url}; webhooks to ${webhookUrl}, signed with STRIPE_WEBHOOK_SECRET=${webhookSecret}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
