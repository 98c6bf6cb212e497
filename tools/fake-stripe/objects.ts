import {
  periodEnd,
  periodStart,
  type CheckoutSessionRecord,
  type CustomerRecord,
  type FakeStripeState,
  type InvoiceRecord,
  type PaymentMethodRecord,
  type PortalSessionRecord,
  type SubscriptionRecord,
} from './state.ts';

/**
 * The records as Stripe's JSON: the fields a billing service reads, with Stripe's names and
 * types (null where Stripe says null), so that the SDK's types describe what the fake answers.
 */

export interface FakeStripeContext {
  state: FakeStripeState;
  /** Where the hosted Checkout and portal pages are served, as the browser reaches them. */
  publicUrl: string;
  /** What every price costs: the fake sells one monthly plan, whatever the price id. */
  price: { unitAmount: number; currency: string };
}

/** Expansions a caller may ask for, by object. */
export const subscriptionExpansions = ['default_payment_method', 'customer', 'latest_invoice'] as const;

export function customerJson(customer: CustomerRecord) {
  return {
    id: customer.id,
    object: 'customer',
    created: customer.created,
    email: customer.email,
    name: customer.name,
    metadata: customer.metadata,
    description: null,
    livemode: false,
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
  };
}

export function paymentMethodJson(paymentMethod: PaymentMethodRecord) {
  return {
    id: paymentMethod.id,
    object: 'payment_method',
    type: 'card',
    created: paymentMethod.created,
    customer: paymentMethod.customer,
    livemode: false,
    metadata: {},
    billing_details: { address: null, email: null, name: null, phone: null },
    card: {
      brand: paymentMethod.brand,
      display_brand: paymentMethod.brand,
      last4: paymentMethod.last4,
      exp_month: 12,
      exp_year: 2034,
      country: 'US',
      funding: 'credit',
    },
  };
}

function priceJson(context: FakeStripeContext, priceId: string) {
  return {
    id: priceId,
    object: 'price',
    active: true,
    currency: context.price.currency,
    unit_amount: context.price.unitAmount,
    type: 'recurring',
    recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
    livemode: false,
    metadata: {},
  };
}

export function checkoutSessionJson(context: FakeStripeContext, session: CheckoutSessionRecord) {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: 'subscription',
    status: session.status,
    payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
    url: session.status === 'open' ? `${context.publicUrl}/checkout/${session.id}` : null,
    created: session.created,
    // Stripe's default: a session can be paid for 24 hours.
    expires_at: session.created + 24 * 3600,
    customer: session.customer,
    client_reference_id: session.clientReferenceId,
    metadata: session.metadata,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    subscription: session.subscription,
    amount_subtotal: context.price.unitAmount * session.quantity,
    amount_total: context.price.unitAmount * session.quantity,
    currency: context.price.currency,
    livemode: false,
  };
}

export function invoiceJson(context: FakeStripeContext, invoice: InvoiceRecord) {
  return {
    id: invoice.id,
    object: 'invoice',
    created: invoice.created,
    customer: invoice.customer,
    status: invoice.status,
    currency: context.price.currency,
    amount_due: invoice.amount,
    amount_paid: invoice.status === 'paid' ? invoice.amount : 0,
    amount_remaining: invoice.status === 'paid' ? 0 : invoice.amount,
    attempt_count: invoice.attemptCount,
    attempted: true,
    billing_reason: invoice.billingReason,
    period_start: invoice.periodStart,
    period_end: invoice.periodEnd,
    // Since API 2025-03-31 an invoice names its subscription here, not in a `subscription` field.
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: invoice.subscription, metadata: invoice.subscriptionMetadata },
    },
    livemode: false,
  };
}

export function subscriptionJson(context: FakeStripeContext, subscription: SubscriptionRecord, expand: readonly string[] = []) {
  const { state } = context;
  const start = periodStart(subscription);
  const end = periodEnd(subscription);
  const paymentMethod = subscription.defaultPaymentMethod ? state.paymentMethods.get(subscription.defaultPaymentMethod) : undefined;
  const customer = state.customers.get(subscription.customer);
  const invoice = subscription.latestInvoice ? state.invoices.get(subscription.latestInvoice) : undefined;
  return {
    id: subscription.id,
    object: 'subscription',
    created: subscription.created,
    start_date: subscription.created,
    billing_cycle_anchor: subscription.anchor,
    customer: expand.includes('customer') && customer ? customerJson(customer) : subscription.customer,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: subscription.cancelAtPeriodEnd ? end : null,
    canceled_at: subscription.canceledAt,
    ended_at: subscription.endedAt,
    cancellation_details: { comment: null, feedback: null, reason: subscription.cancellationReason },
    collection_method: 'charge_automatically',
    currency: context.price.currency,
    default_payment_method: expand.includes('default_payment_method') && paymentMethod ? paymentMethodJson(paymentMethod) : subscription.defaultPaymentMethod,
    latest_invoice: expand.includes('latest_invoice') && invoice ? invoiceJson(context, invoice) : subscription.latestInvoice,
    metadata: subscription.metadata,
    items: listJson(`/v1/subscription_items?subscription=${subscription.id}`, [
      {
        id: `si_${subscription.id.slice(4)}`,
        object: 'subscription_item',
        created: subscription.created,
        // Since API 2025-03-31 the period lives on each item, not on the subscription.
        current_period_start: start,
        current_period_end: end,
        metadata: {},
        price: priceJson(context, subscription.priceId),
        quantity: subscription.quantity,
        subscription: subscription.id,
      },
    ]),
    livemode: false,
  };
}

export function portalSessionJson(context: FakeStripeContext, session: PortalSessionRecord) {
  return {
    id: session.id,
    object: 'billing_portal.session',
    configuration: 'bpc_fake_default',
    created: session.created,
    customer: session.customer,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: session.returnUrl,
    url: `${context.publicUrl}/portal/${session.id}`,
  };
}

export function listJson<T>(url: string, data: T[], hasMore = false) {
  return { object: 'list', url, has_more: hasMore, data };
}
