import { Sparkles } from 'lucide-react';
import type { Me } from '../../../../shared/account/me.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { AccountCard } from './account-card.tsx';
import { PremiumBenefitList } from './premium-benefit-list.tsx';

/** What Premium brings: included for Premium users, marked Premium for everyone else. */
export function PremiumFeaturesCard({ user }: { user: Me }) {
  return (
    <AccountCard
      title="Premium Features"
      icon={Sparkles}
      description={user.isSubscribed ? 'Included in your plan.' : 'Available with Premium.'}
      action={
        user.isSubscribed ? (
          <Badge className="border-transparent bg-success text-success-foreground">Included</Badge>
        ) : (
          <Badge variant="outline">Premium</Badge>
        )
      }
    >
      <PremiumBenefitList included={user.isSubscribed} label="Premium features" />
    </AccountCard>
  );
}
