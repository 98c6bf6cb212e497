import { useState, type ReactNode } from 'react';
import { CalendarPlus, ChevronsDownUp, ChevronsUpDown, Loader2, Printer, Save } from 'lucide-react';
import { firstEntryPerDay } from '../../../../shared/itineraries/itinerary-costs.ts';
import type { Itinerary, SaveItineraryRequest } from '../../../../shared/itineraries/itinerary.schema.ts';
import { itineraryMessages } from '../../../../shared/itineraries/planner-options.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { calendarUrl, useSaveItinerary } from '../api/itineraries.ts';
import { useRegenerateDay } from '../api/regenerate-day.ts';
import type { ViewableTrip } from '../trip-format.ts';
import { DayPanel } from './day-panel.tsx';
import { RegenerateDayButton } from './regenerate-day-button.tsx';
import { ShareDialog } from './share-dialog.tsx';
import { GrandTotal, OverviewTab, TripDetailsCard, TripDetailsTab } from './trip-facts.tsx';

export interface ItineraryViewProps {
  trip: ViewableTrip;
  /** The saved itinerary the trip is: Save, Regenerate this day, Add to calendar and Share need it. */
  itinerary?: Itinerary | undefined;
  /** False on a shared link that hides costs: no figure is shown anywhere. */
  showCosts?: boolean;
  /** A shared link: no owner actions. */
  readOnly?: boolean;
  /** A stream is writing the itinerary: the owner actions wait for it. */
  busy?: boolean;
  /** Shown between the toolbar and the days, e.g. the stream's progress. */
  status?: ReactNode;
}

type TabValue = 'days' | 'overview' | 'details';

/** The request Save sends: the trip as it is now, with its plan. */
function saveBody(itinerary: Itinerary): SaveItineraryRequest & { id: string } {
  const { id, departureCity, destinationCity, numPeople, budget, departureDate, returnDate, foodPreference, transportationPreference, otherPreferences, plan } = itinerary;
  return {
    id,
    departureCity,
    destinationCity,
    numPeople,
    budget,
    departureDate,
    returnDate,
    // The server stored what it validated against these lists.
    accommodationPreference: itinerary.accommodationPreference as SaveItineraryRequest['accommodationPreference'],
    foodPreference,
    transportationPreference,
    activities: itinerary.activities as SaveItineraryRequest['activities'],
    otherPreferences,
    plan,
  };
}

/**
 * The itinerary view (spec "Itinerary view"): the Trip Details card, the toolbar and three tabs,
 * Day by Day (a panel per day, the first entry of each day number only, and the Grand Trip
 * Total), Overview and Trip Details. Used by the planner, the View dialog and shared links.
 */
export function ItineraryView({ trip, itinerary, showCosts = true, readOnly = false, busy = false, status }: ItineraryViewProps) {
  const [tab, setTab] = useState<TabValue>('days');
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const days = firstEntryPerDay(trip.plan);
  const allExpanded = days.every((day) => !collapsed.has(day.day));
  const owner = !readOnly && itinerary ? itinerary : undefined;
  const save = useSaveItinerary();
  const { regenerate, busyDay } = useRegenerateDay(owner?.id ?? '');
  const actionsDisabled = busy || busyDay !== null;

  const toggleDay = (day: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(day)) next.delete(day);
      else next.add(day);
      return next;
    });

  const print = () => {
    setTab('days');
    // Print once the Day by Day tab is on screen; the print stylesheet opens every day.
    requestAnimationFrame(() => requestAnimationFrame(() => window.print()));
  };

  const regenerateDay = (day: number, note: string) => {
    regenerate(day, note).then(
      () => toast.success(`Day ${day} has been rewritten.`),
      (error: unknown) => toast.error(serverMessage(error, `Failed to regenerate day ${day}. Please try again.`)),
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2 print:hidden" role="toolbar" aria-label="Itinerary actions">
        <Button variant="outline" size="sm" onClick={() => setCollapsed(allExpanded ? new Set(days.map((day) => day.day)) : new Set())} disabled={days.length === 0}>
          {allExpanded ? <ChevronsDownUp aria-hidden="true" /> : <ChevronsUpDown aria-hidden="true" />}
          {allExpanded ? 'Collapse All' : 'Expand All'}
        </Button>
        {!readOnly && (
          <Button
            size="sm"
            disabled={!owner || actionsDisabled || save.isPending}
            onClick={() => {
              if (!owner) return;
              save.mutate(saveBody(owner), {
                onSuccess: () => toast.success(itineraryMessages.saved),
                onError: (error) => toast.error(serverMessage(error, 'Failed to save itinerary. Please try again.')),
              });
            }}
          >
            {save.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
            {save.isPending ? 'Saving...' : 'Save Itinerary'}
          </Button>
        )}
        {owner && !actionsDisabled ? (
          <a href={calendarUrl(owner.id)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <CalendarPlus aria-hidden="true" />
            Add to calendar
          </a>
        ) : (
          !readOnly && (
            <Button variant="outline" size="sm" disabled>
              <CalendarPlus aria-hidden="true" />
              Add to calendar
            </Button>
          )
        )}
        {!readOnly && <ShareDialog itineraryId={owner?.id ?? ''} disabled={!owner || actionsDisabled} />}
        <Button variant="outline" size="sm" onClick={print} disabled={busy || days.length === 0}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>

      <TripDetailsCard trip={trip} showCosts={showCosts} />

      {status}

      <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)} className="gap-3">
        <TabsList className="w-full sm:w-fit print:hidden">
          <TabsTrigger value="days">Day by Day</TabsTrigger>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="details">Trip Details</TabsTrigger>
        </TabsList>
        <TabsContent value="days" className="space-y-3">
          {days.map((day) => (
            <DayPanel
              key={day.day}
              day={day}
              destination={trip.destinationCity}
              numPeople={trip.numPeople}
              showCosts={showCosts}
              expanded={!collapsed.has(day.day)}
              onToggle={() => toggleDay(day.day)}
              rewriting={busyDay === day.day}
              actions={owner ? <RegenerateDayButton day={day.day} disabled={actionsDisabled} onRegenerate={(note) => regenerateDay(day.day, note)} /> : undefined}
            />
          ))}
          {showCosts && days.length > 0 && !busy && <GrandTotal trip={trip} />}
        </TabsContent>
        <TabsContent value="overview">
          <OverviewTab trip={trip} showCosts={showCosts} />
        </TabsContent>
        <TabsContent value="details">
          <TripDetailsTab trip={trip} showCosts={showCosts} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** A skeleton of the view, while an itinerary loads. */
export function ItineraryViewSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('space-y-3', className)} aria-busy="true" aria-label="Loading the itinerary">
      {[0, 1, 2].map((index) => (
        <div key={index} className="h-16 animate-pulse rounded-xl bg-muted" />
      ))}
    </div>
  );
}
