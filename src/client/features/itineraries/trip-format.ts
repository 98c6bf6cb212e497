import type { SavedTrip, SharedDayEntry } from '../../../shared/itineraries/itinerary.schema.ts';

/**
 * How the itinerary screens write dates and counts. Trip dates are calendar days (YYYY-MM-DD), so
 * they are formatted in UTC and never shift with the viewer's time zone.
 */

const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Tuesday, June 2, 2026' */
export function formatLongDate(isoDate: string): string {
  return longDate.format(utc(isoDate));
}

/** 'Jun 2, 2026' */
export function formatShortDate(isoDate: string): string {
  return shortDate.format(utc(isoDate));
}

/** 'Jun 2 – Jun 7, 2026', or both years when they differ. */
export function formatDateRange(departureDate: string, returnDate: string): string {
  if (departureDate.slice(0, 4) !== returnDate.slice(0, 4)) return `${formatShortDate(departureDate)} – ${formatShortDate(returnDate)}`;
  if (departureDate === returnDate) return formatShortDate(departureDate);
  return `${monthDay.format(utc(departureDate))} – ${formatShortDate(returnDate)}`;
}

/** '1 person', '5 people' */
export function formatTravelers(count: number): string {
  return `${count} ${count === 1 ? 'person' : 'people'}`;
}

/** '1 day', '6 days' */
export function formatDays(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

/** 'Local cuisine, Street food' as it is stored, or a dash for none. */
export function formatList(value: string | readonly string[]): string {
  const text = typeof value === 'string' ? value : value.join(', ');
  return text.trim() || '—';
}

/**
 * The trip as every itinerary screen shows it: a saved itinerary, one being written, or a shared
 * one (costs, budget and other preferences may be absent).
 */
export interface ViewableTrip extends Readonly<Omit<SavedTrip, 'budget' | 'otherPreferences'>> {
  budget: number | null;
  otherPreferences?: string | undefined;
  plan: readonly SharedDayEntry[];
}
