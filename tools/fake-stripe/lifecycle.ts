import { checkoutSessionJson, invoiceJson, subscriptionJson, type FakeStripeContext } from './objects.ts';
import {
  periodEnd,
  periodStart,
  stripeId,
  type CheckoutSessionRecord,
  type CustomerRecord,
  type InvoiceRecord,
  type PaymentMethodRecord,
  type SubscriptionRecord,
} from './state.ts';
import type { WebhookSender } from './webhooks.ts';

/**
 * What happens to a subscription, whoever asks (the API, a hosted page, a test helper), with the
 * events Stripe sends for it. Each step sends its events in the order a billing service must
 * cope with; a webhook handler that re-fetches the subscription sees the state after the step.
 */

export interface FakeStripeRuntime extends FakeStripeContext {
  webhooks: WebhookSender;
}

/** An error Stripe would answer: the routes turn it into `{ error: { type, message, param?, code? } }`. */
export class FakeStripeError extends Error {
  readonly status: number;
  readonly type: string;
  readonly param: string | undefined;
  readonly code: string | undefined;
  constructor(status: number, message: string, options: { type?: string; param?: string; code?: string } = {}) {
    super(message);
    this.status = status;
    this.type = options.type ?? 'invalid_request_error';
    this.param = options.param;
    this.code = options.code;
  }
}

export function missing(kind: string, id: string, param = 'id'): FakeStripeError {
  return new FakeStripeError(404, `No such ${kind}: '${id}'`, { param, code: 'resource_missing' });
}

/** The statuses in which a subscription still bills (and still grants its plan). */
const liveStatuses = new Set(['trialing', 'active', 'past_due']);
export const isLive = (subscription: SubscriptionRecord) => liveStatuses.has(subscription.status);

export function createCustomer(runtime: FakeStripeRuntime, fields: Pick<CustomerRecord, 'email' | 'name' | 'metadata'>): CustomerRecord {
  const customer = { id: stripeId('cus'), created: runtime.state.clock, ...fields };
  runtime.state.customers.set(customer.id, customer);
  return customer;
}

export function createCardPaymentMethod(runtime: FakeStripeRuntime, customer: string, card: { brand: string; last4: string }): PaymentMethodRecord {
  const paymentMethod = { id: stripeId('pm'), created: runtime.state.clock, customer, ...card };
  runtime.state.paymentMethods.set(paymentMethod.id, paymentMethod);
  return paymentMethod;
}

function createInvoice(runtime: FakeStripeRuntime, subscription: SubscriptionRecord, fields: Pick<InvoiceRecord, 'status' | 'billingReason' | 'attemptCount'>): InvoiceRecord {
  const invoice: InvoiceRecord = {
    id: stripeId('in'),
    created: runtime.state.clock,
    customer: subscription.customer,
    subscription: subscription.id,
    subscriptionMetadata: { ...subscription.metadata },
    amount: runtime.price.unitAmount * subscription.quantity,
    periodStart: periodStart(subscription),
    periodEnd: periodEnd(subscription),
    ...fields,
  };
  runtime.state.invoices.set(invoice.id, invoice);
  subscription.latestInvoice = invoice.id;
  return invoice;
}

const sendSubscription = (runtime: FakeStripeRuntime, type: string, subscription: SubscriptionRecord) =>
  runtime.webhooks.send(type, subscriptionJson(runtime, subscription));

/**
 * The card form was paid: the customer (created now if the session had none), the card, an
 * active subscription for one month from the fake's clock and its paid first invoice. A session
 * already complete returns its subscription: a second submit pays nothing twice.
 */
export function completeCheckout(runtime: FakeStripeRuntime, session: CheckoutSessionRecord, card: { brand: string; last4: string }): SubscriptionRecord {
  const { state } = runtime;
  const done = session.subscription ? state.subscriptions.get(session.subscription) : undefined;
  if (done) return done;
  const customer = session.customer ?? createCustomer(runtime, { email: null, name: null, metadata: {} }).id;
  const paymentMethod = createCardPaymentMethod(runtime, customer, card);
  const subscription: SubscriptionRecord = {
    id: stripeId('sub'),
    created: state.clock,
    customer,
    priceId: session.priceId,
    quantity: session.quantity,
    status: 'active',
    anchor: state.clock,
    period: 0,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    endedAt: null,
    cancellationReason: null,
    defaultPaymentMethod: paymentMethod.id,
    metadata: { ...session.subscriptionMetadata },
    latestInvoice: null,
  };
  state.subscriptions.set(subscription.id, subscription);
  const invoice = createInvoice(runtime, subscription, { status: 'paid', billingReason: 'subscription_create', attemptCount: 1 });
  Object.assign(session, { customer, status: 'complete', subscription: subscription.id });
  runtime.webhooks.send('checkout.session.completed', checkoutSessionJson(runtime, session));
  sendSubscription(runtime, 'customer.subscription.created', subscription);
  runtime.webhooks.send('invoice.paid', invoiceJson(runtime, invoice));
  return subscription;
}

