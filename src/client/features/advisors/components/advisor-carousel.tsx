import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { AdvisorView } from '../../../../shared/advisors/advisor-view.ts';
import { CarouselDots } from '../../../components/carousel-dots.tsx';
import { AdvisorCard, AdvisorCardSkeleton } from './advisor-card.tsx';

/** The spec's phone carousel: 296 px per slide (16 px of gap, then the 280 px card), 3 skeletons. */
export const carouselSlideWidth = 296;
export const carouselSkeletonCount = 3;

/** How far a mouse must move before a press counts as a drag, not a click on the card. */
const dragThresholdPx = 5;

/**
 * The advisors on a phone (the directory, the home page's featured advisors): a scroll-snapping
 * row that touch scrolls natively, a mouse can drag, and the dots move. A slide is 296 px, so the
 * chosen card rests on the page's own 16 px margin. A drag never counts as a tap on the card.
 */
export function AdvisorCarousel({
  advisors,
  loading,
  label,
  dotsLabel,
}: {
  advisors: AdvisorView[];
  loading: boolean;
  /** The list's accessible name. */
  label: string;
  /** The dots' accessible name, e.g. "Choose an advisor". */
  dotsLabel: string;
}) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const drag = useRef<{ pointerId: number; x: number; left: number; moved: boolean } | null>(null);
  const dragged = useRef(false);

  // A new result list starts from its first advisor (state is reset while rendering, the
  // scroll position right after).
  const listKey = advisors.map((advisor) => advisor.id).join(',');
  const [shownListKey, setShownListKey] = useState(listKey);
  if (shownListKey !== listKey) {
    setShownListKey(listKey);
    setActiveIndex(0);
  }
  const scrolledTrack = useRef<{ track: HTMLUListElement | null; listKey: string }>({ track: null, listKey });
  useEffect(() => {
    const track = trackRef.current;
    const before = scrolledTrack.current;
    scrolledTrack.current = { track, listKey };
    // Setting the scroll position forces a layout in the middle of the first paint's work (91 ms on
    // the directory, 4 times that on a slow phone); a track that has just mounted is at its start anyway.
    if (track && before.track === track && before.listKey !== listKey) track.scrollTo({ left: 0 });
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

  const lastIndex = Math.max(advisors.length - 1, 0);
  const goTo = (index: number) => {
    setActiveIndex(index);
    trackRef.current?.scrollTo({ left: index * carouselSlideWidth, behavior: 'smooth' });
  };

  // Mouse dragging (touch scrolls natively). Snapping is off while the mouse moves the row, or the
  // browser would snap every step; on release the row settles on the nearest advisor.
  const onPointerDown = (event: PointerEvent<HTMLUListElement>) => {
    dragged.current = false;
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, left: event.currentTarget.scrollLeft, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLUListElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const dx = event.clientX - state.x;
    if (!state.moved && Math.abs(dx) < dragThresholdPx) return;
    if (!state.moved) {
      state.moved = true;
      event.currentTarget.setPointerCapture(event.pointerId);
      event.currentTarget.style.scrollSnapType = 'none';
    }
    event.currentTarget.scrollLeft = state.left - dx;
  };
  const onPointerEnd = (event: PointerEvent<HTMLUListElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!state.moved) return;
    dragged.current = true;
    event.currentTarget.style.scrollSnapType = '';
    goTo(Math.min(Math.max(Math.round(event.currentTarget.scrollLeft / carouselSlideWidth), 0), lastIndex));
  };

  return (
    <div>
      <ul
        ref={trackRef}
        aria-label={label}
        className="scrollbar-none -mx-4 flex cursor-grab snap-x snap-mandatory overflow-x-auto pr-4 pb-2 active:cursor-grabbing"
        onScroll={(event) => {
          const index = Math.round(event.currentTarget.scrollLeft / carouselSlideWidth);
          setActiveIndex(Math.min(Math.max(index, 0), lastIndex));
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        // A link or an image would otherwise start the browser's own drag and drop.
        onDragStart={(event) => event.preventDefault()}
        onClickCapture={(event) => {
          if (!dragged.current) return;
          dragged.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        {advisors.map((advisor, index) => (
          <li key={advisor.id} className="w-[296px] shrink-0 snap-start pl-4">
            <AdvisorCard advisor={advisor} className="hover:translate-y-0" first={index === 0} />
          </li>
        ))}
      </ul>
      {advisors.length > 1 && (
        <CarouselDots
          count={advisors.length}
          active={activeIndex}
          onSelect={goTo}
          label={dotsLabel}
          slideLabel={(index) => `Show ${advisors[index]?.name ?? ''}`}
          className="mt-4"
        />
      )}
    </div>
  );
}
