import { Link } from 'react-router';
import { Crown, Mail } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useBilling, useStartCheckout } from '../api/billing-requests.ts';
import { billingMessages } from '../billing-copy.ts';

interface UpgradeActionProps {
  label?: string;
  size?: 'default' | 'lg';
  /** Stretch the button across its card (the pricing page). */
  block?: boolean;
}

/**
 * A signed-in free user's way to Premium: Stripe Checkout when this server takes payments online;
 * otherwise the same place says so plainly and how to reach the team, who can grant Premium.
 */
export function UpgradeAction({ label = 'Upgrade Now', size = 'default', block = false }: UpgradeActionProps) {
  const billing = useBilling();
  const checkout = useStartCheckout();
  const height = size === 'lg' ? 'h-11' : 'h-10';

  if (billing.isPending) return <Skeleton aria-label="Checking how you can upgrade" className={cn(height, block ? 'w-full' : 'w-40')} />;
  // Unknown (the status did not load): offer the button; the server answers honestly either way.
  if (billing.data?.onlineUpgrades === false) return <OfflineUpgradeNotice />;

  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <div className={cn('space-y-2', block && 'w-full')}>
      <Button type="button" size={size} className={cn(block && 'w-full')} disabled={busy} onClick={() => checkout.mutate()}>
        {busy ? <Spinner label="Opening secure checkout" /> : <Crown aria-hidden="true" />}
        {busy ? 'Opening secure checkout…' : label}
      </Button>
      {checkout.isError && (
        <p role="alert" className="text-sm text-destructive">
          {checkout.error.message}
        </p>
      )}
    </div>
  );
}

/** Without Stripe on this server: what is true, and the way to the team (the contact form reaches TEAM_EMAIL). */
export function OfflineUpgradeNotice() {
  return (
    <div className="space-y-3 rounded-lg border border-dashed bg-muted/40 p-4 text-sm" data-testid="offline-upgrade-notice">
      <p>{billingMessages.offline}</p>
      <p className="text-muted-foreground">Tell us you'd like Premium and the team will switch your plan by hand.</p>
      <Button asChild variant="outline" size="sm">
        <Link to="/contact">
          <Mail aria-hidden="true" />
          Contact the team
        </Link>
      </Button>
    </div>
  );
}
