import { useEffect, useLayoutEffect } from 'react';
import { type Location, useLocation } from 'react-router';

const storageKey = 'wayfinder:scroll-positions';

/** Where each history entry was left, by entry; kept over a reload in sessionStorage. */
let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
      positions = typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
    } catch {
      positions = {};
    }
  }
  return positions;
}

// A page opened afresh has the key "default" whatever its address: the path keeps them apart.
const entryOf = (location: Location) => `${location.key}:${location.pathname}${location.search}`;

function scrollToHash(hash: string): boolean {
  try {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
    return target !== null;
  } catch {
    return false; // not a decodable id
  }
}

/**
 * The browser's scroll handling for a client-side app, as React Router's data-router
 * <ScrollRestoration> did it: a new page starts at the top (or at its #hash); Back, Forward and a
 * reload return to where that page was left. Rendered in the shell, so it runs when the page
 * itself has rendered.
 */
export function ScrollRestoration() {
  const location = useLocation();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const keep = () => {
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(savedPositions()));
      } catch {
        // storage full or disabled: positions are only kept for this page's life
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const entry = entryOf(location);
    const saved = savedPositions()[entry];
    if (typeof saved === 'number') window.scrollTo(0, saved);
    else if (!(location.hash && scrollToHash(location.hash))) window.scrollTo(0, 0);
    // The position is recorded as the reader scrolls: by the time the next page has rendered,
    // this one is gone and the window's position no longer says where it was.
    const record = () => {
      savedPositions()[entry] = window.scrollY;
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [location]);

  return null;
}
