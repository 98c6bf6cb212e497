import { useId, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';

interface PlanCardProps {
  name: string;
  summary: string;
  price: string;
  /** What the price is per, e.g. "/month". */
  period: string;
  billingNote: string;
  /** The signed-in user is on this plan. */
  current: boolean;
  featured?: boolean;
  /** The plan's button or status, at the foot of the card. */
  action: ReactNode;
  children: ReactNode;
}

/** One plan of the pricing page: a region named by its h2 ("Free", "Premium"). */
export function PlanCard({ name, summary, price, period, billingNote, current, featured = false, action, children }: PlanCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8',
        featured && 'border-primary/50 bg-linear-to-b from-primary/10 to-card to-40% ring-1 ring-primary/25',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {name}
        </h2>
        {current && <Badge className="border-transparent bg-success text-success-foreground">Your plan</Badge>}
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{summary}</p>
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight">{price}</span>
        <span className="text-muted-foreground">{period}</span>
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{billingNote}</p>
      <div className="mt-6 flex-1 border-t pt-6">{children}</div>
      <div className="mt-8">{action}</div>
    </section>
  );
}

/** A feature line: a check (or another icon) and its text. */
export function PlanFeature({ icon, children, muted = false }: { icon: ReactNode; children: ReactNode; muted?: boolean }) {
  return (
    <li className={cn('flex items-start gap-3 text-sm leading-6', muted && 'text-muted-foreground')}>
      <span className="mt-1 flex shrink-0 [&_svg]:size-4">{icon}</span>
      <span className="min-w-0 flex-1">{children}</span>
    </li>
  );
}
