import { Link, useParams } from 'react-router';
import { CalendarDays, Compass, EyeOff, Link2Off, Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { appName } from '../../../lib/env.ts';
import { useSharedItinerary } from '../api/share-links.ts';
import { ItineraryView } from '../components/itinerary-view.tsx';
import { formatDateRange, formatTravelers } from '../trip-format.ts';

const invalidLinkMessage = 'This shared trip link is invalid or has been turned off.';

/** /trips/shared/:token: a trip someone shared, read-only, for anyone with the link. */
export function SharedTripScreen() {
  const { token = '' } = useParams();
  const shared = useSharedItinerary(token);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 md:py-12">
      <meta name="robots" content="noindex" />
      {shared.isPending ? (
        <div aria-busy="true" aria-label="Loading the shared trip" className="space-y-4">
          <title>{`Shared trip | ${appName}`}</title>
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-28 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : shared.isError ? (
        <SharedTripUnavailable notFound={shared.error instanceof ApiRequestError && (shared.error.status === 404 || shared.error.status === 400)} onRetry={() => void shared.refetch()} />
      ) : (
        <>
          <title>{`${shared.data.itinerary.destinationCity} Trip | ${appName}`}</title>
          <meta name="description" content={`A ${shared.data.itinerary.destinationCity} itinerary shared with you on ${appName}.`} />
          <header className="mb-6 space-y-2">
            <Badge variant="secondary">Shared itinerary</Badge>
            <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{shared.data.itinerary.destinationCity} Trip</h1>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                {formatDateRange(shared.data.itinerary.departureDate, shared.data.itinerary.returnDate)}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Users aria-hidden="true" className="size-4" />
                {formatTravelers(shared.data.itinerary.numPeople)}
              </span>
              {shared.data.hideCosts && (
                <span className="inline-flex items-center gap-1.5">
                  <EyeOff aria-hidden="true" className="size-4" />
                  Costs hidden by the owner
                </span>
              )}
            </p>
          </header>
          <ItineraryView trip={shared.data.itinerary} showCosts={!shared.data.hideCosts} />
          <aside className="mt-10 flex flex-col items-center gap-3 rounded-2xl border bg-card px-6 py-8 text-center print:hidden">
            <Compass aria-hidden="true" className="size-8 text-primary" />
            <h2 className="text-lg font-semibold">Plan a trip of your own</h2>
            <p className="max-w-md text-sm text-muted-foreground">{appName}'s AI travel planner writes a day-by-day itinerary from your dates, budget and interests.</p>
            <Button asChild>
              <Link to="/planner">Open the planner</Link>
            </Button>
          </aside>
        </>
      )}
    </div>
  );
}

function SharedTripUnavailable({ notFound, onRetry }: { notFound: boolean; onRetry(): void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border bg-card px-6 py-14 text-center">
      <title>{`Shared trip unavailable | ${appName}`}</title>
      <div className="flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <Link2Off aria-hidden="true" className="size-7" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight">{notFound ? 'Shared trip unavailable' : "We couldn't load this trip"}</h1>
      <p className="max-w-md text-muted-foreground">{notFound ? invalidLinkMessage : 'Please check your connection and try again.'}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {!notFound && (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button asChild>
          <Link to="/">Go Home</Link>
        </Button>
      </div>
    </div>
  );
}
