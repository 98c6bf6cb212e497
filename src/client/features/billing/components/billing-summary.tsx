import type { ReactNode } from 'react';
import { CalendarClock, CreditCard, RotateCcw } from 'lucide-react';
import type { BillingStatus, BillingSubscription } from '../../../../shared/billing/billing.schema.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import { useBilling, useResumeSubscription } from '../api/billing-requests.ts';
import { billingMessages, describeCard, formatBillingDate } from '../billing-copy.ts';
import { ManageBillingButton } from './manage-billing-button.tsx';
import { PaymentFailedBanner } from './payment-failed-banner.tsx';

/**
 * A Premium user's subscription as it is: the next billing date and the card for a paid one, the
 * day Premium ends for a cancelled one or a grant with an end, and the controls that apply.
 */
export function BillingSummary() {
  const billing = useBilling();
  if (billing.isPending) {
    return (
      <div role="status" aria-label="Loading your billing details" className="space-y-2">
        <Skeleton className="h-4 w-52" />
        <Skeleton className="h-4 w-44" />
        <Skeleton className="h-9 w-36" />
      </div>
    );
  }
  if (billing.isError) {
    return <LoadError layout="inline" className="text-muted-foreground" message="We couldn't load your billing details." onRetry={() => void billing.refetch()} />;
  }
  return <SubscriptionDetails status={billing.data} />;
}

function SubscriptionDetails({ status }: { status: BillingStatus }) {
  const subscription = status.subscription;
  if (!subscription) return <p className="text-sm">Your Premium plan is active.</p>;
  if (subscription.provider === 'manual') return <GrantDetails subscription={subscription} />;
  const end = subscription.currentPeriodEnd ? formatBillingDate(subscription.currentPeriodEnd) : undefined;
  return (
    <div className="space-y-4">
      {status.paymentFailed && <PaymentFailedBanner />}
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {subscription.cancelAtPeriodEnd ? (
          <Detail icon={CalendarClock} term="Premium until">
            {end ?? 'the end of this billing period'}
          </Detail>
        ) : (
          <Detail icon={CalendarClock} term={subscription.status === 'trialing' ? 'Trial ends' : 'Next billing date'}>
            {end ?? 'Not set yet'}
          </Detail>
        )}
        <Detail icon={CreditCard} term="Payment method">
          {subscription.card ? describeCard(subscription.card) : 'No card on file'}
        </Detail>
      </dl>
      {subscription.cancelAtPeriodEnd && (
        <p className="text-sm text-muted-foreground">Your subscription is cancelled and won't renew. You keep every Premium feature until {end ?? 'then'}.</p>
      )}
      <div className="flex flex-wrap gap-2">
        {subscription.cancelAtPeriodEnd && <ResumeButton />}
        <ManageBillingButton />
      </div>
    </div>
  );
}

/** An admin's grant: nothing to pay or manage, and its end if it has one. */
function GrantDetails({ subscription }: { subscription: BillingSubscription }) {
  if (!subscription.currentPeriodEnd) {
    return <p className="text-sm">Your Premium plan is active. It was granted to you by the team: there is nothing to pay, and it has no end date.</p>;
  }
  return (
    <div className="space-y-3 text-sm">
      <dl>
        <Detail icon={CalendarClock} term="Premium until">
          {formatBillingDate(subscription.currentPeriodEnd)}
        </Detail>
      </dl>
      <p className="text-muted-foreground">Premium was granted to you by the team: there is nothing to pay. After that date your account returns to the Free plan.</p>
    </div>
  );
}

function Detail({ icon: Icon, term, children }: { icon: typeof CreditCard; term: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div>
        <dt className="text-muted-foreground">{term}</dt>
        <dd className="font-medium">{children}</dd>
      </div>
    </div>
  );
}

function ResumeButton() {
  const resume = useResumeSubscription();
  return (
    <div className="space-y-2">
      <Button type="button" disabled={resume.isPending} onClick={() => resume.mutate(undefined, { onSuccess: () => toast.success(billingMessages.resumed) })}>
        {resume.isPending ? <Spinner label="Resuming" /> : <RotateCcw aria-hidden="true" />}
        Resume Premium
      </Button>
      {resume.isError && (
        <p role="alert" className="text-sm text-destructive">
          {resume.error.message}
        </p>
      )}
    </div>
  );
}
