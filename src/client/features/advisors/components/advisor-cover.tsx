import { cn } from '../../../lib/cn.ts';

/**
 * The cover art, or a soft gradient when the advisor has none. `first`: a cover the page opens on
 * (the first card, an advisor's own page), often its largest paint: fetched at once and first
 * rather than when the layout reaches it.
 */
export function AdvisorCover({ coverImage, className, first = false }: { coverImage: string | null; className?: string; first?: boolean }) {
  if (!coverImage) {
    return <div className={cn('bg-gradient-to-br from-primary/60 via-primary/25 to-teal-400/40', className)} aria-hidden="true" />;
  }
  return (
    <img
      src={coverImage}
      alt=""
      className={cn('object-cover', className)}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
    />
  );
}
