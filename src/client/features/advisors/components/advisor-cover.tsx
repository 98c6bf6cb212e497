import { cn } from '../../../lib/cn.ts';

/** The cover art, or a soft gradient when the advisor has none. */
export function AdvisorCover({ coverImage, className }: { coverImage: string | null; className?: string }) {
  if (!coverImage) {
    return <div className={cn('bg-gradient-to-br from-primary/60 via-primary/25 to-teal-400/40', className)} aria-hidden="true" />;
  }
  return <img src={coverImage} alt="" className={cn('object-cover', className)} loading="lazy" decoding="async" />;
}
