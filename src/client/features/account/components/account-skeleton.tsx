import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';

/** While the session loads: the page's shape, announced as busy. */
export function AccountSkeleton({ label, cards, className }: { label: string; cards: number; className?: string }) {
  return (
    <div aria-busy="true" aria-label={label} role="status" className="space-y-8">
      <div className="space-y-3">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-5 w-72 max-w-full" />
      </div>
      <div className={cn('grid gap-6', className)}>
        {Array.from({ length: cards }, (_, index) => (
          <Skeleton key={index} className="h-56 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
