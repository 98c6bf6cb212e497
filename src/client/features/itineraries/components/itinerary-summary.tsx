import { CalendarDays, Clock, MoreVertical, Pencil, Trash2, Users, Wallet } from 'lucide-react';
import type { ItinerarySummary } from '../../../../shared/itineraries/itinerary-list.schema.ts';
import { inclusiveDays } from '../../../../shared/itineraries/trip-dates.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu.tsx';
import { formatDateRange, formatDays, formatList, formatTravelers } from '../trip-format.ts';
import { money } from './costs.ts';

/** Chips shown on a card before '+N more' (spec section 9). */
const chipsShown = 3;

export function tripTitle(itinerary: { destinationCity: string }): string {
  return `${itinerary.destinationCity} Trip`;
}

export function ActivityChips({ activities }: { activities: readonly string[] }) {
  const hidden = activities.length - chipsShown;
  return (
    <ul aria-label="Activities" className="flex flex-wrap gap-1.5">
      {activities.slice(0, chipsShown).map((activity) => (
        <li key={activity}>
          <Badge variant="secondary">{activity}</Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge variant="outline">+{hidden} more</Badge>
        </li>
      )}
    </ul>
  );
}

interface ItemActions {
  onView(): void;
  onEdit(): void;
  onDelete(): void;
}

function Facts({ itinerary }: { itinerary: ItinerarySummary }) {
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm text-muted-foreground">
      <li className="col-span-2 flex items-center gap-2">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {formatDateRange(itinerary.departureDate, itinerary.returnDate)}
      </li>
      <li className="flex items-center gap-2">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {formatDays(inclusiveDays(itinerary.departureDate, itinerary.returnDate))}
      </li>
      <li className="flex items-center gap-2">
        <Users aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {formatTravelers(itinerary.numPeople)}
      </li>
      <li className="col-span-2 flex items-center gap-2">
        <Wallet aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <span>
          Trip total <span className="font-medium text-foreground">{money(itinerary.totalCents)}</span> · flights included
        </span>
      </li>
    </ul>
  );
}

/** A card of the grid: the trip at a glance, View Itinerary, and a menu with Edit and Delete. */
export function ItineraryCard({ itinerary, onView, onEdit, onDelete }: { itinerary: ItinerarySummary } & ItemActions) {
  const title = tripTitle(itinerary);
  return (
    <article
      aria-label={title}
      data-itinerary={itinerary.id}
      tabIndex={-1}
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow outline-none hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg leading-tight font-semibold break-words">{title}</h2>
          <p className="mt-0.5 truncate text-sm text-muted-foreground">From {itinerary.departureCity}</p>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={`More actions for ${title}`} className="-mt-1 -mr-2 shrink-0">
              <MoreVertical aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={onEdit}>
              <Pencil aria-hidden="true" />
              Edit
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={onDelete}>
              <Trash2 aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <Facts itinerary={itinerary} />
      <ActivityChips activities={itinerary.activities} />
      <Button className="mt-auto w-full" onClick={onView}>
        View Itinerary
      </Button>
    </article>
  );
}

/** A row of the list: dates, View/Edit/Delete, activity chips and a preference summary. */
export function ItineraryRow({ itinerary, onView, onEdit, onDelete }: { itinerary: ItinerarySummary } & ItemActions) {
  const title = tripTitle(itinerary);
  return (
    <article
      aria-label={title}
      data-itinerary={itinerary.id}
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-5 md:flex-row md:items-center md:gap-6"
    >
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
          <h2 className="text-base font-semibold break-words">{title}</h2>
          <p className="text-sm text-muted-foreground">
            {formatDateRange(itinerary.departureDate, itinerary.returnDate)} · {formatDays(inclusiveDays(itinerary.departureDate, itinerary.returnDate))} ·{' '}
            {formatTravelers(itinerary.numPeople)}
          </p>
        </div>
        <ActivityChips activities={itinerary.activities} />
        <p className="text-sm text-muted-foreground">
          {itinerary.accommodationPreference} · {formatList(itinerary.foodPreference)} · {formatList(itinerary.transportationPreference)}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" onClick={onView} aria-label={`View ${title}`}>
          View
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${title}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button size="sm" variant="outline" onClick={onDelete} aria-label={`Delete ${title}`} className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
