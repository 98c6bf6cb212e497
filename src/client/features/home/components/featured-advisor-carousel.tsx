import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { AdvisorView } from '../../../../shared/advisors/advisor-view.ts';
import { CarouselDots } from '../../../components/carousel-dots.tsx';
import { AdvisorCard } from '../../advisors/index.ts';

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
        <CarouselDots
          count={advisors.length}
          active={selected}
          onSelect={(index) => emblaApi?.scrollTo(index)}
          label="Choose a featured advisor"
          slideLabel={(index) => `Show ${advisors[index]?.name ?? ''}`}
          className="mt-4"
        />
      )}
    </div>
  );
}
