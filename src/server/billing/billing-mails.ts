import type { SubscriptionStatus } from '../../shared/billing/billing.schema.ts';
import { isLiveSubscription } from '../../shared/billing/effective-plan.ts';
import type { MailKind } from '../../shared/mail/outbox.schema.ts';
import { composeMail } from '../mail/compose.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { StripeSubscriptionFields } from './stripe-subscription.ts';

/** The notices billing sends: Premium has started, it is cancelled and ends on a date, a payment failed. */
export type BillingNotice = Extract<MailKind, 'billing_upgrade' | 'billing_cancellation' | 'billing_payment_failed'>;

/** What our row said of a Stripe subscription before a sync; undefined when we had no row yet. */
export interface StoredSubscriptionState {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

const asPlan = (state: StoredSubscriptionState | StripeSubscriptionFields) => ({ ...state, provider: 'stripe' as const });

/**
 * The notices a change calls for, read from the row before and Stripe's snapshot after, never
 * from the event's type: events arrive out of order and more than once, and an old
 * `invoice.payment_failed` that arrives after the card was fixed finds the subscription active and
 * sends nothing. Each notice marks a step the row had not taken yet, so the same state stored
 * twice (a second event about it, reconcile) sends nothing more.
 */
export function billingNoticesFor(before: StoredSubscriptionState | undefined, after: StripeSubscriptionFields, now: Date = new Date()): BillingNotice[] {
  const live = isLiveSubscription(asPlan(after), now);
  const wasLive = before !== undefined && isLiveSubscription(asPlan(before), now);
  const notices: BillingNotice[] = [];
  if (live && !wasLive) notices.push('billing_upgrade');
  if (live && after.cancelAtPeriodEnd && !before?.cancelAtPeriodEnd) notices.push('billing_cancellation');
  if (after.status === 'past_due' && before?.status !== 'past_due') notices.push('billing_payment_failed');
  return notices;
}

export interface BillingMailContext {
  appName: string;
  publicUrl: string;
}

/** A date as the mails write it, 'June 22, 2026': the period ends in Stripe's UTC. */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The mail for one notice, to the subscription's owner. */
export function billingMail(notice: BillingNotice, to: { email: string; name: string }, after: StripeSubscriptionFields, { appName, publicUrl }: BillingMailContext): MailMessage {
  const account = `${publicUrl}/account`;
  const signature = `The ${appName} team`;
  const greeting = `Hello ${to.name},`;
  const periodEnd = after.currentPeriodEnd ? longDate.format(after.currentPeriodEnd) : undefined;
  const message = (subject: string, content: Parameters<typeof composeMail>[0]) => ({ to: to.email, subject, kind: notice, ...composeMail(content) });

  if (notice === 'billing_upgrade') {
    // A subscription already set to end gets the cancellation notice too: no renewal date here then.
    const renews = periodEnd && !after.cancelAtPeriodEnd ? [`Your subscription renews on ${periodEnd}. You can change your card or cancel at any time on your account page.`] : [];
    return message(`Welcome to ${appName} Premium`, {
      paragraphs: [greeting, 'Thank you for subscribing: Premium is on. Your conversations are saved, and your advisors remember what you tell them from one session to the next.', ...renews],
      action: { label: 'Open your account', url: account },
      signature,
    });
  }
  if (notice === 'billing_cancellation') {
    const until = periodEnd ? `Premium lasts until ${periodEnd}, the end of the period you have paid for` : 'Premium lasts until the end of the period you have paid for';
    return message(`Your ${appName} Premium is cancelled`, {
      paragraphs: [greeting, `Your Premium subscription is cancelled. ${until}, and you will not be charged again.`, 'Changed your mind? Resume it on your account page before then, and nothing changes.'],
      action: { label: 'Resume Premium', url: account },
      signature,
    });
  }
  return message(`Your ${appName} Premium payment failed`, {
    paragraphs: [
      greeting,
      'Your latest Premium payment did not go through. Premium stays on while we try the card again over the next few days; if no payment succeeds, Premium ends.',
      'To keep it, update your card on your account page.',
    ],
    action: { label: 'Update your card', url: account },
    signature,
  });
}
