import type { FastifyInstance } from 'fastify';
import { paramsOf } from './api-routes.ts';
import { stringParam } from './form.ts';
import { advanceClock, failPayment, missing, type FakeStripeRuntime } from './lifecycle.ts';

/**
 * Test helpers in the spirit of Stripe's test clocks, under /v1/test_helpers so that the SDK's
 * `rawRequest` reaches them: move time (renewals, ends), fail a payment, send an event again.
 */
export function registerTestHelpers(app: FastifyInstance, runtime: FakeStripeRuntime): void {
  const { state } = runtime;
  const clockJson = () => ({ object: 'test_helpers.test_clock', frozen_time: state.clock, status: 'ready' });

  app.get('/v1/test_helpers/clock', async () => clockJson());

  /** `to`: Unix seconds, not before the fake's now. Renewals and ends happen in time order, with their events. */
  app.post('/v1/test_helpers/advance', async (request) => {
    advanceClock(runtime, Number(stringParam(paramsOf(request), 'to')));
    return clockJson();
  });

  /** `subscription`: its renewal payment fails (past_due, invoice.payment_failed). */
  app.post('/v1/test_helpers/fail_payment', async (request) => {
    const id = stringParam(paramsOf(request), 'subscription') ?? '';
    const subscription = state.subscriptions.get(id);
    if (!subscription) throw missing('subscription', id, 'subscription');
    failPayment(runtime, subscription);
    return { object: 'test_helpers.fail_payment', subscription: subscription.id, status: subscription.status };
  });

  /** `event`: delivered again with the same id and body, as Stripe retries after a failed delivery. */
  app.post('/v1/test_helpers/resend_event', async (request) => {
    const id = stringParam(paramsOf(request), 'event') ?? '';
    if (!runtime.webhooks.resend(id)) throw missing('event', id, 'event');
    return { object: 'test_helpers.resend_event', event: id };
  });

  /** Every delivery so far, in order, once the queue is empty: what Stripe's Dashboard shows under the endpoint. */
  app.get('/v1/test_helpers/deliveries', async () => {
    await runtime.webhooks.settled();
    return { object: 'list', url: '/v1/test_helpers/deliveries', has_more: false, data: state.deliveries };
  });
}
