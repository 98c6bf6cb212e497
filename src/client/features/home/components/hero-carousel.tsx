import { useId, useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { ArrowRight, ChevronLeft, ChevronRight, LogIn, Sparkles, UserRound } from 'lucide-react';
import { CarouselDots } from '../../../components/carousel-dots.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAuthDialog, useSession } from '../../auth/index.ts';
import { heroSlides, type HeroSlide } from '../hero-slides.ts';
import { HeroArt } from './hero-art.tsx';

/** A horizontal swipe at least this long (and mostly sideways) changes the slide on touch screens. */
const swipeThresholdPx = 48;

/** Position `index` into 0..count-1 so that next on the last slide is the first, and back again. */
function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/**
 * The home page's hero: four slides that loop, with dots, and previous/next arrows from 768 px up
 * (phones swipe). It follows the WAI-ARIA carousel pattern. It never advances on its own: a moving
 * hero pulls the reader away mid-sentence and would need a pause control of its own.
 */
export function HeroCarousel() {
  const [active, setActive] = useState(0);
  const slidesId = useId();
  const count = heroSlides.length;
  const goTo = (index: number) => setActive(wrap(index, count));

  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < swipeThresholdPx || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    goTo(active + (dx < 0 ? 1 : -1));
  };

  return (
    <section aria-roledescription="carousel" aria-label="Highlights" className="relative isolate overflow-hidden border-b">
      <HeroBackdrop active={active} />
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-6 sm:px-6 md:pt-14 md:pb-8">
        <div
          id={slidesId}
          aria-live="polite"
          className="grid touch-pan-y [grid-template-areas:'slide']"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          {heroSlides.map((slide, index) => (
            <HeroSlideView key={slide.title} slide={slide} index={index} count={count} active={index === active} />
          ))}
        </div>

        <div className="mt-6 flex items-center justify-center gap-3 md:mt-8">
          <Button
            variant="outline"
            size="icon-sm"
            className="hidden rounded-full md:inline-flex"
            aria-label="Previous slide"
            aria-controls={slidesId}
            onClick={() => goTo(active - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <CarouselDots
            count={count}
            active={active}
            onSelect={goTo}
            label="Choose a slide"
            slideLabel={(index) => `Go to slide ${index + 1}`}
            controls={slidesId}
            className="flex-nowrap"
          />
          <Button
            variant="outline"
            size="icon-sm"
            className="hidden rounded-full md:inline-flex"
            aria-label="Next slide"
            aria-controls={slidesId}
            onClick={() => goTo(active + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </section>
  );
}

/** A soft glow in the slide's colour behind everything, cross-fading with the slides. */
const backdropClasses = [
  'from-violet-500/25 dark:from-violet-500/20',
  'from-amber-400/25 dark:from-rose-500/20',
  'from-teal-400/25 dark:from-teal-500/20',
  'from-sky-400/25 dark:from-sky-500/20',
] as const;

function HeroBackdrop({ active }: { active: number }) {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      {backdropClasses.map((classes, index) => (
        <div
          key={classes}
          className={cn(
            'absolute inset-0 bg-radial-[at_80%_30%] via-transparent to-transparent transition-opacity duration-700 motion-reduce:transition-none',
            classes,
            index === active ? 'opacity-100' : 'opacity-0',
          )}
        />
      ))}
      <div className="absolute inset-x-0 bottom-0 h-24 bg-gradient-to-b from-transparent to-background" />
    </div>
  );
}

/**
 * Every slide sits in the same grid cell, so the hero is as tall as its tallest slide and never
 * jumps. Slides out of view are inert: neither focusable nor read out.
 */
function HeroSlideView({ slide, index, count, active }: { slide: HeroSlide; index: number; count: number; active: boolean }) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`Slide ${index + 1} of ${count}`}
      aria-hidden={active ? undefined : true}
      inert={!active}
      className={cn(
        'grid items-center gap-6 transition-[opacity,translate,visibility] duration-500 ease-out [grid-area:slide] motion-reduce:transition-none md:grid-cols-[1.1fr_1fr] md:gap-12',
        active ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-2 opacity-0',
      )}
    >
      <HeroArt kind={slide.art} className="order-first h-44 sm:h-60 md:order-last md:h-[22rem]" first={index === 0} />
      <div className="space-y-5">
        <p className="text-sm font-medium text-primary">{slide.eyebrow}</p>
        {/* Only the slide in view is exposed, so the page always has exactly one top-level heading. */}
        <h1 className="text-4xl font-bold tracking-tight text-balance md:text-5xl lg:text-6xl">{slide.title}</h1>
        <p className="max-w-xl text-base text-pretty text-muted-foreground md:text-lg">{slide.description}</p>
        <HeroActions slide={slide} />
      </div>
    </div>
  );
}

function HeroActions({ slide }: { slide: HeroSlide }) {
  const { user, loading } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const buttonWidth = 'w-full sm:w-auto';

  let secondary;
  if (slide.secondary !== 'account') {
    secondary = (
      <Button asChild size="lg" variant="outline" className={buttonWidth}>
        <Link to={slide.secondary.to}>{slide.secondary.label}</Link>
      </Button>
    );
  } else if (loading) {
    secondary = <Skeleton className="h-11 w-full rounded-md sm:w-36" />;
  } else if (user) {
    secondary = (
      <Button asChild size="lg" variant="outline" className={buttonWidth}>
        <Link to="/profile">
          <UserRound aria-hidden="true" />
          My Profile
        </Link>
      </Button>
    );
  } else {
    // Sign-up is by invitation, so "Sign In/Up" opens the dialog on Sign In, one tab away from Request Invite.
    secondary = (
      <Button size="lg" variant="outline" className={buttonWidth} onClick={() => openAuthDialog('signin')}>
        <LogIn aria-hidden="true" />
        Sign In/Up
      </Button>
    );
  }

  return (
    <div className="flex flex-col gap-3 pt-1 sm:flex-row sm:flex-wrap">
      <Button asChild size="lg" className={buttonWidth}>
        <Link to={slide.primary.to}>
          {slide.primary.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      {secondary}
      {!loading && !user && (
        <Button size="lg" variant="secondary" className={buttonWidth} onClick={() => openAuthDialog('request')}>
          <Sparkles aria-hidden="true" />
          Get Access
        </Button>
      )}
    </div>
  );
}
