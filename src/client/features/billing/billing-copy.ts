import type { BillingCard } from '../../../shared/billing/billing.schema.ts';
import { errorCatalog } from '../../../shared/errors.ts';

/** A billing date as the account pages write it: 'June 22, 2025', in the reader's own time zone. */
const billingDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
export const formatBillingDate = (iso: string) => billingDate.format(new Date(iso));

/** 'Visa ending 4242': Stripe names brands in lower case ('visa', 'amex'). */
const brandNames: Record<string, string> = { amex: 'American Express', diners: 'Diners Club', jcb: 'JCB', unionpay: 'UnionPay', mastercard: 'Mastercard', visa: 'Visa', discover: 'Discover' };
const brandName = (brand: string) => brandNames[brand] ?? (brand.charAt(0).toUpperCase() + brand.slice(1)).replaceAll('_', ' ');
export const describeCard = (card: BillingCard) => `${brandName(card.brand)} ending ${card.last4}`;

export const billingMessages = {
  /** The server's own words when Stripe is not configured (409 conflict:billing_offline). */
  offline: errorCatalog['conflict:billing_offline'].message,
  confirming: 'Confirming your payment…',
  confirmed: 'Welcome to Premium! Your plan is active.',
  confirmSlow: "Your payment is still being confirmed. It can take a minute: this page will show Premium as soon as it's through. If it doesn't, contact us and we'll sort it out.",
  paymentFailed: "Your last payment didn't go through. We'll try again over the next few days and Premium stays on meanwhile; update your card to keep it.",
  resumed: 'Your Premium plan will renew as usual.',
} as const;

/** How long /account waits for Stripe's webhook after Checkout before it says it's still waiting. */
export const checkoutConfirmationTimeoutMs = 30_000;
export const checkoutConfirmationPollMs = 1_000;
