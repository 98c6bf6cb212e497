import { BookOpenCheck, HeartHandshake, Quote, Sprout } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { appName } from '../../../lib/env.ts';
import { HomeSection } from './home-section.tsx';

const facts = [
  { icon: Sprout, text: 'Lived experience of neurodiversity' },
  { icon: BookOpenCheck, text: 'More than 20 years studying human behaviour' },
  { icon: HeartHandshake, text: 'Evidence-based guidance, within everyone’s reach' },
];

export function FounderStorySection() {
  return (
    <HomeSection
      headingId="home-founder-heading"
      eyebrow="Founder story"
      title={`Why we built ${appName}`}
      className="bg-muted/30"
      skeleton={<FounderSkeleton />}
    >
      <div className="mx-auto max-w-4xl">
        <figure className="relative rounded-2xl border bg-card p-6 shadow-sm md:p-10">
          <Quote
            aria-hidden="true"
            className="absolute -top-4 left-6 size-8 rounded-full bg-primary p-1.5 text-primary-foreground md:left-10"
          />
          <blockquote className="space-y-4 text-pretty text-card-foreground md:text-lg">
            <p>
              I’m neurodivergent, and for a long time I didn’t have the words for it. What I did know was the cost of advice that didn’t fit
              the way my mind works, and how rare it was to find help that did: when I needed it, and at a price I could manage.
            </p>
            <p>
              That became my work. For more than twenty years I’ve studied human behaviour: how we build habits, make decisions, carry
              stress and find our footing again. The research kept saying the same thing. Small, timely, evidence-based guidance changes
              lives, and far too few people can reach it.
            </p>
            <p>
              {appName} is my answer: advisors grounded in that evidence, there whenever you need them, and priced so that money doesn’t
              decide who gets support. It isn’t a replacement for therapy or emergency care. It’s a steady place to think things through,
              and a good place to start.
            </p>
          </blockquote>
          <figcaption className="mt-6 flex items-center gap-3 border-t pt-5 text-sm">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-violet-500 to-teal-400"
            />
            <span>
              <span className="block font-semibold">Our founder</span>
              <span className="text-muted-foreground">Behavioural researcher and creator of {appName}</span>
            </span>
          </figcaption>
        </figure>
        <ul className="mt-8 grid gap-3 sm:grid-cols-3">
          {facts.map((fact) => (
            <li key={fact.text} className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <fact.icon aria-hidden="true" className="size-5" />
              </span>
              <span className="text-sm font-medium">{fact.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}

function FounderSkeleton() {
  return (
    <div className="mx-auto max-w-4xl">
      <Skeleton className="h-80 rounded-2xl" />
      <div className="mt-8 grid gap-3 sm:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-[4.5rem] rounded-xl" />
        ))}
      </div>
    </div>
  );
}
