import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { AdvisorCardSkeleton } from '../../advisors/index.ts';

/** The page's first 500 ms: the hero's and the featured advisors' shapes, so nothing jumps after. */
export function HomeSkeleton() {
  return (
    <div role="status" aria-label="Loading the home page" data-testid="home-skeleton">
      <div className="border-b">
        <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 pt-8 pb-6 sm:px-6 md:grid-cols-[1.1fr_1fr] md:gap-12 md:pt-14 md:pb-8">
          <Skeleton className="order-first h-48 rounded-3xl sm:h-60 md:order-last md:h-[22rem]" />
          <div className="space-y-5">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-10 w-full md:h-14" />
            <Skeleton className="h-10 w-2/3 md:h-14" />
            <div className="space-y-2">
              <Skeleton className="h-5 w-full max-w-xl" />
              <Skeleton className="h-5 w-5/6 max-w-xl" />
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Skeleton className="h-11 w-full sm:w-44" />
              <Skeleton className="h-11 w-full sm:w-36" />
            </div>
          </div>
        </div>
        <div className="flex justify-center gap-2 pb-8">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-2 w-6 rounded-full" />
          ))}
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
        <Skeleton className="mb-8 h-9 w-64" />
        <div className="flex gap-6 overflow-hidden md:grid md:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <AdvisorCardSkeleton key={index} className="w-[280px] shrink-0 md:w-auto" />
          ))}
        </div>
      </div>
    </div>
  );
}
