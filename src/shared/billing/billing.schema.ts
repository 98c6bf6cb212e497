import { z } from 'zod/mini';
import { userPlans } from '../account/me.schema.ts';

/**
 * Premium billing's contracts (issue 25). A user's plan is derived on the server from their
 * subscription (Stripe or an admin's manual grant); these are what the client reads and sends.
 */

/** What one Premium subscriber pays a month, in cents: the pricing page's $5.99 and the Stripe price. */
export const premiumMonthlyPriceCents = 599;

/**
 * Our subscription states. Stripe's eight collapse into these (stripe-subscription.ts): 'ended'
 * covers a subscription that stopped without a cancellation (unpaid, expired, paused), 'canceled'
 * one the user or an admin cancelled.
 */
export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'canceled', 'ended'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Where a subscription comes from: a Stripe Checkout, or an admin's grant from Customers. */
export const billingProviders = ['stripe', 'manual'] as const;
export type BillingProvider = (typeof billingProviders)[number];

/** The card a Stripe subscription is charged to, as /profile and /account show it ('Visa ending 4242'). */
export const billingCardSchema = z.object({ brand: z.string(), last4: z.string() });
export type BillingCard = z.infer<typeof billingCardSchema>;

export const billingSubscriptionSchema = z.object({
  provider: z.enum(billingProviders),
  status: z.enum(subscriptionStatuses),
  /** ISO date-time: the next billing date, or the day Premium ends when it is cancelled or a grant has an end; null for a grant without one. */
  currentPeriodEnd: z.nullable(z.string()),
  /** Cancelled by the user: Premium lasts until currentPeriodEnd, and /account offers Resume until then. */
  cancelAtPeriodEnd: z.boolean(),
  /** Null for a manual grant, or when Stripe has no card on the subscription. */
  card: z.nullable(billingCardSchema),
});
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

/** GET /api/billing: the signed-in user's plan and what the billing screens show. */
export const billingStatusSchema = z.object({
  plan: z.enum(userPlans),
  /** Stripe is configured on this server; without it every Upgrade control says so and points to the team. */
  onlineUpgrades: z.boolean(),
  subscription: z.nullable(billingSubscriptionSchema),
  /** The last payment failed and Stripe is retrying: the banner with a link to update the card. */
  paymentFailed: z.boolean(),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** POST /api/billing/checkout and /api/billing/portal: where the browser goes next (Stripe's hosted page). */
export const billingRedirectSchema = z.object({ url: z.string() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;
