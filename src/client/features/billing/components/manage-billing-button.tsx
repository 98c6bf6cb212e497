import { ExternalLink } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOpenBillingPortal } from '../api/billing-requests.ts';

/** The Customer Portal: the card, invoices and cancelling at the period's end. */
export function ManageBillingButton({ label = 'Manage Billing', variant = 'outline' }: { label?: string; variant?: 'outline' | 'default' }) {
  const portal = useOpenBillingPortal();
  const busy = portal.isPending || portal.isSuccess;
  return (
    <div className="space-y-2">
      <Button type="button" variant={variant} disabled={busy} onClick={() => portal.mutate()}>
        {busy ? <Spinner label="Opening billing" /> : <ExternalLink aria-hidden="true" />}
        {label}
      </Button>
      {portal.isError && (
        <p role="alert" className="text-sm text-destructive">
          {portal.error.message}
        </p>
      )}
    </div>
  );
}
