import { tripLimits, tripRequestMessages } from './planner-options.ts';

/**
 * Calendar dates of a trip as `YYYY-MM-DD` strings. They are calendar days at the destination,
 * not instants, so all arithmetic here is on UTC midnights and never shifts with a time zone.
 */

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The date `days` after `isoDate` (negative goes back). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from departure to return, both counted: 2026-06-02 to 2026-06-07 is 6. */
export function inclusiveDays(departureDate: string, returnDate: string): number {
  const ms = new Date(`${returnDate}T00:00:00Z`).getTime() - new Date(`${departureDate}T00:00:00Z`).getTime();
  return Math.round(ms / 86_400_000) + 1;
}

/** The local calendar date of an instant, YYYY-MM-DD (what a date picker calls today). */
export function localIsoDate(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * The earliest departure the server accepts: yesterday in UTC. Somewhere on Earth it is still
 * yesterday (UTC-12), and a traveller there may rightly pick their today.
 */
export function earliestDepartureDate(now: Date): string {
  return addDays(now.toISOString().slice(0, 10), -1);
}

/**
 * The form's default dates: departure two weeks from today, return five days later (the spec's
 * 2-7 June shape, moved to the future because past dates cannot be picked).
 */
export function defaultTripDates(now: Date): { departureDate: string; returnDate: string } {
  const departureDate = addDays(localIsoDate(now), 14);
  return { departureDate, returnDate: addDays(departureDate, 5) };
}

export interface TripRequestProblem {
  field: 'departureCity' | 'destinationCity' | 'departureDate' | 'returnDate' | 'activities';
  message: string;
}

/**
 * The date rules that span fields: the spec's order check, then the bounds the server adds (not in
 * the past, at most 30 days). Undefined when both dates are missing or malformed: their own
 * fields report that.
 */
export function firstTripRequestProblem(trip: { departureDate: string; returnDate: string }, now: Date): TripRequestProblem | undefined {
  if (!isIsoDate(trip.departureDate) || !isIsoDate(trip.returnDate)) return undefined;
  if (trip.departureDate > trip.returnDate) return { field: 'departureDate', message: tripRequestMessages.dateOrder };
  if (trip.departureDate < earliestDepartureDate(now)) return { field: 'departureDate', message: 'The departure date cannot be in the past.' };
  if (inclusiveDays(trip.departureDate, trip.returnDate) > tripLimits.maxDays) {
    return { field: 'returnDate', message: `A trip can be at most ${tripLimits.maxDays} days long.` };
  }
  return undefined;
}

/**
 * The planner form's six checks in the spec's order (section 5), each with its message: the
 * first that fails is the toast. The server checks the same rules and more (tripRequestSchema).
 */
export function firstPlannerProblem(form: {
  departureCity: string;
  destinationCity: string;
  departureDate?: string | undefined;
  returnDate?: string | undefined;
  activities: readonly string[];
}): TripRequestProblem | undefined {
  if (!form.departureCity.trim()) return { field: 'departureCity', message: tripRequestMessages.departureCity };
  if (!form.destinationCity.trim()) return { field: 'destinationCity', message: tripRequestMessages.destinationCity };
  if (!form.departureDate) return { field: 'departureDate', message: tripRequestMessages.departureDate };
  if (!form.returnDate) return { field: 'returnDate', message: tripRequestMessages.returnDate };
  if (form.departureDate > form.returnDate) return { field: 'departureDate', message: tripRequestMessages.dateOrder };
  if (form.activities.length === 0) return { field: 'activities', message: tripRequestMessages.activities };
  return undefined;
}
