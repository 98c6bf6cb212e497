import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** What a free user sees in a Premium card: an optional plan note, what Premium adds, and the plans. */
export function PremiumUpsell({ note, children }: { note?: string; children: ReactNode }) {
  return (
    <div className="space-y-2 text-sm">
      {note && <p>{note}</p>}
      <p className="text-muted-foreground">
        {children}{' '}
        <Link to="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
          See plans
        </Link>
      </p>
    </div>
  );
}

/** A Premium card whose data did not load: say so, and offer to try again. */
export function LoadFailed({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry(): void }) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p>{message}</p>
      <Button type="button" variant="outline" size="sm" disabled={retrying} onClick={onRetry}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin motion-reduce:animate-none' : undefined} />
        {retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}
