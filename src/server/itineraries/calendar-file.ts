import { tzlib_get_ical_block, tzlib_get_offset, tzlib_get_timezones } from 'timezones-ical-library';
import { addDays } from '../../shared/itineraries/trip-dates.ts';
import { oneLineText } from '../../shared/itineraries/saved-text.ts';

/**
 * The few lines of iCalendar (RFC 5545) that the itinerary export writes. Written here rather
 * than by a calendar library: `ics` has no time zones, and `ical-generator` gives an event one
 * zone for its start and its end, where a flight leaves in one zone and lands in another. The
 * zones' definitions (VTIMEZONE) come from timezones-ical-library, kept current with the IANA
 * database.
 *
 * Every text is one line before it is escaped (saved-text.ts): a lone carriage return in a
 * description would otherwise end the calendar line there and let the rest stand as a line of its
 * own (`END:VEVENT`, `BEGIN:VEVENT`...). New saves hold no control character; old rows may.
 */

/** A wall-clock time on a date; with a zone, that zone's local time, else floating (the traveller's own). */
export interface LocalTime {
  /** YYYY-MM-DD. */
  date: string;
  /** Minutes after midnight; past 1440 runs into the next days. */
  minutes: number;
  zone?: string | undefined;
}

export interface CalendarEvent {
  uid: string;
  start: LocalTime;
  end: LocalTime;
  summary: string;
  description: string;
  location: string;
}

let zones: ReadonlySet<string> | undefined;

/** An IANA zone the VTIMEZONE data knows ('Europe/Lisbon'); anything else is not written. */
export function knownTimeZone(zone: string | undefined): string | undefined {
  zones ??= new Set(tzlib_get_timezones() as string[]);
  return zone && zones.has(zone) ? zone : undefined;
}

/** Minutes east of UTC in `zone` at that local time ('+0100' -> 60). */
function utcOffsetMinutes(zone: string, date: string, minutes: number): number {
  const offset = tzlib_get_offset(zone, date, `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  const match = /^([+-])(\d{2})(\d{2})$/.exec(offset);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The local time carried into its own date: 25:00 on the 2nd is 1:00 on the 3rd. */
export function normalised(time: LocalTime): LocalTime {
  const days = Math.floor(time.minutes / 1440);
  return { ...time, date: days === 0 ? time.date : addDays(time.date, days), minutes: time.minutes - days * 1440 };
}

/** Minutes since the epoch, UTC: a zoned time at its offset, a floating one as if at UTC. */
export function instantMinutes(time: LocalTime): number {
  const { date, minutes, zone } = normalised(time);
  const day = Date.parse(`${date}T00:00:00Z`) / 60_000;
  const known = knownTimeZone(zone);
  return day + minutes - (known ? utcOffsetMinutes(known, date, minutes) : 0);
}

function stamp(time: LocalTime): string {
  const { date, minutes } = normalised(time);
  return `${date.replaceAll('-', '')}T${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}00`;
}

function dateTime(name: 'DTSTART' | 'DTEND', time: LocalTime): string {
  // Only a zone from the list is written: it goes into a parameter, unescaped.
  const zone = knownTimeZone(time.zone);
  return zone ? `${name};TZID=${zone}:${stamp(time)}` : `${name}:${stamp(time)}`;
}

/** TEXT as RFC 5545 escapes it, on one line. */
export function calendarText(text: string): string {
  return oneLineText(text).replace(/[\\;,]/g, (match) => `\\${match}`);
}

/** Lines of at most 75 octets, continued on lines that begin with a space; a character is never split. */
function fold(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const bytes = Buffer.byteLength(character);
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function calendarFile({ productId, name, events, now = new Date() }: { productId: string; name: string; events: readonly CalendarEvent[]; now?: Date }): string {
  const used = [...new Set(events.flatMap((event) => [event.start.zone, event.end.zone]).filter((zone): zone is string => knownTimeZone(zone) !== undefined))].sort();
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${calendarText(productId)}//Itinerary//EN`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${calendarText(name)}`];
  for (const zone of used) {
    const [block] = tzlib_get_ical_block(zone) as string[];
    if (block) lines.push(...block.split(/\r?\n/));
  }
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${calendarText(event.uid)}`,
      `DTSTAMP:${utcStamp(now)}`,
      dateTime('DTSTART', event.start),
      dateTime('DTEND', event.end),
      `SUMMARY:${calendarText(event.summary)}`,
      `DESCRIPTION:${calendarText(event.description)}`,
      `LOCATION:${calendarText(event.location)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
