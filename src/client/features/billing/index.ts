// The billing feature's public entry: Upgrade (Stripe Checkout, or the honest word when this
// server takes no payments), a Premium user's subscription with its controls, and the wait for
// Stripe's confirmation after Checkout. The account and pricing pages compose these.
export { useBilling } from './api/billing-requests.ts';
export { BillingSummary } from './components/billing-summary.tsx';
export { CheckoutConfirmation } from './components/checkout-confirmation.tsx';
export { OfflineUpgradeNotice, UpgradeAction } from './components/upgrade-action.tsx';
export { formatBillingDate } from './billing-copy.ts';
