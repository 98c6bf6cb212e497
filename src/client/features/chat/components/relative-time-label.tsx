import { formatRelativeTime } from '../../../../shared/chat/relative-time.ts';
import { cn } from '../../../lib/cn.ts';
import { useMinuteTick } from '../../../lib/use-minute-tick.ts';

/** 'just now', '5 minutes ago'...: refreshed every minute; the exact time is in the tooltip and the markup. */
export function RelativeTimeLabel({ timestamp, className }: { timestamp: string; className?: string }) {
  const tick = useMinuteTick();
  // A label made just after the last tick must not read a minute behind: take the later clock.
  const now = Math.max(tick, Date.parse(timestamp));
  const date = new Date(timestamp);
  return (
    <time dateTime={timestamp} title={date.toLocaleString()} className={cn('text-xs text-muted-foreground', className)}>
      {formatRelativeTime(timestamp, now)}
    </time>
  );
}
