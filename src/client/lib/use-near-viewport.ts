import { useCallback, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport; used to load below-the-fold code
 * late. Returns a callback ref (React 19 runs its cleanup when the element goes away).
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin],
  );
  return [ref, near] as const;
}
