import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isServerRenderedEntry } from './first-page.ts';

/**
 * The spec shows a skeleton for a fixed moment (300 ms sections, 500 ms home) before content.
 * A page that arrived as HTML already shows its content: it starts ready (lib/first-page.ts).
 */
export function useDelayedReady(delayMs: number): boolean {
  const { key } = useLocation();
  const [ready, setReady] = useState(() => delayMs <= 0 || isServerRenderedEntry(key));
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, ready]);
  return ready;
}
