import { TriangleAlert } from 'lucide-react';
import { billingMessages } from '../billing-copy.ts';
import { ManageBillingButton } from './manage-billing-button.tsx';

/** Stripe is retrying a failed renewal: Premium stays on meanwhile, and the card can be changed in the portal. */
export function PaymentFailedBanner() {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        {billingMessages.paymentFailed}
      </p>
      <ManageBillingButton label="Update card" variant="default" />
    </div>
  );
}
