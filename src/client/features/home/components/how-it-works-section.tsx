import { Crown, LifeBuoy, Lightbulb, Search, UserPlus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { HomeSection } from './home-section.tsx';

interface Step {
  icon: LucideIcon;
  title: string;
  body: ReactNode;
}

const steps: Step[] = [
  {
    icon: Search,
    title: 'Browse the advisors',
    body: "Read each advisor's focus, approach and the people they help most, then pick the one that fits what you're working through.",
  },
  {
    icon: UserPlus,
    title: 'Start a free session',
    body: 'Request an invite, create your free account and sign in. Your first session is on us, and the Free plan stays free.',
  },
  {
    icon: Lightbulb,
    title: 'Get personalized insights',
    body: 'Your advisor listens, asks the questions that matter and offers evidence-based ideas shaped around your goals, your pace and your words.',
  },
  {
    icon: Crown,
    title: 'Go further with Premium',
    body: (
      <ul className="mt-1 space-y-1.5">
        <li>Save your sessions and pick up where you left off.</li>
        <li>Add your personal history so your advisor knows your story.</li>
        <li className="flex flex-wrap items-center gap-x-2 gap-y-1">
          Invite others to a session.
          <Badge variant="outline" className="border-primary/40 text-primary">
            Coming soon
          </Badge>
        </li>
      </ul>
    ),
  },
  {
    icon: LifeBuoy,
    title: 'Support around the clock',
    body: 'Advisors are there at 3 a.m. as readily as at 3 p.m., every day of the year. Help is never an appointment away.',
  },
];

export function HowItWorksSection() {
  return (
    <HomeSection
      headingId="home-how-heading"
      eyebrow="Getting started"
      title="How it works"
      intro="From a first hello to real progress, in five simple steps."
      skeleton={<StepsSkeleton />}
    >
      <div className="relative">
        {/* The thread that joins the steps on wide screens. */}
        <div
          aria-hidden="true"
          className="absolute top-6 right-[10%] left-[10%] hidden h-px bg-gradient-to-r from-transparent via-border to-transparent lg:block"
        />
        <ol className="relative grid gap-8 md:grid-cols-2 lg:grid-cols-5 lg:gap-6">
          {steps.map((step, index) => (
            <li key={step.title} className="relative flex gap-4 lg:flex-col lg:items-center lg:text-center">
              <span className="relative flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary ring-1 ring-primary/25 ring-inset lg:bg-background">
                <step.icon aria-hidden="true" className="size-5" />
                <span className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                  {index + 1}
                </span>
              </span>
              <div className="space-y-1.5">
                <h3 className="font-semibold">{step.title}</h3>
                <div className="text-sm text-pretty text-muted-foreground lg:[&_li]:justify-center">{step.body}</div>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </HomeSection>
  );
}

function StepsSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-5 lg:gap-6">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex gap-4 lg:flex-col lg:items-center">
          <Skeleton className="size-12 shrink-0 rounded-2xl" />
          <div className="w-full space-y-2 lg:flex lg:flex-col lg:items-center">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
