import { useSyncExternalStore } from 'react';

/** Tracks a CSS media query; the spec's mobile breakpoint is 768 px. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const mobileQuery = '(max-width: 767px)';

export function useIsMobile(): boolean {
  return useMediaQuery(mobileQuery);
}

/**
 * Whether the screen is a phone, or undefined while server-rendered HTML is being hydrated: the
 * server cannot know the width, so it sends both layouts and CSS shows the right one (by-viewport.tsx).
 */
export function useIsMobileOnceKnown(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(
    (onChange) => {
      const list = window.matchMedia(mobileQuery);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(mobileQuery).matches,
    () => undefined,
  );
}
