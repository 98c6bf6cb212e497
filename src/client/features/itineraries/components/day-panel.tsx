import { useId, type ReactNode } from 'react';
import { BedDouble, Bus, ChevronDown, Clock, Moon, Plane, Receipt, Sun, Sunrise } from 'lucide-react';
import { activitiesBySlot } from '../../../../shared/itineraries/day-layout.ts';
import type { SharedDayEntry, TimeOfDay } from '../../../../shared/itineraries/itinerary.schema.ts';
import { checkInTime, timeSlots } from '../../../../shared/itineraries/planner-options.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatLongDate } from '../trip-format.ts';
import { dayCosts, money, moneyPerPerson } from './costs.ts';
import { DayFlights } from './day-flights.tsx';
import { VenueLink } from './venue-link.tsx';

interface DayPanelProps {
  day: SharedDayEntry;
  destination: string;
  numPeople: number;
  showCosts: boolean;
  expanded: boolean;
  onToggle(): void;
  /** Being rewritten (a day's regeneration): the old day stays, dimmed, until the new one arrives. */
  rewriting?: boolean;
  /** Owner actions for the day (Regenerate this day). */
  actions?: ReactNode;
}

/** One 'Day N' panel of the Day by Day tab: a disclosure whose body holds the day's plan. */
export function DayPanel({ day, destination, numPeople, showCosts, expanded, onToggle, rewriting = false, actions }: DayPanelProps) {
  const bodyId = useId();
  const headingId = useId();
  const total = showCosts ? dayCosts(day).totalCents : undefined;
  return (
    <section aria-labelledby={headingId} className="animate-fade-in overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs print:break-inside-avoid-page print:shadow-none" data-day={day.day}>
      <h3 id={headingId} className="m-0">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex w-full cursor-pointer items-center gap-3 px-4 py-3.5 text-left transition-colors outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset sm:px-5"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-sm font-bold text-primary" aria-hidden="true">
            {day.day}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-base leading-tight font-semibold">Day {day.day}</span>
            <span className="block text-sm font-normal text-muted-foreground">{formatLongDate(day.date)}</span>
            {!expanded && day.activities.length > 0 && (
              <span aria-hidden="true" className="mt-1 block truncate text-xs font-normal text-muted-foreground">{day.activities.map((activity) => activity.name).join(' · ')}</span>
            )}
          </span>
          {total !== undefined && <span className="text-sm font-semibold tabular-nums">{money(total)}</span>}
          <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 text-muted-foreground transition-transform print:hidden', expanded && 'rotate-180')} />
        </button>
      </h3>
      <div id={bodyId} className={cn('relative border-t px-4 pt-4 pb-5 sm:px-5', !expanded && 'hidden print:block')}>
        {rewriting && (
          <div className="absolute inset-0 z-10 flex items-center justify-center bg-card/75 backdrop-blur-[1px]">
            <span className="flex items-center gap-2 rounded-full border bg-background px-4 py-2 text-sm font-medium shadow-sm">
              <Spinner label={`Rewriting day ${day.day}`} />
              <span aria-hidden="true">Rewriting day {day.day}…</span>
            </span>
          </div>
        )}
        {actions && <div className="mb-4 flex flex-wrap justify-end gap-2 print:hidden">{actions}</div>}
        <div className="space-y-6">
          {day.flights && day.flights.length > 0 && <DayFlights flights={day.flights} numPeople={numPeople} showCosts={showCosts} heading={<SectionHeading icon={Plane}>Flights</SectionHeading>} />}
          <TimeOfDaySections day={day} destination={destination} showCosts={showCosts} />
          <Accommodation day={day} destination={destination} showCosts={showCosts} />
          <Transportation day={day} destination={destination} showCosts={showCosts} />
          {showCosts && <ExpenseBreakdown day={day} numPeople={numPeople} />}
        </div>
      </div>
    </section>
  );
}

function SectionHeading({ icon: Icon, children, tone = 'text-primary' }: { icon: typeof Sun; children: ReactNode; tone?: string }) {
  return (
    <h4 className="mb-2.5 flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
      <Icon aria-hidden="true" className={cn('size-4', tone)} />
      {children}
    </h4>
  );
}

interface ItemProps {
  time: string;
  kind?: string;
  name: string;
  description?: string;
  venue?: string | undefined;
  destination: string;
  cost?: number | undefined;
  showCosts: boolean;
  detail?: ReactNode;
}

/** One line of the day: when, what, where (a maps link) and what it costs. */
function PlanItem({ time, kind, name, description, venue, destination, cost, showCosts, detail }: ItemProps) {
  return (
    <li className="grid gap-1 rounded-lg border border-border/70 bg-background/40 p-3 sm:grid-cols-[7.5rem_minmax(0,1fr)] sm:gap-3">
      <p className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground sm:pt-0.5">
        <Clock aria-hidden="true" className="size-3.5 shrink-0" />
        {time}
      </p>
      <div className="min-w-0 space-y-1">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 font-medium break-words">
            {kind && <span className="text-muted-foreground">{kind}: </span>}
            {name}
          </p>
          {showCosts && cost !== undefined && <span className="shrink-0 text-sm font-medium tabular-nums">{cost === 0 ? 'Free' : money(cost)}</span>}
        </div>
        {description && <p className="text-sm break-words text-muted-foreground">{description}</p>}
        {(venue || detail) && (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            {venue && <VenueLink venue={venue} destination={destination} />}
            {detail}
          </div>
        )}
      </div>
    </li>
  );
}

