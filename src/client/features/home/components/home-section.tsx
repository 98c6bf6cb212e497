import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDelayedReady } from '../../../lib/use-delayed-ready.ts';

/** The spec holds each home section on a skeleton for 300 ms after the page's own 500 ms. */
export const sectionDelayMs = 300;

interface HomeSectionProps {
  /** The heading's id; the section is the landmark it names. */
  headingId: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** The section's anchor, e.g. "pricing" for /#pricing. */
  id?: string;
  className?: string;
  /** The placeholder's shape while the section waits; a generic heading and cards by default. */
  skeleton?: ReactNode;
  children: ReactNode;
}

/** One band of the home page: a centred heading, then its content, after a short skeleton. */
export function HomeSection({ headingId, eyebrow, title, intro, id, className, skeleton, children }: HomeSectionProps) {
  const ready = useDelayedReady(sectionDelayMs);
  return (
    <section id={id} aria-labelledby={ready ? headingId : undefined} className={cn('scroll-mt-20 py-16 md:py-24', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {ready ? (
          <>
            <header className="mx-auto mb-10 max-w-2xl text-center md:mb-14">
              <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
              <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance md:text-4xl">
                {title}
              </h2>
              {intro && <p className="mt-4 text-pretty text-muted-foreground md:text-lg">{intro}</p>}
            </header>
            {children}
          </>
        ) : (
          <div aria-hidden="true" data-testid="home-section-skeleton">
            <div className="mx-auto mb-10 flex max-w-2xl flex-col items-center gap-3 md:mb-14">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-9 w-3/4" />
              <Skeleton className="h-5 w-full" />
            </div>
            {skeleton ?? <CardsSkeleton count={3} />}
          </div>
        )}
      </div>
    </section>
  );
}

export function CardsSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div className={cn('grid gap-6 md:grid-cols-3', className)}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-44 rounded-xl" />
      ))}
    </div>
  );
}
