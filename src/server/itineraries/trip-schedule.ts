import { addDays, inclusiveDays } from '../../shared/itineraries/trip-dates.ts';
import { type Airport, distanceKm, findPlace, flightMinutes, nearestAirport, type Place, utcOffsetMinutes } from './geography/index.ts';
import { flightFareUsd, groundFareUsd } from './trip-prices.ts';
import type { TripRequests } from './trip-requests.ts';
import type { SeededRandom } from './seeded-random.ts';

/**
 * When the traveller is where: the journey out and home, and for each day the hours free at the
 * destination, in its local time. Flights are generic (no airline, no number): the airports nearest
 * each end, a block time from the great-circle distance, and a departure at a typical hour for the
 * route's length. Day 1 is the departure date; the days before landing are travel days, the arrival
 * day starts after the transfer, and the last day ends with the journey home.
 */

/** Past this distance a trip flies; under it, a train, coach or drive. */
export const flightDistanceKm = 500;
/** Past this distance a ground journey is worth a line of its own; under it the places are neighbours. */
export const groundDistanceKm = 40;

export interface FlightLeg {
  from: Airport;
  to: Airport;
  minutes: number;
  fareUsd: number;
  /** Local minutes after midnight of the departure's day, at the departure airport. */
  departs: number;
  /** Local minutes at the arrival airport, counted from midnight of the departure's day (1,500 is 1:00 AM the next day). */
  arrives: number;
}

export interface GroundLeg {
  minutes: number;
  fareUsd: number;
  departs: number;
  arrives: number;
}

export interface TripJourney {
  from: Place | undefined;
  to: Place | undefined;
  /** 'Chicago', or the text before the comma when the place is unknown. */
  fromName: string;
  toName: string;
  distanceKm: number | undefined;
  outbound: FlightLeg | GroundLeg | undefined;
  home: FlightLeg | GroundLeg | undefined;
}

export const isFlight = (leg: FlightLeg | GroundLeg | undefined): leg is FlightLeg => leg !== undefined && 'from' in leg;

const nameOf = (text: string) => text.split(',')[0]?.trim() || text.trim();

/** Typical departure hours (local minutes) by route length: short hops leave through the day, long flights in banks. */
const outboundBanks = {
  short: [7 * 60 + 30, 9 * 60, 11 * 60 + 15, 13 * 60 + 40, 16 * 60 + 5],
  long: [10 * 60 + 30, 12 * 60 + 15, 13 * 60 + 50, 18 * 60 + 45, 21 * 60],
  evening: [18 * 60 + 30, 19 * 60 + 45, 20 * 60 + 50],
};
const homeBanks = [10 * 60 + 40, 13 * 60 + 15, 15 * 60 + 40, 17 * 60 + 55];

/**
 * A departure from the banks: after 10:30 AM when early mornings are not wanted, and landing
 * between 6:30 AM and 10 PM local where any of them does (airlines time long flights that way).
 */
function departureTime(banks: readonly number[], requests: TripRequests, rng: SeededRandom, landsAt: (departs: number) => number): number {
  const late = requests.noEarlyMornings ? banks.filter((minutes) => minutes >= 10 * 60 + 30) : banks;
  const allowed = late.length > 0 ? late : banks;
  const civil = allowed.filter((departs) => {
    const local = landsAt(departs) % 1440;
    return local >= 6 * 60 + 30 && local <= 22 * 60;
  });
  return rng.pick(civil.length > 0 ? civil : allowed);
}

function flightLeg(from: Airport, to: Airport, date: string, departs: number, fareUsd: number): FlightLeg {
  const minutes = flightMinutes(distanceKm(from, to));
  const shift = utcOffsetMinutes(to.timeZone, date) - utcOffsetMinutes(from.timeZone, date);
  return { from, to, minutes, fareUsd, departs, arrives: departs + minutes + shift };
}

export function planJourney(trip: { departureCity: string; destinationCity: string; departureDate: string; returnDate: string }, requests: TripRequests, rng: SeededRandom): TripJourney {
  const from = findPlace(trip.departureCity);
  const to = findPlace(trip.destinationCity);
  const base = { from, to, fromName: from?.name ?? nameOf(trip.departureCity), toName: to?.name ?? nameOf(trip.destinationCity) };
  if (!from || !to) return { ...base, distanceKm: undefined, outbound: undefined, home: undefined };
  const distance = distanceKm(from, to);
  const fromAirport = nearestAirport(from)?.airport;
  const toAirport = nearestAirport(to)?.airport;
  if (distance > flightDistanceKm && fromAirport && toAirport && fromAirport.iata !== toAirport.iata) {
    const fare = flightFareUsd(distanceKm(fromAirport, toAirport));
    const minutes = flightMinutes(distanceKm(fromAirport, toAirport));
    const banks = requests.eveningFlight ? outboundBanks.evening : minutes <= 6 * 60 ? outboundBanks.short : outboundBanks.long;
    const out = (departs: number) => flightLeg(fromAirport, toAirport, trip.departureDate, departs, fare);
    const back = (departs: number) => flightLeg(toAirport, fromAirport, trip.returnDate, departs, fare);
    return {
      ...base,
      distanceKm: distance,
      outbound: out(departureTime(banks, requests, rng, (departs) => out(departs).arrives)),
      home: back(departureTime(homeBanks, requests, rng, (departs) => back(departs).arrives)),
    };
  }
  if (distance <= groundDistanceKm) return { ...base, distanceKm: distance, outbound: undefined, home: undefined };
  // By road or rail: about 70 km an hour door to door, rounded to a quarter hour.
  const minutes = Math.max(30, Math.round(((distance * 1.25) / 70) * 4) * 15);
  const fare = groundFareUsd(distance);
  const outDeparts = requests.noEarlyMornings ? 10 * 60 + 30 : 8 * 60 + 30;
  const homeDeparts = 16 * 60;
  return {
    ...base,
    distanceKm: distance,
    outbound: { minutes, fareUsd: fare, departs: outDeparts, arrives: outDeparts + minutes },
    home: { minutes, fareUsd: fare, departs: homeDeparts, arrives: homeDeparts + minutes },
  };
}

