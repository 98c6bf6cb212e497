import { Check, Lock } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { premiumBenefits } from '../premium-plan.ts';

/** The Premium benefits; `included` marks each one as the user's, otherwise as locked. */
export function PremiumBenefitList({ included, label, className }: { included: boolean; label: string; className?: string }) {
  const Icon = included ? Check : Lock;
  return (
    <ul aria-label={label} className={cn('space-y-2.5', className)}>
      {premiumBenefits.map((benefit) => (
        <li key={benefit} className="flex items-start gap-2.5 text-sm">
          <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', included ? 'text-success' : 'text-primary')} />
          <span className="min-w-0 flex-1">{benefit}</span>
          <span className="sr-only">{included ? '(included)' : '(Premium)'}</span>
        </li>
      ))}
    </ul>
  );
}
