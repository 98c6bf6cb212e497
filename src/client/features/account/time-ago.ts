/**
 * "5 minutes ago" for the profile's saved sessions and memories, in the spec's steps: 'just now'
 * under a minute, then minutes, hours and days (singular and plural), then months and years for
 * what is older than a month. Intl does the wording; a time in the future (a clock a little ahead
 * of the server's) reads 'just now' rather than 'in 2 minutes'.
 */
const steps = [
  { unit: 'year', seconds: 365 * 86_400 },
  { unit: 'month', seconds: 30 * 86_400 },
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
] as const satisfies readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
const absolute = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

export function timeAgo(iso: string, now: Date = new Date()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsed = Math.floor((now.getTime() - time) / 1000);
  for (const { unit, seconds } of steps) {
    if (elapsed >= seconds) return relative.format(-Math.floor(elapsed / seconds), unit);
  }
  return 'just now';
}

/** The exact moment, for a tooltip or a screen reader: "Nov 22, 2026, 5:53 PM". */
export function fullDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : absolute.format(time);
}
