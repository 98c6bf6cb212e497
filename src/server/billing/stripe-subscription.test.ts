import fc from 'fast-check';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { subscriptionStatuses } from '../../shared/billing/billing.schema.ts';
import { stripeSubscriptionFields, subscriptionPeriodEnd, subscriptionStatusFromStripe } from './stripe-subscription.ts';

/** The few fields the mapping reads, in the shape the SDK types (the rest of a Subscription is irrelevant here). */
function subscription(overrides: Partial<Record<keyof Stripe.Subscription, unknown>> & { periodEnds?: number[] } = {}): Stripe.Subscription {
  const { periodEnds = [1_780_000_000], ...fields } = overrides;
  return {
    id: 'sub_123',
    object: 'subscription',
    customer: 'cus_123',
    status: 'active',
    cancel_at_period_end: false,
    default_payment_method: null,
    metadata: {},
    items: {
      object: 'list',
      has_more: false,
      url: '/v1/subscription_items?subscription=sub_123',
      data: periodEnds.map((end, index) => ({ id: `si_${index}`, object: 'subscription_item', current_period_start: end - 2_592_000, current_period_end: end })),
    },
    ...fields,
  } as unknown as Stripe.Subscription;
}

describe('subscriptionStatusFromStripe', () => {
  it("maps Stripe's statuses to ours, and 'incomplete' to nothing", () => {
    expect(subscriptionStatusFromStripe('trialing')).toBe('trialing');
    expect(subscriptionStatusFromStripe('active')).toBe('active');
    expect(subscriptionStatusFromStripe('past_due')).toBe('past_due');
    expect(subscriptionStatusFromStripe('canceled')).toBe('canceled');
    expect(subscriptionStatusFromStripe('unpaid')).toBe('ended');
    expect(subscriptionStatusFromStripe('incomplete_expired')).toBe('ended');
    expect(subscriptionStatusFromStripe('paused')).toBe('ended');
    expect(subscriptionStatusFromStripe('incomplete')).toBeNull();
  });

  it('reads a status it does not know (Stripe may add some) as ended, never as a paid state', () => {
    expect(subscriptionStatusFromStripe('suspended')).toBe('ended');
    expect(subscriptionStatusFromStripe('__proto__')).toBe('ended');
    expect(subscriptionStatusFromStripe('toString')).toBe('ended');
  });

  it('maps any string to one of our statuses, or to null only for incomplete', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.constantFrom('incomplete', 'active', 'constructor', 'hasOwnProperty')), (status) => {
        const ours = subscriptionStatusFromStripe(status);
        if (ours === null) expect(status).toBe('incomplete');
        else expect(subscriptionStatuses).toContain(ours);
      }),
    );
  });
});

describe('subscriptionPeriodEnd', () => {
  it('is the latest item period end, or null without items', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4_102_444_800 }), { maxLength: 5 }), (ends) => {
        const end = subscriptionPeriodEnd(subscription({ periodEnds: ends }));
        if (ends.length === 0) expect(end).toBeNull();
        else expect(end?.getTime()).toBe(Math.max(...ends) * 1000);
      }),
    );
  });
});

describe('stripeSubscriptionFields', () => {
  it('gives the row fields of an active subscription with its expanded card and user', () => {
    const fields = stripeSubscriptionFields(
      subscription({
        id: 'sub_abc',
        customer: { id: 'cus_abc', object: 'customer' },
        cancel_at_period_end: true,
        default_payment_method: { id: 'pm_1', object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242' } },
        metadata: { userId: 'user_1' },
        periodEnds: [1_780_000_000],
      }),
    );
    expect(fields).toEqual({
      providerSubscriptionId: 'sub_abc',
      providerCustomerId: 'cus_abc',
      status: 'active',
      currentPeriodEnd: new Date(1_780_000_000_000),
      cancelAtPeriodEnd: true,
      cardBrand: 'visa',
      cardLast4: '4242',
      userId: 'user_1',
    });
  });

  it('has no card when the payment method is not expanded or not a card, and no user without metadata', () => {
    expect(stripeSubscriptionFields(subscription({ default_payment_method: 'pm_1' }))).toMatchObject({ cardBrand: null, cardLast4: null, userId: null });
    expect(stripeSubscriptionFields(subscription({ default_payment_method: { id: 'pm_2', type: 'sepa_debit' } }))).toMatchObject({ cardBrand: null, cardLast4: null });
    expect(stripeSubscriptionFields(subscription({ metadata: { userId: '' } }))?.userId).toBeNull();
  });

  it('stores nothing for an incomplete subscription', () => {
    expect(stripeSubscriptionFields(subscription({ status: 'incomplete' }))).toBeNull();
  });
});
