import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { Itinerary } from '../../shared/itineraries/itinerary.schema.ts';
import { firstEntryPerDay } from '../../shared/itineraries/itinerary-costs.ts';
import { placeActivity } from '../../shared/itineraries/day-layout.ts';
import { oneLineText } from '../../shared/itineraries/saved-text.ts';

/**
 * An itinerary as an iCalendar file: one event per meal and activity of each shown day, in the
 * view's fixed time slots (spec section 2). Times are floating (no time zone): 9:00 means 9:00
 * wherever the traveller is that day, which is what the plan says; a zone would move every event
 * for anyone whose calendar sits elsewhere.
 *
 * Every text is one line before it is written: the `ics` package escapes CRLF and LF but not a
 * lone CR, and a carriage return in a description would end the line there and let the rest
 * stand as a calendar line of its own (`END:VEVENT`, `BEGIN:VEVENT`...). New saves hold no control
 * character (saved-text.ts); rows saved before may.
 */

type Minutes = [start: number, end: number];

const slots = {
  breakfast: [7 * 60, 8 * 60 + 30],
  morning: [9 * 60, 12 * 60],
  lunch: [12 * 60 + 30, 14 * 60],
  afternoon: [14 * 60, 17 * 60],
  dinner: [18 * 60, 20 * 60],
  evening: [20 * 60, 22 * 60],
} satisfies Record<string, Minutes>;

function at(date: string, minutes: number): DateArray {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day, Math.floor(minutes / 60), minutes % 60];
}

/** 'Tokyo, Japan' -> 'tokyo-japan-trip.ics': letters, digits and dashes only, never empty. */
export function calendarFileName(destination: string): string {
  const base = destination
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${base || 'itinerary'}-trip.ics`;
}

export function itineraryCalendar(itinerary: Itinerary, { appName: name }: { appName: string }): string {
  const events: EventAttributes[] = [];
  const city = oneLineText(itinerary.destinationCity);
  const appName = oneLineText(name);
  const event = (date: string, [start, end]: Minutes, title: string, description: string, venue: string | undefined, uid: string): EventAttributes => ({
    uid: `${itinerary.id}-${uid}@wayfinder`,
    start: at(date, start),
    end: at(date, end),
    startInputType: 'local',
    startOutputType: 'local',
    endInputType: 'local',
    endOutputType: 'local',
    title: oneLineText(title),
    description: oneLineText(description),
    location: venue ? `${oneLineText(venue)}, ${city}` : city,
    calName: `${city} trip`,
    productId: appName,
  });
  for (const day of firstEntryPerDay(itinerary.plan)) {
    for (const kind of ['breakfast', 'lunch', 'dinner'] as const) {
      const meal = day.meals[kind];
      if (meal) events.push(event(day.date, slots[kind], `${kind[0]?.toUpperCase()}${kind.slice(1)}: ${meal.name}`, meal.description, meal.venue, `d${day.day}-${kind}`));
    }
    day.activities.forEach((activity, index) => {
      events.push(event(day.date, slots[placeActivity(activity)], activity.name, `${activity.description} (${activity.duration})`, activity.venue, `d${day.day}-a${index}`));
    });
  }
  const { error, value } = createEvents(events, { productId: appName, calName: `${city} trip` });
  if (error || value === null) throw error ?? new Error('the calendar could not be written');
  return value;
}
