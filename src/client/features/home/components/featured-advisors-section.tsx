import { useMemo } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { featuredAdvisors, maxFeaturedAdvisors, toAdvisorView } from '../../../../shared/advisors/advisor-view.ts';
import { useDelayedReady } from '../../../lib/use-delayed-ready.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { useAdvisors, AdvisorCardSkeleton, AdvisorCarousel, AdvisorGrid, fallbackAdvisorRecords } from '../../advisors/index.ts';
import { sectionDelayMs } from './home-section.tsx';
import { ByViewport } from '../../../components/by-viewport.tsx';
import { FallbackNotice } from '../../../components/fallback-notice.tsx';

/**
 * On a phone the hero fills the first screen and the carousel sits just below it: its cards (and
 * their pictures) appear when the reader scrolls towards it, so a visit that stays on the hero
 * does not download them. The margin is small on purpose: 300 px would reach it at once.
 */
const carouselMargin = '100px';

const phoneSkeletonCount = 3;

export function FeaturedAdvisorsSection() {
  const advisorsQuery = useAdvisors();
  const [watchCarouselArea, carouselNear] = useNearViewport<HTMLDivElement>(carouselMargin);
  const sectionReady = useDelayedReady(sectionDelayMs);
  const usingFallback = advisorsQuery.isError;
  const featured = useMemo(
    () => featuredAdvisors(usingFallback ? fallbackAdvisorRecords.map(toAdvisorView) : (advisorsQuery.data ?? [])),
    [usingFallback, advisorsQuery.data],
  );
  const loading = !sectionReady || advisorsQuery.isPending;
  if (!loading && featured.length === 0) return null;

  return (
    <section aria-labelledby="home-featured-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
      <div className="mb-8 space-y-3">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="home-featured-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
            Featured advisors
          </h2>
          <Link
            to="/advisors"
            className="group inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            View all
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
            />
          </Link>
        </div>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          A few of the advisors people come back to most. Each one has a clear focus and a way of working you can read about before you say
          hello.
        </p>
      </div>
      {usingFallback && <FallbackNotice className="mb-6" />}
      <div ref={watchCarouselArea}>
        <ByViewport
          phone={
            loading || !carouselNear ? (
              <PhoneSkeletons />
            ) : (
              <AdvisorCarousel advisors={featured} loading={false} label="Featured advisors" dotsLabel="Choose a featured advisor" />
            )
          }
          wide={loading ? <GridSkeletons /> : <AdvisorGrid advisors={featured} loading={false} label="Featured advisors" />}
        />
      </div>
    </section>
  );
}

/** As many as the section can hold (six), so the grid does not jump when the cards arrive. */
function GridSkeletons() {
  return (
    <div
      className="grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
      role="status"
      aria-label="Loading featured advisors"
    >
      {Array.from({ length: maxFeaturedAdvisors }, (_, index) => (
        <AdvisorCardSkeleton key={index} />
      ))}
    </div>
  );
}

function PhoneSkeletons() {
  return (
    <div className="-mx-4 flex gap-4 overflow-hidden px-4" role="status" aria-label="Loading featured advisors">
      {Array.from({ length: phoneSkeletonCount }, (_, index) => (
        <AdvisorCardSkeleton key={index} className="w-[280px] shrink-0" />
      ))}
    </div>
  );
}
