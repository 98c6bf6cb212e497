import type { UserPlan } from './me.schema.ts';

/**
 * The plan a user has now. A manual Premium grant may end (`premiumUntil`); once that moment has
 * passed the user is on the free plan, whatever the stored `plan` still says, so an expired grant
 * needs no job to end it (decision 0190).
 */
export function effectivePlan(
  user: { plan?: string | null | undefined; premiumUntil?: Date | string | null | undefined },
  now: Date = new Date(),
): UserPlan {
  if (user.plan !== 'premium') return 'free';
  if (user.premiumUntil == null) return 'premium';
  return new Date(user.premiumUntil).getTime() > now.getTime() ? 'premium' : 'free';
}
