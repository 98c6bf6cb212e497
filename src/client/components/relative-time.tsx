import { formatRelativeTime } from '../../shared/chat/relative-time.ts';
import { fullDate, timeAgo } from '../lib/time-ago.ts';
import { useMinuteTick } from '../lib/use-minute-tick.ts';

/**
 * "5 minutes ago" in a <time> element, kept current while the page stays open; the exact moment
 * in the tooltip. The chat's labels stop at days (the spec's steps); `longRange` goes on to months
 * and years, which a list of sessions kept for good needs and a live chat does not.
 */
export function RelativeTime({ iso, longRange = false, className }: { iso: string; longRange?: boolean; className?: string }) {
  const tick = useMinuteTick();
  // A label made just after the last tick must not read a minute behind: take the later clock.
  const now = Math.max(tick, Date.parse(iso) || 0);
  return (
    <time dateTime={iso} title={fullDate(iso)} className={className}>
      {longRange ? timeAgo(iso, new Date(now)) : formatRelativeTime(iso, now)}
    </time>
  );
}
