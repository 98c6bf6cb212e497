import type { ReactNode } from 'react';
import { useIsMobileOnceKnown } from '../lib/use-media-query.ts';

/**
 * One layout for phones and one for wider screens. A page rendered on the server carries both,
 * and CSS shows the one that fits, so nothing moves when the client takes over; from then on only
 * the one in use is rendered. Each keeps its place, so the visible one is never mounted twice.
 */
export function ByViewport({ phone, wide }: { phone: ReactNode; wide: ReactNode }) {
  const isMobile = useIsMobileOnceKnown();
  const known = isMobile !== undefined;
  return (
    <>
      {isMobile !== false && phone != null && <div className={known ? undefined : 'md:hidden'}>{phone}</div>}
      {isMobile !== true && wide != null && <div className={known ? undefined : 'max-md:hidden'}>{wide}</div>}
    </>
  );
}
