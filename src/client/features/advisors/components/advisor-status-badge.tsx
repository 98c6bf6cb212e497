import type { AdvisorStatus } from '../../../../shared/advisors/advisor.schema.ts';
import { advisorStatusDisplay } from '../../../../shared/advisors/advisor-status.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';

const toneClasses = {
  green: 'bg-emerald-500/15 text-emerald-800 ring-emerald-600/30 dark:text-emerald-300',
  amber: 'bg-amber-500/15 text-amber-800 ring-amber-600/30 dark:text-amber-300',
  blue: 'bg-sky-500/15 text-sky-800 ring-sky-600/30 dark:text-sky-300',
  grey: 'bg-zinc-500/15 text-zinc-700 ring-zinc-500/30 dark:text-zinc-300',
} as const;

const dotClasses = {
  green: 'bg-emerald-500',
  amber: 'bg-amber-500',
  blue: 'bg-sky-500',
  grey: 'bg-zinc-400',
} as const;

/**
 * Available (green, pulsing), Training (amber), Testing (blue), Developing (grey); a skeleton when
 * unknown. The tooltip is plain CSS (hover and keyboard focus): badges sit on every card, and a
 * positioning library per card would cost more than it gives.
 */
export function AdvisorStatusBadge({ status, className }: { status: AdvisorStatus | null; className?: string }) {
  const tooltipId = useId();
  if (!status) return <Skeleton className={cn('h-6 w-20 rounded-full', className)} aria-hidden="true" />;
  const display = advisorStatusDisplay[status];
  return (
    <span
      tabIndex={0}
      aria-describedby={tooltipId}
      className={cn(
        'group/status relative z-10 inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset backdrop-blur-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        toneClasses[display.tone],
        className,
      )}
      data-status={status}
    >
      <span className="relative flex size-2" aria-hidden="true">
        {status === 'available' && (
          <span className={cn('absolute inline-flex size-full animate-ping rounded-full opacity-75 motion-reduce:animate-none', dotClasses.green)} />
        )}
        <span className={cn('relative inline-flex size-2 rounded-full', dotClasses[display.tone])} />
      </span>
      {display.label}
      <span
        id={tooltipId}
        role="tooltip"
        className="pointer-events-none absolute top-full right-0 z-50 mt-2 w-max max-w-56 rounded-md bg-popover px-2.5 py-1.5 text-xs font-normal text-popover-foreground opacity-0 shadow-md ring-1 ring-border transition-opacity group-hover/status:opacity-100 group-focus-visible/status:opacity-100"
      >
        {display.tooltip}
      </span>
    </span>
  );
}
