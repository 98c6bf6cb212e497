import { placeActivity } from '../../shared/itineraries/day-layout.ts';
import { parseClockTime, parseTimeRange } from '../../shared/itineraries/clock-times.ts';
import { flightTitle } from '../../shared/itineraries/flight-text.ts';
import type { DayEntry, DayFlight, Itinerary } from '../../shared/itineraries/itinerary.schema.ts';
import { firstEntryPerDay } from '../../shared/itineraries/itinerary-costs.ts';
import { checkInTime, timeSlots } from '../../shared/itineraries/planner-options.ts';
import { oneLineText } from '../../shared/itineraries/saved-text.ts';
import { slugify } from '../../shared/text/slug.ts';
import { type CalendarEvent, calendarFile, instantMinutes, knownTimeZone, type LocalTime } from './calendar-file.ts';

/**
 * An itinerary as an iCalendar file: every meal and activity of each shown day (at the planner's
 * own time when it set one, else in the view's fixed slots), the flights from departure to
 * arrival, and the stay's check-in and check-out.
 *
 * With the destination's time zone, the day's events carry it (TZID), so a calendar kept in
 * another zone shows 9:00 in Lisbon at the right hour; without it they stay floating, 9:00
 * wherever the traveller is. A flight leaves in its departure zone and lands in its arrival zone
 * when the plan knows them, else it floats like the rest.
 */

type Minutes = [start: number, end: number];

const hour = 60;
/** The view's slots, read from the same texts it shows (planner-options.ts). */
const slot = (text: string, fallback: Minutes): Minutes => parseTimeRange(text) ?? fallback;
const slots = {
  breakfast: slot(timeSlots.breakfast, [7 * hour, 8 * hour + 30]),
  morning: slot(timeSlots.morning, [9 * hour, 12 * hour]),
  lunch: slot(timeSlots.lunch, [12 * hour + 30, 14 * hour]),
  afternoon: slot(timeSlots.afternoon, [14 * hour, 17 * hour]),
  dinner: slot(timeSlots.dinner, [18 * hour, 20 * hour]),
  evening: slot(timeSlots.evening, [20 * hour, 22 * hour]),
};
const checkIn = parseClockTime(checkInTime)?.minutes ?? 15 * hour;
const checkOut = 11 * hour;
/** From landing to the stay's door: the transfer a late arrival's check-in waits for. */
const transferAfterLanding = hour;
const stayEventLength = 30;

/** 'Tokyo, Japan' -> 'tokyo-japan-trip.ics': letters, digits and dashes only, never empty. */
export function calendarFileName(destination: string): string {
  return `${slugify(destination, 60) || 'itinerary'}-trip.ics`;
}

/** When a flight leaves and lands; undefined when its departure time cannot be read. */
function flightTimes(flight: DayFlight, date: string): { start: LocalTime; end: LocalTime } | undefined {
  const departure = parseClockTime(flight.departureTime);
  if (!departure) return undefined;
  // Both ends zoned, or neither: a floating end beside a zoned start would mean nothing.
  const from = knownTimeZone(flight.departureTimeZone);
  const to = knownTimeZone(flight.arrivalTimeZone);
  const zoned = from !== undefined && to !== undefined;
  const start: LocalTime = { date, minutes: departure.minutes + departure.dayOffset * 1440, zone: zoned ? from : undefined };
  const arrival = parseClockTime(flight.arrivalTime);
  if (!arrival) return { start, end: { ...start, minutes: start.minutes + hour } };
  const end: LocalTime = { date, minutes: arrival.minutes + arrival.dayOffset * 1440, zone: zoned ? to : undefined };
  // A landing written without '(+1)' that comes before the take-off is the next day's.
  while (instantMinutes(end) <= instantMinutes(start) && end.minutes < start.minutes + 2 * 1440) end.minutes += 1440;
  return { start, end };
}

