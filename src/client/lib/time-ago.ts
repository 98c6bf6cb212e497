import { formatRelativeTime } from '../../shared/chat/relative-time.ts';

/**
 * "5 minutes ago" for the profile's saved sessions and memories: the chat's own labels ('just
 * now', minutes, hours, days) up to a month, then months and years, which a list of sessions
 * kept for good needs and a live chat does not.
 */
const longSteps = [
  { unit: 'year', seconds: 365 * 86_400 },
  { unit: 'month', seconds: 30 * 86_400 },
] as const satisfies readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
const absolute = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

export function timeAgo(iso: string, now: Date = new Date()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsed = Math.floor((now.getTime() - time) / 1000);
  for (const { unit, seconds } of longSteps) {
    if (elapsed >= seconds) return relative.format(-Math.floor(elapsed / seconds), unit);
  }
  return formatRelativeTime(time, now);
}

/** The exact moment, for a tooltip or a screen reader: "Nov 22, 2026, 5:53 PM". */
export function fullDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : absolute.format(time);
}
