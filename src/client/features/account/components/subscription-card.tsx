import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import type { Me } from '../../../../shared/account/me.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { BillingSummary, UpgradeAction } from '../../billing/index.ts';
import { premiumMonthlyPrice } from '../premium-plan.ts';
import { AccountCard } from './account-card.tsx';
import { PlanSummary } from './plan-summary.tsx';
import { PremiumBenefitList } from './premium-benefit-list.tsx';

/** The profile's Subscription card: a subscriber's billing as it is, a free user's way to Premium. */
export function ProfileSubscriptionCard({ user }: { user: Me }) {
  return (
    <AccountCard title="Subscription" icon={Crown} description="Your plan and what Premium adds.">
      <div className="space-y-5">
        <PlanSummary user={user} />
        {user.isSubscribed ? (
          <BillingSummary />
        ) : (
          <div className="space-y-4 rounded-lg border border-primary/30 bg-primary/5 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h3 className="font-semibold">Premium</h3>
              <p className="text-sm">
                <span className="text-lg font-semibold">{premiumMonthlyPrice}</span>
                <span className="text-muted-foreground">/month, cancel any time</span>
              </p>
            </div>
            <PremiumBenefitList included={false} label="Premium benefits" />
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
              <UpgradeAction />
              <Button asChild variant="link">
                <Link to="/pricing">See plans</Link>
              </Button>
            </div>
          </div>
        )}
      </div>
    </AccountCard>
  );
}

/** The account's Subscription card: the plan, its billing, and for free users a way to Premium. */
export function AccountSubscriptionCard({ user }: { user: Me }) {
  return (
    <AccountCard title="Subscription" icon={Crown} description="Your current plan.">
      <div className="space-y-4">
        <PlanSummary user={user} />
        {user.isSubscribed ? (
          <BillingSummary />
        ) : (
          <>
            <p className="text-sm text-muted-foreground">Premium keeps your conversations and lets your advisor remember you, for {premiumMonthlyPrice} a month.</p>
            <UpgradeAction label="Upgrade to Premium" />
          </>
        )}
      </div>
    </AccountCard>
  );
}
