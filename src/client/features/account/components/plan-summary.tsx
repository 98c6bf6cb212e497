import type { Me } from '../../../../shared/account/me.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';

/** The plan as the menu and profile name it (Free, Premium or Admin), Premium marked Active. */
export function PlanSummary({ user }: { user: Me }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground">Current plan</span>
      <span className="text-xl font-semibold">{user.planLabel}</span>
      {user.isSubscribed && <Badge className="border-transparent bg-success text-success-foreground">Active</Badge>}
    </div>
  );
}
