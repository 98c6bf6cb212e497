import { useId, type ReactNode } from 'react';
import { CalendarDays, Coins, MapPin, Users } from 'lucide-react';
import { firstEntryPerDay, overBudgetMessage } from '../../../../shared/itineraries/itinerary-costs.ts';
import { inclusiveDays } from '../../../../shared/itineraries/trip-dates.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateRange, formatDays, formatList, formatShortDate, formatTravelers, type ViewableTrip } from '../trip-format.ts';
import { money, tripCosts } from './costs.ts';

/** A label and its value, in a <dl>. */
function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0 rounded-lg bg-muted/50 px-3 py-2.5', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

function ActivityChips({ activities }: { activities: readonly string[] }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {activities.map((activity) => (
        <Badge key={activity} variant="secondary">
          {activity}
        </Badge>
      ))}
    </span>
  );
}

/** The Trip Details card above the tabs: destination, dates, travelers, preferences and budget at a glance. */
export function TripDetailsCard({ trip, showCosts }: { trip: ViewableTrip; showCosts: boolean }) {
  return (
    <section aria-label="Trip Details" className="rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Fact label="Destination">{trip.destinationCity}</Fact>
        <Fact label="Dates">{formatDateRange(trip.departureDate, trip.returnDate)}</Fact>
        <Fact label="Travelers">{formatTravelers(trip.numPeople)}</Fact>
        <Fact label="Accommodation">{trip.accommodationPreference}</Fact>
        <Fact label="Food">{formatList(trip.foodPreference)}</Fact>
        <Fact label="Transportation">{formatList(trip.transportationPreference)}</Fact>
        {showCosts && trip.budget !== null && <Fact label="Budget">{money(trip.budget * 100)}</Fact>}
        <Fact label="Activities" className="col-span-2 sm:col-span-4">
          <ActivityChips activities={trip.activities} />
        </Fact>
      </dl>
    </section>
  );
}

/**
 * Grand Trip Total: the sum (flights included, and said so), per person, and how it compares with
 * the budget; over it, the biggest costs are named, so the traveller sees what to change.
 */
export function GrandTotal({ trip }: { trip: ViewableTrip }) {
  const summary = tripCosts(trip.plan, trip.numPeople, trip.budget);
  const over = trip.budget !== null ? overBudgetMessage(summary) : undefined;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-primary/30 bg-primary/5 p-4 sm:p-5 print:break-inside-avoid">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            Grand Trip Total
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            Trip total <span className="text-3xl font-bold text-foreground tabular-nums">{money(summary.totalCents)}</span> · flights included
          </p>
          <p className="text-sm text-muted-foreground">
            <span className="font-medium text-foreground tabular-nums">{money(summary.perPersonCents)}</span> per person
          </p>
        </div>
        {trip.budget !== null && (
          <div className="text-right">
            <p className={cn('inline-flex rounded-full px-3 py-1 text-sm font-semibold', over ? 'bg-destructive text-destructive-foreground' : 'bg-success text-success-foreground')}>{summary.label}</p>
            <p className="mt-1 text-xs text-muted-foreground">Budget {money(summary.budgetCents)}</p>
          </div>
        )}
      </div>
      {over && (
        <p role="note" className="mt-3 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
          {over}
        </p>
      )}
    </section>
  );
}

/** The Overview tab. The spec's 'Total Budget' is the computed total: it is named the trip total, beside the budget. */
export function OverviewTab({ trip, showCosts }: { trip: ViewableTrip; showCosts: boolean }) {
  const days = firstEntryPerDay(trip.plan).length;
  const summary = showCosts ? tripCosts(trip.plan, trip.numPeople, trip.budget) : undefined;
  return (
    <div className="rounded-xl border bg-card p-4 sm:p-5">
      <h3 className="mb-3 text-lg font-semibold">Trip Overview</h3>
      <dl className="grid gap-2 sm:grid-cols-2">
        <Fact label="Destination">{trip.destinationCity}</Fact>
        <Fact label="Departure City">{trip.departureCity}</Fact>
        <Fact label="Travel Dates">{formatDateRange(trip.departureDate, trip.returnDate)}</Fact>
        <Fact label="Duration">{formatDays(days)}</Fact>
        <Fact label="Travelers">{formatTravelers(trip.numPeople)}</Fact>
        <Fact label="Accommodation Type">{trip.accommodationPreference}</Fact>
        <Fact label="Food Preferences">{formatList(trip.foodPreference)}</Fact>
        <Fact label="Transportation">{formatList(trip.transportationPreference)}</Fact>
        {summary && (
          <>
            <Fact label="Trip Total (flights included)">{money(summary.totalCents)}</Fact>
            <Fact label="Cost per Person">{money(summary.perPersonCents)}</Fact>
            {trip.budget !== null && <Fact label="Budget">{money(trip.budget * 100)}</Fact>}
          </>
        )}
      </dl>
    </div>
  );
}

function DetailsGroup({ title, icon: Icon, children }: { title: string; icon: typeof MapPin; children: ReactNode }) {
  return (
    <section className="rounded-xl border bg-card p-4 sm:p-5">
      <h3 className="mb-3 flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-4 text-primary" />
        {title}
      </h3>
      <dl className="grid gap-2">{children}</dl>
    </section>
  );
}

/** The Trip Details tab: travel information, dates, preferences and budget. */
export function TripDetailsTab({ trip, showCosts }: { trip: ViewableTrip; showCosts: boolean }) {
  const summary = showCosts ? tripCosts(trip.plan, trip.numPeople, trip.budget) : undefined;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <DetailsGroup title="Travel Information" icon={MapPin}>
        <Fact label="From">{trip.departureCity}</Fact>
        <Fact label="To">{trip.destinationCity}</Fact>
        <Fact label="Travelers">{formatTravelers(trip.numPeople)}</Fact>
      </DetailsGroup>
      <DetailsGroup title="Dates" icon={CalendarDays}>
        <Fact label="Departure">{formatShortDate(trip.departureDate)}</Fact>
        <Fact label="Return">{formatShortDate(trip.returnDate)}</Fact>
        <Fact label="Length">{formatDays(inclusiveDays(trip.departureDate, trip.returnDate))}</Fact>
      </DetailsGroup>
      <DetailsGroup title="Preferences" icon={Users}>
        <Fact label="Accommodation">{trip.accommodationPreference}</Fact>
        <Fact label="Food">{formatList(trip.foodPreference)}</Fact>
        <Fact label="Transportation">{formatList(trip.transportationPreference)}</Fact>
        <Fact label="Activities">
          <ActivityChips activities={trip.activities} />
        </Fact>
        {trip.otherPreferences?.trim() && <Fact label="Other Preferences">{trip.otherPreferences}</Fact>}
      </DetailsGroup>
      {summary && (
        <DetailsGroup title="Budget" icon={Coins}>
          <Fact label="Trip Total (flights included)">{money(summary.totalCents)}</Fact>
          <Fact label="Per Person">{money(summary.perPersonCents)}</Fact>
          {trip.budget !== null && <Fact label="Budget">{money(trip.budget * 100)}</Fact>}
        </DetailsGroup>
      )}
    </div>
  );
}
