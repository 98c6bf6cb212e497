import type Stripe from 'stripe';
import type { SubscriptionStatus } from '../../shared/billing/billing.schema.ts';

/**
 * The metadata key that names our user on a Stripe subscription. Checkout puts it there through
 * `subscription_data.metadata` (a Checkout session's own metadata is not copied to the
 * subscription), so a webhook or the reconcile command can find the user without the session.
 */
export const subscriptionUserMetadataKey = 'userId';

/** A Stripe subscription as our `subscriptions` row stores it. */
export interface StripeSubscriptionFields {
  providerSubscriptionId: string;
  providerCustomerId: string;
  status: SubscriptionStatus;
  /** The latest item's period end: the next billing date, or when Premium ends after a cancellation. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  cardBrand: string | null;
  cardLast4: string | null;
  /** From the subscription's metadata; null when it was created elsewhere (the Dashboard, an old integration). */
  userId: string | null;
}

const statusFromStripe: Record<string, SubscriptionStatus | null> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  canceled: 'canceled',
  unpaid: 'ended',
  incomplete_expired: 'ended',
  paused: 'ended',
  // The first payment has not gone through yet: not a subscription until it does (or it expires).
  incomplete: null,
};

/**
 * Our status for Stripe's, or null for 'incomplete' (the caller stores nothing). Stripe's status is
 * an open enum: a status added after this SDK is read as 'ended', because Premium is granted only
 * for the states we know to be paid for (or in a trial or in Stripe's retry window).
 */
export function subscriptionStatusFromStripe(status: string): SubscriptionStatus | null {
  return Object.hasOwn(statusFromStripe, status) ? (statusFromStripe[status] ?? null) : 'ended';
}

/**
 * The period end. Since API version 2025-03-31 it lives on each subscription item, not on the
 * subscription; with one price there is one item, and with several the latest end is when the
 * subscription's paid time runs out.
 */
export function subscriptionPeriodEnd(subscription: Pick<Stripe.Subscription, 'items'>): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter((end) => Number.isFinite(end));
  return ends.length === 0 ? null : new Date(Math.max(...ends) * 1000);
}

/**
 * The fields our row stores for a Stripe subscription, or null when it is not one yet
 * ('incomplete'). The card comes from the default payment method when the caller expanded it
 * (`expand: ['default_payment_method']`); an id alone tells nothing about the card.
 */
export function stripeSubscriptionFields(subscription: Stripe.Subscription): StripeSubscriptionFields | null {
  const status = subscriptionStatusFromStripe(subscription.status);
  if (status === null) return null;
  const paymentMethod = subscription.default_payment_method;
  const card = paymentMethod !== null && typeof paymentMethod === 'object' ? paymentMethod.card : undefined;
  const userId = subscription.metadata[subscriptionUserMetadataKey];
  return {
    providerSubscriptionId: subscription.id,
    providerCustomerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    status,
    currentPeriodEnd: subscriptionPeriodEnd(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    userId: userId ? userId : null,
  };
}
