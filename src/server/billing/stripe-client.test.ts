import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripeClient, stripeEndpointOptions, verifyWebhook, WebhookSignatureError } from './stripe-client.ts';

const secret = 'whsec_test_secret';
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1', object: 'invoice' } } });

describe('stripeEndpointOptions', () => {
  it("turns STRIPE_API_URL into the SDK's host, port and protocol", () => {
    expect(stripeEndpointOptions('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(stripeEndpointOptions('https://stripe-mock.internal')).toEqual({ host: 'stripe-mock.internal', port: 443, protocol: 'https' });
    expect(stripeEndpointOptions('http://localhost')).toEqual({ host: 'localhost', port: 80, protocol: 'http' });
    expect(stripeEndpointOptions('http://[::1]:12111/')).toEqual({ host: '::1', port: 12111, protocol: 'http' });
  });
});

describe('verifyWebhook', async () => {
  const stripe = await createStripeClient({ secretKey: 'sk_test_123' });

  it('gives the event of a body Stripe signed with our secret', () => {
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(verifyWebhook(stripe, payload, header, secret)).toMatchObject({ id: 'evt_1', type: 'invoice.paid' });
    expect(verifyWebhook(stripe, Buffer.from(payload), header, secret).id).toBe('evt_1');
  });

  it('throws the 400 error for a missing, forged, stale or altered signature', () => {
    const expectRefused = (run: () => unknown) => {
      try {
        run();
        expect.unreachable('the webhook was accepted');
      } catch (error) {
        expect(error).toBeInstanceOf(WebhookSignatureError);
        expect(error).toMatchObject({ status: 400, code: 'bad_request:stripe_signature' });
      }
    };
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    expectRefused(() => verifyWebhook(stripe, payload, undefined, secret));
    expectRefused(() => verifyWebhook(stripe, payload, [header], secret));
    expectRefused(() => verifyWebhook(stripe, payload, stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }), secret));
    expectRefused(() => verifyWebhook(stripe, payload.replace('invoice.paid', 'invoice.payment_failed'), header, secret));
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    expectRefused(() => verifyWebhook(stripe, payload, stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: anHourAgo }), secret));
  });

  it('keeps the SDK error as the cause', () => {
    let caught: unknown;
    try {
      verifyWebhook(stripe, payload, 't=1,v1=bad', secret);
    } catch (error) {
      caught = error;
    }
    expect((caught as Error | undefined)?.cause).toBeInstanceOf(Stripe.errors.StripeSignatureVerificationError);
  });
});
