import type { ReactNode } from 'react';
import { Link } from 'react-router';

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

