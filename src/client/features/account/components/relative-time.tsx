import { useMinuteTick } from '../../../lib/use-minute-tick.ts';
import { fullDate, timeAgo } from '../time-ago.ts';

/** "5 minutes ago" in a <time> element, kept current while the page stays open; the exact moment on hover. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const now = useMinuteTick();
  return (
    <time dateTime={iso} title={fullDate(iso)} className={className}>
      {timeAgo(iso, new Date(now))}
    </time>
  );
}
