import { useEffect, useRef, useState } from 'react';
import type { AdvisorView } from '../../../../shared/advisors/advisor-view.ts';
import { CarouselDots } from '../../../components/carousel-dots.tsx';
import { AdvisorCard, AdvisorCardSkeleton } from './advisor-card.tsx';

/** The spec's mobile carousel: 296 px per slide (280 px card and 16 px gap), 3 skeletons. */
export const carouselSlideWidth = 296;
export const carouselSkeletonCount = 3;

export function AdvisorCarousel({ advisors, loading, label }: { advisors: AdvisorView[]; loading: boolean; label: string }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [activeIndex, setActiveIndex] = useState(0);

  // A new result list starts from its first advisor (state is reset while rendering, the
  // scroll position right after).
  const listKey = advisors.map((advisor) => advisor.id).join(',');
  const [shownListKey, setShownListKey] = useState(listKey);
  if (shownListKey !== listKey) {
    setShownListKey(listKey);
    setActiveIndex(0);
  }
  useEffect(() => {
    trackRef.current?.scrollTo({ left: 0 });
  }, [listKey]);

  if (loading) {
    return (
      <div className="-mx-4 flex gap-4 overflow-hidden px-4" aria-busy="true" aria-label={`${label}, loading`}>
        {Array.from({ length: carouselSkeletonCount }, (_, index) => (
          <AdvisorCardSkeleton key={index} className="w-[280px] shrink-0" />
        ))}
      </div>
    );
  }

  const goTo = (index: number) => {
    setActiveIndex(index);
    trackRef.current?.scrollTo({ left: index * carouselSlideWidth, behavior: 'smooth' });
  };

  return (
    <div>
      <ul
        ref={trackRef}
        aria-label={label}
        className="scrollbar-none -mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-2"
        onScroll={(event) => {
          const index = Math.round(event.currentTarget.scrollLeft / carouselSlideWidth);
          setActiveIndex(Math.min(Math.max(index, 0), Math.max(advisors.length - 1, 0)));
        }}
      >
        {advisors.map((advisor) => (
          <li key={advisor.id} className="w-[280px] shrink-0 snap-start">
            <AdvisorCard advisor={advisor} />
          </li>
        ))}
      </ul>
      {advisors.length > 1 && (
        <CarouselDots
          count={advisors.length}
          active={activeIndex}
          onSelect={goTo}
          label="Choose an advisor"
          slideLabel={(index) => `Show ${advisors[index]?.name ?? ''}`}
          className="mt-4"
        />
      )}
    </div>
  );
}
