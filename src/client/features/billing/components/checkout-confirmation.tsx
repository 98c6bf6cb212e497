import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Clock, Loader2 } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import { useBilling, useRefreshPlan } from '../api/billing-requests.ts';
import { billingMessages, checkoutConfirmationPollMs, checkoutConfirmationTimeoutMs } from '../billing-copy.ts';

/** After a long wait the page keeps checking, but less often. */
const slowPollMs = 5_000;

/**
 * /account?checkout=success, where Stripe Checkout returns. The payment is confirmed to us by
 * Stripe's webhook, which may land a moment after the browser: until the subscription is synced
 * this says so and asks again, then the plan is read afresh everywhere and the address is cleaned.
 */
export function CheckoutConfirmation() {
  const [searchParams, setSearchParams] = useSearchParams();
  const returned = searchParams.get('checkout') === 'success';
  const [slow, setSlow] = useState(false);
  const billing = useBilling({ enabled: returned, refetchInterval: returned ? (slow ? slowPollMs : checkoutConfirmationPollMs) : false });
  const confirmed = returned && billing.data?.subscription?.provider === 'stripe';
  const refreshPlan = useRefreshPlan();
  const announced = useRef(false);

  useEffect(() => {
    if (!returned || confirmed) return;
    const timer = window.setTimeout(() => setSlow(true), checkoutConfirmationTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [returned, confirmed]);

  useEffect(() => {
    if (!confirmed || announced.current) return;
    announced.current = true;
    void refreshPlan().then(() => {
      toast.success(billingMessages.confirmed);
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('checkout');
          return next;
        },
        { replace: true },
      );
    });
  }, [confirmed, refreshPlan, setSearchParams]);

  if (!returned || confirmed) return null;
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm">
      {slow ? <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" /> : <Loader2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin text-primary" />}
      <p>{slow ? billingMessages.confirmSlow : billingMessages.confirming}</p>
    </div>
  );
}
