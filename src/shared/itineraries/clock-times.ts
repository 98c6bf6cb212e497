/**
 * Times of day as the plan writes them ('6:05 PM', '7:40 AM (+1)', '18:05', '9:30-10:30 AM'), read
 * as minutes after midnight for the calendar export. Whatever a model wrote, an unreadable time
 * gives undefined, never a guess.
 */

export interface ClockTime {
  /** Minutes after midnight, 0-1439. */
  minutes: number;
  /** Days after the day it belongs to: '7:40 AM (+1)' lands the next day. */
  dayOffset: number;
}

const clock = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s?m\b\.?)?/i;
const nextDay = /\(?\s*\+\s*(\d)\s*(?:days?)?\s*\)?\s*$/i;

/** One time; `meridiem` applies when the text has none of its own (the first half of '9:30-10:30 AM'). */
function readClock(text: string, meridiem?: 'a' | 'p'): { minutes: number; meridiem?: 'a' | 'p' } | undefined {
  const match = clock.exec(text);
  if (!match || match[0].trim() === '') return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (minutes > 59) return undefined;
  const own = match[3]?.toLowerCase() as 'a' | 'p' | undefined;
  const half = own ?? meridiem;
  if (half) {
    if (hours < 1 || hours > 12) return undefined;
    return { minutes: ((hours % 12) + (half === 'p' ? 12 : 0)) * 60 + minutes, ...(own ? { meridiem: own } : {}) };
  }
  // Without AM or PM, a 24-hour time needs its minutes ('18:05'); a bare '6' says too little.
  if (hours > 23 || match[2] === undefined) return undefined;
  return { minutes: hours * 60 + minutes };
}

/** '6:05 PM' -> 1085; '7:40 AM (+1)' -> 460, the next day; '18:05' -> 1085. */
export function parseClockTime(text: string): ClockTime | undefined {
  const time = readClock(text);
  if (!time) return undefined;
  const offset = nextDay.exec(text);
  return { minutes: time.minutes, dayOffset: offset ? Number(offset[1]) : 0 };
}

/**
 * '9:30-10:30 AM' or '9:00 AM-12:00 PM' -> [570, 630] or [540, 720]. The first time takes the
 * second's AM or PM when it has none ('11:30-1:00 PM' is 11:30 AM to 1:00 PM). Undefined unless
 * both ends read and the range moves forward within the day.
 */
export function parseTimeRange(text: string): [start: number, end: number] | undefined {
  const parts = text.split(/\s*(?:-|–|—|\bto\b)\s*/i);
  if (parts.length !== 2) return undefined;
  const end = readClock(parts[1] ?? '');
  if (!end) return undefined;
  let start = readClock(parts[0] ?? '', end.meridiem);
  if (start && !start.meridiem && end.meridiem === 'p' && start.minutes > end.minutes) start = { minutes: start.minutes - 12 * 60 };
  if (!start || start.minutes >= end.minutes) return undefined;
  return [start.minutes, end.minutes];
}
