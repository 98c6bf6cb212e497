import { Link } from 'react-router';
import { Ticket } from 'lucide-react';
import type { FreeItineraryAllowance } from '../../../../shared/itineraries/itinerary.schema.ts';
import { cn } from '../../../lib/cn.ts';

const inlineLink = 'font-medium text-primary underline underline-offset-4 hover:text-primary/80';

/**
 * The free plan's itinerary count, above the form, as the server counts it: stated before the user
 * fills the form, so the limit is never a surprise after Generate. Calm while there is room; once
 * it is used, the two ways to plan another trip (Premium, or making room).
 */
export function FreePlanNotice({ allowance }: { allowance: FreeItineraryAllowance }) {
  const { used, limit } = allowance;
  const full = used >= limit;
  // More than the limit only after Premium ended while holding several itineraries.
  const count = used > limit ? `${used} itineraries saved; the free plan includes ${limit}` : `${used} of ${limit} free itineraries used`;
  return (
    <div role="note" aria-label="Free plan" className={cn('flex items-start gap-3 rounded-xl border p-4 text-sm', full ? 'border-primary/30 bg-primary/10' : 'bg-card')}>
      <Ticket aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', full ? 'text-primary' : 'text-muted-foreground')} />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">{count}.</span>{' '}
        {full ? (
          <>
            To plan another trip,{' '}
            <Link to="/pricing" className={inlineLink}>
              upgrade to Premium
            </Link>{' '}
            or delete {used > 1 ? 'one of your itineraries' : 'your itinerary'} in{' '}
            <Link to="/itineraries" className={inlineLink}>
              My Itineraries
            </Link>
            .
          </>
        ) : (
          <span className="text-muted-foreground">The free plan includes {limit === 1 ? 'one itinerary' : `${limit} itineraries`}.</span>
        )}
      </p>
    </div>
  );
}