const slotSections: { slot: TimeOfDay; title: string; icon: typeof Sun; meal: 'breakfast' | 'lunch' | 'dinner'; mealLabel: string; mealTime: string; activityTime: string }[] = [
  { slot: 'morning', title: 'Morning', icon: Sunrise, meal: 'breakfast', mealLabel: 'Breakfast', mealTime: timeSlots.breakfast, activityTime: timeSlots.morning },
  { slot: 'afternoon', title: 'Afternoon', icon: Sun, meal: 'lunch', mealLabel: 'Lunch', mealTime: timeSlots.lunch, activityTime: timeSlots.afternoon },
  { slot: 'evening', title: 'Evening', icon: Moon, meal: 'dinner', mealLabel: 'Dinner', mealTime: timeSlots.dinner, activityTime: timeSlots.evening },
];

function TimeOfDaySections({ day, destination, showCosts }: { day: SharedDayEntry; destination: string; showCosts: boolean }) {
  const bySlot = activitiesBySlot(day);
  return (
    <>
      {slotSections.map((section) => {
        const meal = day.meals[section.meal];
        const activities = bySlot[section.slot];
        return (
          <div key={section.slot}>
            <SectionHeading icon={section.icon}>{section.title}</SectionHeading>
            {!meal && activities.length === 0 ? (
              <p className="text-sm text-muted-foreground">Free time to explore at your own pace.</p>
            ) : (
              <ul className="space-y-2">
                {meal && (
                  <PlanItem time={meal.time ?? section.mealTime} kind={section.mealLabel} name={meal.name} description={meal.description} venue={meal.venue} destination={destination} cost={meal.costCents} showCosts={showCosts} />
                )}
                {activities.map((activity, index) => (
                  <PlanItem
                    key={`${activity.name}-${index}`}
                    time={activity.time ?? section.activityTime}
                    name={activity.name}
                    description={activity.description}
                    venue={activity.venue}
                    destination={destination}
                    cost={activity.costCents}
                    showCosts={showCosts}
                    detail={activity.duration ? <span className="text-xs text-muted-foreground">Duration: {activity.duration}</span> : undefined}
                  />
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </>
  );
}

function Accommodation({ day, destination, showCosts }: { day: SharedDayEntry; destination: string; showCosts: boolean }) {
  const place = day.accommodation;
  return (
    <div>
      <SectionHeading icon={BedDouble}>Accommodation</SectionHeading>
      <ul>
        <PlanItem
          time={place.time ?? `Check-in: ${checkInTime}`}
          name={place.name}
          description={place.description}
          venue={place.venue}
          destination={destination}
          cost={place.costCents}
          showCosts={showCosts}
        />
      </ul>
    </div>
  );
}

function Transportation({ day, destination, showCosts }: { day: SharedDayEntry; destination: string; showCosts: boolean }) {
  if (day.transportation.length === 0) return null;
  return (
    <div>
      <SectionHeading icon={Bus}>Transportation</SectionHeading>
      <ul className="space-y-2">
        {day.transportation.map((ride, index) => (
          <PlanItem
            key={`${ride.type}-${index}`}
            time={timeSlots.transportation}
            name={ride.type}
            description={ride.description}
            venue={ride.venue}
            destination={destination}
            cost={ride.costCents}
            showCosts={showCosts}
          />
        ))}
      </ul>
    </div>
  );
}

function ExpenseBreakdown({ day, numPeople }: { day: SharedDayEntry; numPeople: number }) {
  const costs = dayCosts(day);
  const rows: [string, number][] = [
    ['Accommodation', costs.accommodationCents],
    ['Meals', costs.mealsCents],
    ['Activities', costs.activitiesCents],
    ['Transportation', costs.transportationCents],
    ...(day.flights && day.flights.length > 0 ? ([['Flights', costs.flightsCents]] as [string, number][]) : []),
  ];
  return (
    <div>
      <SectionHeading icon={Receipt}>Daily Expense Breakdown</SectionHeading>
      <div className="overflow-hidden rounded-lg border">
        <table className="w-full text-sm">
          <caption className="sr-only">Daily Expense Breakdown for day {day.day}</caption>
          <thead className="bg-muted/60 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Category
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Total
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Per person
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, cents]) => (
              <tr key={label} className="border-t">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {label}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{money(cents)}</td>
                <td className="px-3 py-2 text-right text-muted-foreground tabular-nums">{moneyPerPerson(cents, numPeople)}</td>
              </tr>
            ))}
            <tr className="border-t bg-muted/40 font-semibold">
              <th scope="row" className="px-3 py-2 text-left">
                Daily Total
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{money(costs.totalCents)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{moneyPerPerson(costs.totalCents, numPeople)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
