import { useEffect, useState } from 'react';

/** The spec shows a skeleton for a fixed moment (300 ms sections, 500 ms home) before content. */
export function useDelayedReady(delayMs: number): boolean {
  const [ready, setReady] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return ready;
}
