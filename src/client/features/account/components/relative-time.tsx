import { useEffect, useState } from 'react';
import { fullDate, timeAgo } from '../time-ago.ts';

/** "5 minutes ago" in a <time> element, kept current while the page stays open; the exact moment on hover. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={iso} title={fullDate(iso)} className={className}>
      {timeAgo(iso, now)}
    </time>
  );
}
