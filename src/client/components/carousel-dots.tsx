import { cn } from '../lib/cn.ts';

/**
 * The row of dots under a carousel (the hero, the advisor carousels): one button a slide, named
 * by `slideLabel`, the current one marked with aria-current and drawn wider. The 24 px buttons
 * keep a dozen advisors on one row of a 375 px phone.
 */
export function CarouselDots({
  count,
  active,
  onSelect,
  label,
  slideLabel,
  controls,
  className,
}: {
  count: number;
  active: number;
  onSelect: (index: number) => void;
  /** The group's accessible name, e.g. "Choose a slide". */
  label: string;
  slideLabel: (index: number) => string;
  /** The id of the slides' container, for aria-controls. */
  controls?: string;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap items-center justify-center gap-1', className)}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={slideLabel(index)}
          aria-current={index === active ? 'true' : undefined}
          aria-controls={controls}
          onClick={() => onSelect(index)}
          className="group flex size-6 cursor-pointer items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <span
            className={cn(
              'block h-2 rounded-full transition-all motion-reduce:transition-none',
              index === active ? 'w-5 bg-primary' : 'w-2 bg-muted-foreground/40 group-hover:bg-muted-foreground',
            )}
          />
        </button>
      ))}
    </div>
  );
}
