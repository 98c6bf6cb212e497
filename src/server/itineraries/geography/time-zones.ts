import { createRequire } from 'node:module';
import { getCountry, getCountryForTimezone, getTimezonesForCountry } from 'countries-and-timezones';

/**
 * The IANA time zone of a point. The place dataset carries none, so the zone comes from the
 * coordinates (@photostructure/tz-lookup, CC0, a compressed map of timezone-boundary-builder's
 * zones), checked against the zones of the place's own country (countries-and-timezones, MIT): near
 * a border the compressed map can answer the neighbour's zone, and then the country's zone wins (its
 * only zone, or the one of its zones that keeps the same offsets all year). Measured on the
 * airports of the OpenFlights data, which carry their own zone, this agrees on the UTC offsets for
 * 98 % of them; the rest are remote places at zone borders, mostly in Canada and Russia.
 */

const tzLookup = createRequire(import.meta.url)('@photostructure/tz-lookup') as (lat: number, lon: number) => string;

const january = new Date('2026-01-15T12:00:00Z');
const july = new Date('2026-07-15T12:00:00Z');

function sameOffsetsAllYear(a: string, b: string): boolean {
  return offsetMinutesAt(a, january) === offsetMinutesAt(b, january) && offsetMinutesAt(a, july) === offsetMinutesAt(b, july);
}

export function zoneOf(lat: number, lon: number, countryCode: string): string {
  const fromMap = tzLookup(lat, lon);
  const country = getCountry(countryCode);
  if (!country) return fromMap;
  // A country's own zones first: Hanoi keeps the clock of Asia/Bangkok, but reads Asia/Ho_Chi_Minh.
  const zonesOfCountry: string[] = country.timezones;
  const own = zonesOfCountry.filter((zone) => getCountryForTimezone(zone)?.id === country.id);
  if (own.includes(fromMap)) return fromMap;
  const sameClock = (own.length > 0 ? own : zonesOfCountry).find((zone) => sameOffsetsAllYear(zone, fromMap));
  if (sameClock) return sameClock;
  const zones: string[] = getTimezonesForCountry(country.id, { deprecated: true }).map((zone) => zone.name);
  if (zones.includes(fromMap)) return fromMap;
  return zonesOfCountry.length === 1 ? zonesOfCountry[0]! : fromMap;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetMinutesAt(timeZone: string, instant: Date): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  // 'GMT' for UTC itself, else 'GMT+05:30' or 'GMT-03:00'.
  const sign = name.charAt(3) === '-' ? -1 : 1;
  const hours = Number(name.slice(4, 6)) || 0;
  const minutes = Number(name.slice(7, 9)) || 0;
  return sign * (hours * 60 + minutes);
}

/** Minutes east of UTC of a zone at noon UTC on a date ('2026-07-01'), from the runtime's own tz data. */
export function utcOffsetMinutes(timeZone: string, isoDate: string): number {
  return offsetMinutesAt(timeZone, new Date(`${isoDate.slice(0, 10)}T12:00:00Z`));
}