export function itineraryCalendar(itinerary: Itinerary, { appName, destinationTimeZone, now }: { appName: string; destinationTimeZone?: string | undefined; now?: Date }): string {
  const city = oneLineText(itinerary.destinationCity);
  const zone = knownTimeZone(destinationTimeZone);
  const days = firstEntryPerDay(itinerary.plan);
  const events: CalendarEvent[] = [];
  const at = (date: string, [start, end]: Minutes): { start: LocalTime; end: LocalTime } => ({ start: { date, minutes: start, zone }, end: { date, minutes: end, zone } });
  const add = (uid: string, times: { start: LocalTime; end: LocalTime }, summary: string, description: string, venue?: string) =>
    events.push({ uid: `${itinerary.id}-${uid}@wayfinder`, ...times, summary, description, location: venue ? `${oneLineText(venue)}, ${city}` : city });
  const own = (time: string | undefined, fallback: Minutes) => (time ? parseTimeRange(time) : undefined) ?? fallback;

  let landing: LocalTime | undefined;
  for (const day of days) {
    (day.flights ?? []).forEach((flight, index) => {
      const times = flightTimes(flight, day.date);
      if (!times) return;
      const route = `${flight.departureAirport} to ${flight.arrivalAirport}`;
      add(`d${day.day}-f${index}`, times, flightTitle(flight), [route, flight.duration].filter(Boolean).join(', '), flight.departureAirport);
      // The first day's arrival: its last flight (a connection lands last), or on a one-day trip its first (the last flies home).
      if (day === days[0] && (days.length > 1 || landing === undefined)) landing = times.end;
    });
    for (const kind of ['breakfast', 'lunch', 'dinner'] as const) {
      const meal = day.meals[kind];
      if (meal) add(`d${day.day}-${kind}`, at(day.date, own(meal.time, slots[kind])), `${kind[0]?.toUpperCase()}${kind.slice(1)}: ${meal.name}`, meal.description, meal.venue);
    }
    day.activities.forEach((activity, index) => {
      add(`d${day.day}-a${index}`, at(day.date, own(activity.time, slots[placeActivity(activity)])), activity.name, `${activity.description} (${activity.duration})`, activity.venue);
    });
  }
  addStay(days, { add, landing, zone });
  return calendarFile({ productId: appName, name: `${city} trip`, events, now });
}

/** The planner's own check-in time: 'Check-in 10:45 PM', '4:30 AM (+1)' or a range; minutes from that day's midnight. */
function stayTime(text: string): number | undefined {
  const time = text.replace(/^\s*check-in:?\s*/i, '');
  const clock = parseClockTime(time);
  return parseTimeRange(time)?.[0] ?? (clock ? clock.minutes + clock.dayOffset * 1440 : undefined);
}

/**
 * Check-in on the first day (the planner's own time, else after the first day's landing and the
 * transfer, else 3:00 PM), and check-out at 11:00 AM on the last day, from the last night's stay.
 */
function addStay(
  days: readonly DayEntry[],
  { add, landing, zone }: { add(uid: string, times: { start: LocalTime; end: LocalTime }, summary: string, description: string, venue?: string): void; landing: LocalTime | undefined; zone: string | undefined },
) {
  // The first night paid for is the check-in's (a first day spent on an overnight flight has none).
  const firstIndex = Math.max(0, days.findIndex((day) => (day.accommodation.costCents ?? 0) > 0));
  const first = days[firstIndex];
  if (!first) return;
  const ownTime = first.accommodation.time ? stayTime(first.accommodation.time) : undefined;
  let start: LocalTime = { date: first.date, minutes: ownTime ?? checkIn, zone };
  // The landing's local time is the destination's (the flight lands there), counted from the first
  // day: past 3:00 PM, or the next day, the check-in waits for it.
  const landed = landing ? landing.minutes - firstIndex * 1440 : undefined;
  if (ownTime === undefined && landed !== undefined && landed + transferAfterLanding > start.minutes) start = { ...start, minutes: landed + transferAfterLanding };
  add(`d${first.day}-check-in`, { start, end: { ...start, minutes: start.minutes + stayEventLength } }, `Check-in: ${first.accommodation.name}`, first.accommodation.description, first.accommodation.venue);
  const last = days.at(-1);
  if (!last || days.length < 2) return;
  const lastNight = days.at(-2) ?? last;
  const out: LocalTime = { date: last.date, minutes: checkOut, zone };
  add(`d${last.day}-check-out`, { start: out, end: { ...out, minutes: checkOut + stayEventLength } }, `Check-out: ${lastNight.accommodation.name}`, lastNight.accommodation.description, lastNight.accommodation.venue);
}
