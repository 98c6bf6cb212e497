import type { UserPlan } from '../account/me.schema.ts';
import type { BillingProvider, SubscriptionStatus } from './billing.schema.ts';

/** What the plan rule reads of a subscription row. */
export interface PlanSubscription {
  status: SubscriptionStatus;
  provider: BillingProvider;
  currentPeriodEnd: Date | string | null;
  cancelAtPeriodEnd: boolean;
}

const liveStatuses: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

/**
 * Whether a subscription makes its user Premium at `now`. Live statuses only (a failed payment,
 * past_due, keeps Premium through Stripe's retries). A period that has ended ends Premium when
 * nothing renews it: a manual grant's end, or a Stripe subscription cancelled at period end, so a
 * late or lost 'deleted' event cannot leave Premium on. A Stripe subscription that renews keeps
 * Premium past the date until Stripe says otherwise (its renewal event may arrive a little late).
 * The same rule, in SQL, is `liveSubscriptionSql` (server/auth/plans.ts).
 */
export function isLiveSubscription(subscription: PlanSubscription, now: Date = new Date()): boolean {
  if (!liveStatuses.includes(subscription.status)) return false;
  if (subscription.currentPeriodEnd === null) return true;
  const periodOver = new Date(subscription.currentPeriodEnd).getTime() <= now.getTime();
  return !(periodOver && (subscription.provider === 'manual' || subscription.cancelAtPeriodEnd));
}

/** The plan a user has now: Premium while any of their subscriptions is live (decision 0204). */
export function effectivePlan(subscriptions: readonly PlanSubscription[], now: Date = new Date()): UserPlan {
  return subscriptions.some((subscription) => isLiveSubscription(subscription, now)) ? 'premium' : 'free';
}

/**
 * The live subscription the billing screens describe: a paid one before a grant, then the one
 * that lasts longest (no end counts as the longest).
 */
export function currentSubscription<T extends PlanSubscription>(subscriptions: readonly T[], now: Date = new Date()): T | undefined {
  const end = (subscription: T) => (subscription.currentPeriodEnd === null ? Number.POSITIVE_INFINITY : new Date(subscription.currentPeriodEnd).getTime());
  return subscriptions
    .filter((subscription) => isLiveSubscription(subscription, now))
    .sort((a, b) => Number(b.provider === 'stripe') - Number(a.provider === 'stripe') || end(b) - end(a))[0];
}