export type DayKind = 'travel' | 'arrival' | 'full' | 'departure' | 'arrival-departure';

export interface DayWindow {
  day: number;
  date: string;
  kind: DayKind;
  /** Local minutes at the destination when the day's own plans can start and must end. */
  start: number;
  end: number;
  /** A night at the destination starts this day (paid on this day's accommodation). */
  night: boolean;
  /**
   * On the day whose night is the first at the stay: local minutes (from this day's midnight, so
   * past 1,440 after midnight) when the traveller reaches it.
   */
  checkIn?: number;
}

/** After landing: passport, bags and the ride in. After a ground journey: the last stretch. */
const afterFlightMinutes = 90;
const afterGroundMinutes = 45;
/** Before a flight home: leave the stay three hours before departure. */
const beforeFlightMinutes = 180;
const beforeGroundMinutes = 45;
/** The day starts with the spec's breakfast slot, or after a lie-in when early mornings are not wanted. */
const dayStart = 7 * 60;
const lateDayStart = 9 * 60 + 30;
const dayEnd = 22 * 60 + 30;

/**
 * The day-by-day frame of a trip. Throws `TripTooShortError` when the journey out lands after the
 * return flight would leave (a one-day trip to the other side of the world).
 */
export function dayWindows(trip: { departureDate: string; returnDate: string }, journey: TripJourney, requests: TripRequests): DayWindow[] {
  const days = Math.max(1, inclusiveDays(trip.departureDate, trip.returnDate));
  const start = requests.noEarlyMornings ? lateDayStart : dayStart;
  const { outbound, home } = journey;
  const after = isFlight(outbound) ? afterFlightMinutes : afterGroundMinutes;
  // The day (0-based) and local time the traveller reaches the stay.
  const reach = outbound ? outbound.arrives + after : undefined;
  const arrivalIndex = reach === undefined ? 0 : Math.floor(reach / 1440);
  const reachMinutes = reach === undefined ? undefined : reach - arrivalIndex * 1440;
  const leave = home ? home.departs - (isFlight(home) ? beforeFlightMinutes : beforeGroundMinutes) : undefined;
  if (arrivalIndex > days - 1 || (arrivalIndex === days - 1 && leave !== undefined && reachMinutes !== undefined && leave < reachMinutes + 60)) {
    throw new TripTooShortError(journey, days);
  }
  // Landing in the small hours needs the room from the night before: that night is booked on the
  // day the traveller set off, and the arrival day starts after a sleep.
  const smallHours = reachMinutes !== undefined && arrivalIndex > 0 && reachMinutes < 5 * 60;
  return Array.from({ length: days }, (_, index): DayWindow => {
    const date = addDays(trip.departureDate, index);
    const isLast = index === days - 1;
    const base = { day: index + 1, date };
    if (index < arrivalIndex) {
      const bookedTonight = smallHours && index === arrivalIndex - 1;
      return { ...base, kind: 'travel', start: 0, end: 0, night: bookedTonight, ...(bookedTonight ? { checkIn: (reachMinutes ?? 0) + 1440 } : {}) };
    }
    const arriving = index === arrivalIndex && reachMinutes !== undefined;
    const from = arriving ? Math.max(reachMinutes, smallHours ? lateDayStart : start) : start;
    const until = isLast && leave !== undefined ? Math.min(leave, dayEnd) : dayEnd;
    const kind: DayKind = arriving && isLast ? 'arrival-departure' : arriving ? 'arrival' : isLast ? 'departure' : 'full';
    const checkIn = arriving && !smallHours ? { checkIn: reachMinutes } : {};
    return { ...base, kind, start: from, end: until, night: !isLast, ...checkIn };
  });
}

export class TripTooShortError extends Error {
  constructor(journey: TripJourney, days: number) {
    const hours = journey.outbound ? Math.round(journey.outbound.minutes / 60) : 0;
    super(
      `The journey from ${journey.fromName} to ${journey.toName} takes about ${hours} hours, so ${days === 1 ? 'a one-day trip' : `a trip of ${days} days`} leaves no time there. Please choose a later return date.`,
    );
    this.name = 'TripTooShortError';
  }
}

/** '6:05 PM', with ' (+1)' when the time falls on a later day than the one it is counted from. */
export function clockTime(minutes: number): string {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  const hours24 = Math.floor(inDay / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const later = Math.floor(minutes / 1440);
  return `${hours12}:${String(inDay % 60).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}${later > 0 ? ` (+${later})` : ''}`;
}

/** 'about 8 h 30 min', 'about 45 min'. */
export function aboutDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `about ${rest} min`;
  return rest === 0 ? `about ${hours} h` : `about ${hours} h ${rest} min`;
}
