import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { AdvisorView } from '../../../../shared/advisors/advisor-view.ts';
import { cn } from '../../../lib/cn.ts';
import { AdvisorCard } from '../../advisors/components/advisor-card.tsx';

/**
 * Phones only, and loaded only there (see FeaturedAdvisorsSection). Embla gives touch and mouse
 * dragging with momentum, and keeps a drag from counting as a click on the card underneath.
 * The spec's "drag multiplier 2" is approximated with skipSnaps: a quick flick carries past
 * several advisors instead of stopping at the next one.
 */
export function FeaturedAdvisorCarousel({ advisors }: { advisors: AdvisorView[] }) {
  const [viewportRef, emblaApi] = useEmblaCarousel({
    // A slide is the spec's 296 px: 16 px of gap, then the 280 px card, so the selected card rests
    // on the page's own 16 px margin.
    align: 'start',
    containScroll: false,
    skipSnaps: true,
    duration: 22,
  });
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => {
    if (emblaApi) setSelected(emblaApi.selectedScrollSnap());
  }, [emblaApi]);
  useEffect(() => {
    if (!emblaApi) return;
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi, onSelect]);

  return (
    <div>
      <div ref={viewportRef} className="-mx-4 cursor-grab overflow-hidden pb-2 active:cursor-grabbing">
        <ul aria-label="Featured advisors" className="flex touch-pan-y">
          {advisors.map((advisor) => (
            <li key={advisor.id} className="w-[296px] shrink-0 pl-4">
              <AdvisorCard advisor={advisor} className="w-[280px] hover:translate-y-0" />
            </li>
          ))}
        </ul>
      </div>
      {advisors.length > 1 && (
        <div role="group" aria-label="Choose a featured advisor" className="mt-4 flex flex-wrap justify-center gap-1">
          {advisors.map((advisor, index) => (
            <button
              key={advisor.id}
              type="button"
              aria-label={`Show ${advisor.name}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => emblaApi?.scrollTo(index)}
              className="group flex size-7 cursor-pointer items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-all motion-reduce:transition-none',
                  index === selected ? 'w-5 bg-primary' : 'w-2 bg-muted-foreground/40 group-hover:bg-muted-foreground',
                )}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
