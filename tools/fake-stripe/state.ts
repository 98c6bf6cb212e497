import { randomBytes } from 'node:crypto';

/**
 * The fake's memory: Stripe's objects as plain records, a clock that only the test helpers move,
 * and the replies kept for idempotency keys. One state per fake server; nothing is persisted.
 */

export interface CustomerRecord {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
}

export interface PaymentMethodRecord {
  id: string;
  created: number;
  customer: string;
  brand: string;
  last4: string;
}

export interface CheckoutSessionRecord {
  id: string;
  created: number;
  customer: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  /** `subscription_data.metadata`: what Stripe puts on the subscription it creates (the session's own metadata stays on the session). */
  subscriptionMetadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string | null;
  priceId: string;
  quantity: number;
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
}

export interface SubscriptionRecord {
  id: string;
  created: number;
  customer: string;
  priceId: string;
  quantity: number;
  /** Stripe's status string (active, past_due, canceled...). */
  status: string;
  /** The billing cycle anchor: every period starts on its day of the month. */
  anchor: number;
  /** How many periods have started since the anchor (0 for the first). */
  period: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  cancellationReason: 'cancellation_requested' | 'payment_failed' | null;
  defaultPaymentMethod: string | null;
  metadata: Record<string, string>;
  latestInvoice: string | null;
}

export interface InvoiceRecord {
  id: string;
  created: number;
  customer: string;
  subscription: string;
  subscriptionMetadata: Record<string, string>;
  status: 'open' | 'paid';
  amount: number;
  periodStart: number;
  periodEnd: number;
  billingReason: 'subscription_create' | 'subscription_cycle';
  attemptCount: number;
}

export interface PortalSessionRecord {
  id: string;
  created: number;
  customer: string;
  returnUrl: string | null;
}

/** One webhook the fake sent (or could not), in order: what tests read to see what Stripe said. */
export interface WebhookDelivery {
  eventId: string;
  type: string;
  /** The HTTP status the endpoint answered, or null when it could not be reached (or no webhook URL is set). */
  status: number | null;
}

export interface FakeStripeState {
  /** The fake's now, in Unix seconds: starts at the real time and moves only by POST /v1/test_helpers/advance. */
  clock: number;
  customers: Map<string, CustomerRecord>;
  paymentMethods: Map<string, PaymentMethodRecord>;
  checkoutSessions: Map<string, CheckoutSessionRecord>;
  subscriptions: Map<string, SubscriptionRecord>;
  invoices: Map<string, InvoiceRecord>;
  portalSessions: Map<string, PortalSessionRecord>;
  /** Idempotency-Key -> the first request's fingerprint and reply, replayed for a retry. */
  idempotentReplies: Map<string, { fingerprint: string; status: number; body: string }>;
  deliveries: WebhookDelivery[];
}

export function createState(now: number): FakeStripeState {
  return {
    clock: now,
    customers: new Map(),
    paymentMethods: new Map(),
    checkoutSessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    portalSessions: new Map(),
    idempotentReplies: new Map(),
    deliveries: [],
  };
}

/** An id shaped like Stripe's: a prefix, then letters and digits. */
export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, '').slice(0, 24)}`;
}

/**
 * `anchor` plus `months` calendar months, in UTC, on the anchor's day or the month's last day:
 * Stripe bills a subscription started on January 31 on February 28, then March 31.
 */
export function addMonths(anchor: number, months: number): number {
  const start = new Date(anchor * 1000);
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

export const periodStart = (subscription: SubscriptionRecord) => addMonths(subscription.anchor, subscription.period);
export const periodEnd = (subscription: SubscriptionRecord) => addMonths(subscription.anchor, subscription.period + 1);
