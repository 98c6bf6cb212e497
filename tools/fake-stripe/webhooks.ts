import Stripe from 'stripe';
import { stripeId, type FakeStripeState } from './state.ts';

export interface WebhookSettings {
  /** Where events go (the app's /api/billing/webhook); unset: they are recorded, not sent. */
  webhookUrl: string | undefined;
  webhookSecret: string;
}

export interface WebhookSender {
  /** Queues an event whose object is a snapshot taken now; events are delivered one at a time, in order. */
  send(type: string, object: { id: string; object: string }): string;
  /** Sends an event again, as Stripe's retry would: same id, same payload, a fresh signature. */
  resend(eventId: string): boolean;
  /** Resolves when every queued event has been delivered (or failed). */
  settled(): Promise<void>;
}

/**
 * Webhooks as Stripe sends them: a JSON event, signed with the endpoint secret by the SDK's own
 * `generateTestHeaderString` (the same HMAC scheme as Stripe's), POSTed to the endpoint. The
 * signature's timestamp is the real time, not the fake's clock: `constructEvent` checks it
 * against the receiver's real clock. A failed delivery is recorded and not retried on its own:
 * POST /v1/test_helpers/resend_event sends it again.
 */
export function createWebhookSender(state: FakeStripeState, settings: WebhookSettings): WebhookSender {
  const payloads = new Map<string, { type: string; payload: string }>();
  let queue: Promise<void> = Promise.resolve();

  async function deliver(eventId: string, type: string, payload: string): Promise<void> {
    if (!settings.webhookUrl) {
      state.deliveries.push({ eventId, type, status: null });
      return;
    }
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: settings.webhookSecret });
    let status: number | null;
    try {
      const response = await fetch(settings.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      status = null;
    }
    state.deliveries.push({ eventId, type, status });
  }

  const enqueue = (eventId: string, type: string, payload: string) => {
    queue = queue.then(() => deliver(eventId, type, payload));
  };

  return {
    send(type, object) {
      const id = stripeId('evt');
      const event = {
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: state.clock,
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      };
      // Stripe sends its events pretty-printed; the signature covers these exact bytes.
      const payload = JSON.stringify(event, null, 2);
      payloads.set(id, { type, payload });
      enqueue(id, type, payload);
      return id;
    },
    resend(eventId) {
      const sent = payloads.get(eventId);
      if (!sent) return false;
      enqueue(eventId, sent.type, sent.payload);
      return true;
    },
    settled: () => queue,
  };
}
