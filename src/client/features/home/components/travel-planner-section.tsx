import { Link } from 'react-router';
import { ArrowRight, Check, Plane } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { itineraryLimitsNote } from '../travel-planner-copy.ts';
import { HomeSection } from './home-section.tsx';

// Icons the home page already loads: the page is close to its JavaScript budget (docs/bundle-budget.md).
const features = [
  'Every day planned around your dates, budget and interests',
  'Estimated costs for flights, stays, meals and activities',
  'Save it, share a link, or add it to your calendar',
];

/** An example day, to show the shape of a plan. Its places are real Lisbon landmarks (issue 24: no invented venues). */
const exampleDay = [
  { time: '9:00 AM', text: 'Belém Tower and the riverside walk' },
  { time: '12:30 PM', text: 'Lunch at a neighbourhood food market' },
  { time: '2:00 PM', text: 'Tram 28 up through Alfama' },
  { time: '6:30 PM', text: 'Dinner and fado in Alfama' },
];

/**
 * The other half of the product (issue 24: the planner was hard to find). A visitor's Plan a Trip
 * leads to sign in and back to the planner (SignInRequired on /planner).
 */
export function TravelPlannerSection() {
  return (
    <HomeSection
      id="travel"
      headingId="home-travel-heading"
      eyebrow="AI travel planner"
      title="Plan your next trip in minutes"
      intro="Tell the planner where you are going, when, and what you love. It writes a day-by-day itinerary you can adjust, one day at a time."
      skeleton={<PlannerSkeleton />}
    >
      <div className="mx-auto grid max-w-5xl items-center gap-10 md:grid-cols-2 md:gap-12">
        <div>
          <ul className="space-y-4">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary ring-1 ring-primary/20 ring-inset">
                  <Check aria-hidden="true" className="size-5" />
                </span>
                <span className="pt-2 text-pretty">{feature}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to="/planner">
                <Plane aria-hidden="true" />
                Plan a Trip
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{itineraryLimitsNote}</p>
        </div>
        <ExampleDayCard />
      </div>
    </HomeSection>
  );
}

function ExampleDayCard() {
  return (
    <figure className="relative rounded-2xl border bg-card p-5 shadow-sm md:p-6">
      <div
        aria-hidden="true"
        className="absolute -top-3 -right-3 flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-violet-500 to-teal-400 text-white shadow-md"
      >
        <Plane className="size-5" />
      </div>
      <figcaption className="flex items-baseline justify-between gap-3 border-b pb-3">
        <span className="font-semibold">Day 2 · Lisbon</span>
        <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Example</span>
      </figcaption>
      <ol className="mt-4 space-y-3 text-sm">
        {exampleDay.map((item) => (
          <li key={item.time} className="grid grid-cols-[4.75rem_1fr] gap-3">
            <span className="font-medium text-primary tabular-nums">{item.time}</span>
            <span className="text-pretty">{item.text}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

function PlannerSkeleton() {
  return (
    <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-2 md:gap-12">
      <div className="space-y-4">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-10 rounded-lg" />
        ))}
        <Skeleton className="mt-8 h-11 w-full sm:w-44" />
      </div>
      <Skeleton className="h-56 rounded-2xl" />
    </div>
  );
}
