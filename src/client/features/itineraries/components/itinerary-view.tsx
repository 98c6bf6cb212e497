import { useState, type ReactNode } from 'react';
import { ChevronsDownUp, ChevronsUpDown, Printer } from 'lucide-react';
import { firstEntryPerDay } from '../../../../shared/itineraries/itinerary-costs.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ViewableTrip } from '../trip-format.ts';
import { DayPanel } from './day-panel.tsx';
import { GrandTotal, OverviewTab, TripDetailsCard, TripDetailsTab } from './trip-facts.tsx';

export interface ItineraryViewProps {
  trip: ViewableTrip;
  /** False on a shared link that hides costs: no figure is shown anywhere. */
  showCosts?: boolean;
  /** A stream is writing the itinerary: Print waits for it and the Grand Trip Total is left out. */
  busy?: boolean;
  /** Shown between the Trip Details card and the tabs, e.g. the stream's progress. */
  status?: ReactNode;
  /** More toolbar buttons (the owner's Save, Add to calendar, Share). */
  actions?: ReactNode;
  /** Buttons inside a day's panel (the owner's Regenerate this day). */
  dayActions?: (day: number) => ReactNode;
  /** The day being rewritten, dimmed until its new version arrives. */
  rewritingDay?: number | null;
}

type TabValue = 'days' | 'overview' | 'details';

/**
 * The itinerary view (spec "Itinerary view"): the toolbar, the Trip Details card and three tabs,
 * Day by Day (a panel per day, the first entry of each day number only, and the Grand Trip
 * Total), Overview and Trip Details. Read-only as it is (a shared link); the owner's actions come
 * in through `actions` and `dayActions` (owned-itinerary-view.tsx), so that a shared page does
 * not load their dialogs.
 */
export function ItineraryView({ trip, showCosts = true, busy = false, status, actions, dayActions, rewritingDay = null }: ItineraryViewProps) {
  const [tab, setTab] = useState<TabValue>('days');
  // Day 1 opens at first and the others stay compact until asked for; Expand All opens them all.
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set([1]));
  const days = firstEntryPerDay(trip.plan);
  const allExpanded = days.length > 0 && days.every((day) => expanded.has(day.day));

  const toggleDay = (day: number) =>
    setExpanded((current) => {
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

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2 print:hidden" role="toolbar" aria-label="Itinerary actions">
        <Button variant="outline" size="sm" onClick={() => setExpanded(allExpanded ? new Set() : new Set(days.map((day) => day.day)))} disabled={days.length === 0}>
          {allExpanded ? <ChevronsDownUp aria-hidden="true" /> : <ChevronsUpDown aria-hidden="true" />}
          {allExpanded ? 'Collapse All' : 'Expand All'}
        </Button>
        {actions}
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
              expanded={expanded.has(day.day)}
              onToggle={() => toggleDay(day.day)}
              rewriting={rewritingDay === day.day}
              actions={dayActions?.(day.day)}
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
