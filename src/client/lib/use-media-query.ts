import { useCallback, useSyncExternalStore } from 'react';

/** Whether `query` matches; `whileUnknown` during a server render and while the client takes it over. */
function useMatch<Unknown extends boolean | undefined>(query: string, whileUnknown: Unknown): boolean | Unknown {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | Unknown>(
    subscribe,
    () => window.matchMedia(query).matches,
    () => whileUnknown,
  );
}

/** Tracks a CSS media query; the spec's mobile breakpoint is 768 px. */
export function useMediaQuery(query: string): boolean {
  return useMatch(query, false);
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
  return useMatch(mobileQuery, undefined);
}
