import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billingProviders, subscriptionStatuses } from './billing.schema.ts';
import { currentSubscription, effectivePlan, isLiveSubscription, type PlanSubscription } from './effective-plan.ts';

const now = new Date('2030-06-01T12:00:00Z');
const grant = (currentPeriodEnd: string | null, status: PlanSubscription['status'] = 'active'): PlanSubscription => ({ status, provider: 'manual', currentPeriodEnd, cancelAtPeriodEnd: false });
const stripe = (currentPeriodEnd: string, fields: Partial<PlanSubscription> = {}): PlanSubscription => ({ status: 'active', provider: 'stripe', currentPeriodEnd, cancelAtPeriodEnd: false, ...fields });

describe('effectivePlan', () => {
  it('is free without a subscription', () => {
    expect(effectivePlan([], now)).toBe('free');
  });

  it('is Premium for a grant without an end, and until the end of a grant, free from that moment', () => {
    expect(effectivePlan([grant(null)], now)).toBe('premium');
    expect(effectivePlan([grant('2030-06-01T12:00:01Z')], now)).toBe('premium');
    expect(effectivePlan([grant('2030-06-01T12:00:00Z')], now)).toBe('free');
    expect(effectivePlan([grant(null, 'canceled')], now)).toBe('free');
  });

  it('keeps Premium through a failed payment (past_due), and drops it once Stripe ends the subscription', () => {
    expect(effectivePlan([stripe('2030-06-20T00:00:00Z', { status: 'past_due' })], now)).toBe('premium');
    expect(effectivePlan([stripe('2030-06-20T00:00:00Z', { status: 'ended' })], now)).toBe('free');
    expect(effectivePlan([stripe('2030-06-20T00:00:00Z', { status: 'canceled' })], now)).toBe('free');
  });

  it('keeps Premium to the end of a period cancelled at its end, and not a moment past it, whatever Stripe still says', () => {
    expect(effectivePlan([stripe('2030-06-20T00:00:00Z', { cancelAtPeriodEnd: true })], now)).toBe('premium');
    expect(effectivePlan([stripe('2030-06-01T11:59:59Z', { cancelAtPeriodEnd: true })], now)).toBe('free');
  });

  it('keeps a renewing subscription Premium past its date until Stripe reports the renewal or the end', () => {
    expect(effectivePlan([stripe('2030-06-01T11:00:00Z')], now)).toBe('premium');
  });

  it('is Premium when any one subscription is live (property)', () => {
    const subscription = fc.record({
      status: fc.constantFrom(...subscriptionStatuses),
      provider: fc.constantFrom(...billingProviders),
      currentPeriodEnd: fc.option(fc.integer({ min: -10_000_000, max: 10_000_000 }).map((offset) => new Date(now.getTime() + offset * 1000).toISOString()), { nil: null }),
      cancelAtPeriodEnd: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(subscription, { maxLength: 5 }), (subscriptions) => {
        const live = subscriptions.filter((item) => isLiveSubscription(item, now));
        expect(effectivePlan(subscriptions, now)).toBe(live.length > 0 ? 'premium' : 'free');
        expect(currentSubscription(subscriptions, now) === undefined).toBe(live.length === 0);
        // Nothing that is not live ever makes a user Premium.
        for (const item of subscriptions) if (!['trialing', 'active', 'past_due'].includes(item.status)) expect(isLiveSubscription(item, now)).toBe(false);
      }),
    );
  });
});

describe('currentSubscription', () => {
  it('describes a paid subscription before a grant, then the grant that lasts longest', () => {
    const paid = stripe('2030-06-20T00:00:00Z');
    expect(currentSubscription([grant(null), paid], now)).toBe(paid);
    const longest = grant(null);
    expect(currentSubscription([grant('2030-07-01T00:00:00Z'), longest], now)).toBe(longest);
  });
});
