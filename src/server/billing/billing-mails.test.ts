import { describe, expect, it } from 'vitest';
import { billingMail, billingNoticesFor, type StoredSubscriptionState } from './billing-mails.ts';
import type { StripeSubscriptionFields } from './stripe-subscription.ts';

const now = new Date('2026-05-22T10:00:00Z');
const periodEnd = new Date('2026-06-22T10:00:00Z');

const snapshot = (fields: Partial<StripeSubscriptionFields> = {}): StripeSubscriptionFields => ({
  providerSubscriptionId: 'sub_1',
  providerCustomerId: 'cus_1',
  status: 'active',
  currentPeriodEnd: periodEnd,
  cancelAtPeriodEnd: false,
  cardBrand: 'visa',
  cardLast4: '4242',
  userId: 'user_1',
  ...fields,
});
const stored = (fields: Partial<StoredSubscriptionState> = {}): StoredSubscriptionState => ({ status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: periodEnd, ...fields });

describe('billingNoticesFor', () => {
  it('announces Premium when a subscription becomes live, once', () => {
    expect(billingNoticesFor(undefined, snapshot(), now)).toEqual(['billing_upgrade']);
    expect(billingNoticesFor(stored(), snapshot(), now)).toEqual([]);
    // Stripe lets an unpaid (our ended) subscription become active again once its invoice is paid.
    expect(billingNoticesFor(stored({ status: 'ended' }), snapshot(), now)).toEqual(['billing_upgrade']);
  });

  it('announces a cancellation when cancel-at-period-end turns on, not when it stays on or is taken back', () => {
    expect(billingNoticesFor(stored(), snapshot({ cancelAtPeriodEnd: true }), now)).toEqual(['billing_cancellation']);
    expect(billingNoticesFor(stored({ cancelAtPeriodEnd: true }), snapshot({ cancelAtPeriodEnd: true }), now)).toEqual([]);
    expect(billingNoticesFor(stored({ cancelAtPeriodEnd: true }), snapshot(), now)).toEqual([]);
    // Ended at once, without a period to last to: nothing to announce as 'lasts until'.
    expect(billingNoticesFor(stored(), snapshot({ status: 'canceled', cancelAtPeriodEnd: true }), now)).toEqual([]);
  });

  it('announces a failed payment when the subscription becomes past due, and not for each retry or after the card was fixed', () => {
    expect(billingNoticesFor(stored(), snapshot({ status: 'past_due' }), now)).toEqual(['billing_payment_failed']);
    expect(billingNoticesFor(stored({ status: 'past_due' }), snapshot({ status: 'past_due' }), now)).toEqual([]);
    // invoice.payment_failed arriving after invoice.paid: the snapshot is active again, so nothing.
    expect(billingNoticesFor(stored(), snapshot(), now)).toEqual([]);
    expect(billingNoticesFor(stored({ status: 'past_due' }), snapshot(), now)).toEqual([]);
  });

  it('sends nothing when an old event finds the subscription already ended', () => {
    expect(billingNoticesFor(stored({ status: 'canceled', cancelAtPeriodEnd: true }), snapshot({ status: 'canceled', cancelAtPeriodEnd: true }), now)).toEqual([]);
    expect(billingNoticesFor(undefined, snapshot({ status: 'canceled' }), now)).toEqual([]);
    // Cancelled at the period's end, and the period has passed: no longer Premium, whatever Stripe's status says yet.
    expect(billingNoticesFor(undefined, snapshot({ cancelAtPeriodEnd: true }), new Date('2026-07-01T00:00:00Z'))).toEqual([]);
  });
});

describe('billingMail', () => {
  const context = { appName: 'Wayfinder', publicUrl: 'https://wayfinder.example' };
  const to = { email: 'ada@example.com', name: 'Ada <Lovelace>' };

  it('tells a new subscriber Premium is on and when it renews', () => {
    const mail = billingMail('billing_upgrade', to, snapshot(), context);
    expect(mail).toMatchObject({ to: 'ada@example.com', kind: 'billing_upgrade', subject: 'Welcome to Wayfinder Premium' });
    expect(mail.text).toContain('Your subscription renews on June 22, 2026.');
    expect(mail.text).toContain('https://wayfinder.example/account');
    // The name is escaped in the HTML body.
    expect(mail.html).toContain('Hello Ada &lt;Lovelace&gt;,');
  });

  it('says how long a cancelled Premium lasts and where to resume it', () => {
    const mail = billingMail('billing_cancellation', to, snapshot({ cancelAtPeriodEnd: true }), context);
    expect(mail.subject).toBe('Your Wayfinder Premium is cancelled');
    expect(mail.text).toContain('Premium lasts until June 22, 2026, the end of the period you have paid for, and you will not be charged again.');
    expect(mail.text).toContain('Resume Premium: https://wayfinder.example/account');
  });

  it('links a failed payment to the account page to update the card', () => {
    const mail = billingMail('billing_payment_failed', to, snapshot({ status: 'past_due' }), context);
    expect(mail.subject).toBe('Your Wayfinder Premium payment failed');
    expect(mail.text).toContain('Update your card: https://wayfinder.example/account');
    expect(mail.text).toContain('Premium stays on while we try the card again');
  });
});
