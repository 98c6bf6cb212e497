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
