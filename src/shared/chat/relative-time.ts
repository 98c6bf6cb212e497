const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

function unit(count: number, name: string): string {
  return `${count} ${name}${count === 1 ? '' : 's'} ago`;
}

/**
 * The chat's time label (spec: 'just now' under 60 s, then minutes, hours and days ago, singular
 * and plural). A time in the future (a clock a little ahead) also reads 'just now'.
 */
export function formatRelativeTime(time: Date | string | number, now: Date | number = Date.now()): string {
  const then = time instanceof Date ? time.getTime() : typeof time === 'string' ? Date.parse(time) : time;
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - then;
  if (!Number.isFinite(elapsed) || elapsed < minute) return 'just now';
  if (elapsed < hour) return unit(Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return unit(Math.floor(elapsed / hour), 'hour');
  return unit(Math.floor(elapsed / day), 'day');
}
