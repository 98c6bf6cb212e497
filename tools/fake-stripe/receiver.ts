import { createServer } from 'node:http';
import type Stripe from 'stripe';
import { createStripeClient, verifyWebhook } from '../../src/server/billing/stripe-client.ts';
import { createFakeStripe, type FakeStripe } from './fake-stripe.ts';

/**
 * For the fake's own tests: the fake, the real SDK pointed at it through the app's
 * stripe-client.ts, and a local webhook endpoint that keeps each event the real constructEvent
 * accepted. `answer` sets the endpoint's status, to play a failing app.
 */
export interface FakeStripeHarness {
  fake: FakeStripe;
  stripe: Stripe;
  /** Events received and verified, in order of arrival. */
  events: Stripe.Event[];
  answer: { status: number };
  close(): Promise<void>;
}

export async function startFakeStripeHarness(options: { now: number; webhookSecret: string }): Promise<FakeStripeHarness> {
  const events: Stripe.Event[] = [];
  const answer = { status: 200 };
  // constructEvent needs no network: a client of its own checks signatures before the fake is up.
  const verifier = await createStripeClient({ secretKey: 'sk_test_fake' });
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const event = verifyWebhook(verifier, Buffer.concat(chunks), request.headers['stripe-signature'], options.webhookSecret);
        if (answer.status < 300) events.push(event);
        response.writeHead(answer.status).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const fake = createFakeStripe({ webhookUrl: `http://127.0.0.1:${port}/api/billing/webhook`, webhookSecret: options.webhookSecret, now: options.now });
  const stripe = await createStripeClient({ secretKey: 'sk_test_fake', apiUrl: await fake.listen(0) });
  return {
    fake,
    stripe,
    events,
    answer,
    async close() {
      await fake.close();
      await new Promise((resolve) => receiver.close(resolve));
    },
  };
}

/**
 * A Checkout for a new customer, paid on the hosted page as a browser would (the form's POST,
 * without following the redirect).
 */
export async function subscribe(stripe: Stripe, userId: string, cardNumber = '4242 4242 4242 4242') {
  const customer = await stripe.customers.create({ email: `${userId}@example.com`, metadata: { userId } });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: 'price_premium', quantity: 1 }],
    client_reference_id: userId,
    metadata: { userId },
    subscription_data: { metadata: { userId } },
    success_url: 'http://localhost:3000/account?checkout={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:3000/pricing',
  });
  const html = await (await fetch(session.url ?? '')).text();
  const paid = await fetch(session.url ?? '', { method: 'POST', body: new URLSearchParams({ card_number: cardNumber }), redirect: 'manual' });
  return { customer, session, html, paid };
}