/** Cancel at the period's end, or resume before it (the portal's two buttons, or the API). */
export function setCancelAtPeriodEnd(runtime: FakeStripeRuntime, subscription: SubscriptionRecord, cancel: boolean): void {
  if (!isLive(subscription)) {
    throw new FakeStripeError(400, 'A canceled subscription can only update its cancellation_details and metadata.', { param: 'cancel_at_period_end' });
  }
  if (subscription.cancelAtPeriodEnd === cancel) return;
  subscription.cancelAtPeriodEnd = cancel;
  // Stripe records when the cancellation was asked for; resuming clears it.
  subscription.canceledAt = cancel ? runtime.state.clock : null;
  subscription.cancellationReason = cancel ? 'cancellation_requested' : null;
  sendSubscription(runtime, 'customer.subscription.updated', subscription);
}

/** A new default card; an open invoice of a past-due subscription is paid with it at once, as Stripe retries it. */
export function updateCard(runtime: FakeStripeRuntime, subscription: SubscriptionRecord, card: { brand: string; last4: string }): void {
  if (!isLive(subscription)) throw new FakeStripeError(400, 'This subscription has ended; its card cannot be changed.', { param: 'default_payment_method' });
  subscription.defaultPaymentMethod = createCardPaymentMethod(runtime, subscription.customer, card).id;
  const open = subscription.latestInvoice ? runtime.state.invoices.get(subscription.latestInvoice) : undefined;
  if (subscription.status === 'past_due' && open?.status === 'open') {
    open.status = 'paid';
    open.attemptCount += 1;
    subscription.status = 'active';
    runtime.webhooks.send('invoice.paid', invoiceJson(runtime, open));
  }
  sendSubscription(runtime, 'customer.subscription.updated', subscription);
}

/** Ends a subscription now (DELETE /v1/subscriptions/:id, or the end of its period). */
export function endSubscription(runtime: FakeStripeRuntime, subscription: SubscriptionRecord, at: number, reason: SubscriptionRecord['cancellationReason']): void {
  subscription.status = 'canceled';
  subscription.canceledAt ??= at;
  subscription.endedAt = at;
  subscription.cancellationReason = reason;
  sendSubscription(runtime, 'customer.subscription.deleted', subscription);
}

/** The renewal payment fails: past due, and Stripe's retries begin (they run until the period's end here). */
export function failPayment(runtime: FakeStripeRuntime, subscription: SubscriptionRecord): void {
  if (!isLive(subscription)) throw new FakeStripeError(400, 'This subscription has ended.', { param: 'subscription' });
  const invoice = createInvoice(runtime, subscription, { status: 'open', billingReason: 'subscription_cycle', attemptCount: 1 });
  subscription.status = 'past_due';
  runtime.webhooks.send('invoice.payment_failed', invoiceJson(runtime, invoice));
  sendSubscription(runtime, 'customer.subscription.updated', subscription);
}

/**
 * Moves the clock to `to`. Each live subscription whose period ends by then: ends if it was
 * cancelled at the period's end, ends if its payment was still failing (the retry window is over;
 * Stripe's default is to cancel), and otherwise renews, once per period passed, with a paid invoice.
 */
export function advanceClock(runtime: FakeStripeRuntime, to: number): void {
  const { state } = runtime;
  if (!Number.isInteger(to) || to < state.clock) {
    throw new FakeStripeError(400, `The clock can only move forward: 'to' must be a Unix time at or after ${state.clock}.`, { param: 'to' });
  }
  const due = () => [...state.subscriptions.values()].filter((subscription) => isLive(subscription) && periodEnd(subscription) <= to);
  for (let next = due(); next.length > 0; next = due()) {
    // The earliest period end first, so that events go out in the order time would have sent them.
    const subscription = next.reduce((a, b) => (periodEnd(b) < periodEnd(a) ? b : a));
    const end = periodEnd(subscription);
    state.clock = end;
    if (subscription.cancelAtPeriodEnd) endSubscription(runtime, subscription, end, 'cancellation_requested');
    else if (subscription.status === 'past_due') endSubscription(runtime, subscription, end, 'payment_failed');
    else {
      subscription.period += 1;
      subscription.status = 'active';
      const invoice = createInvoice(runtime, subscription, { status: 'paid', billingReason: 'subscription_cycle', attemptCount: 1 });
      runtime.webhooks.send('invoice.paid', invoiceJson(runtime, invoice));
      sendSubscription(runtime, 'customer.subscription.updated', subscription);
    }
  }
  state.clock = to;
}
