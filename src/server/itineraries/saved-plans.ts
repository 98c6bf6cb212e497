import type { DayEntry, GenerateItineraryRequest, SaveItineraryRequest } from '../../shared/itineraries/itinerary.schema.ts';
import { freeItineraryLimit, itineraryLimits } from '../../shared/itineraries/planner-options.ts';
import { addDays, firstTripRequestProblem } from '../../shared/itineraries/trip-dates.ts';
import type { ErrorCode } from '../../shared/errors.ts';
import type { AuthUser } from '../auth/auth.ts';
import { isPremium } from '../auth/guards.ts';
import { ApiError } from '../http/api-error.ts';
import type { TripColumns } from './itineraries.queries.ts';
import { tripDays } from './trip-days.ts';

/**
 * The rules a plan meets before it is stored, whoever sends it (a save, a generation): dated days
 * inside the trip, at most `itineraryLimits.planBytes`, and at most as many itineraries per
 * account as its plan allows.
 */

/** The trip request's columns from a request body (itineraryId and plan are not columns). */
export function tripColumns(body: Omit<GenerateItineraryRequest, 'itineraryId'> | SaveItineraryRequest): TripColumns {
  return {
    departureCity: body.departureCity,
    destinationCity: body.destinationCity,
    numPeople: body.numPeople,
    budget: body.budget,
    departureDate: body.departureDate,
    returnDate: body.returnDate,
    accommodationPreference: body.accommodationPreference,
    foodPreference: body.foodPreference,
    transportationPreference: body.transportationPreference,
    activities: [...body.activities],
    otherPreferences: body.otherPreferences,
  };
}

/**
 * The date rules that span fields, which saveItineraryRequestSchema leaves out: order and length
 * always, and not in the past for a new itinerary (an old trip may be edited after it happened).
 */
export function checkSavedDates(body: SaveItineraryRequest, { isNew }: { isNew: boolean }): void {
  // An edit is checked as if on its departure day, so only the past rule is left out.
  const now = isNew ? new Date() : new Date(`${body.departureDate}T12:00:00Z`);
  const problem = firstTripRequestProblem(body, Number.isNaN(now.getTime()) ? new Date() : now);
  if (problem) throw new ApiError('bad_request:validation', { message: problem.message, fields: { [problem.field]: problem.message } });
}

/** A plan's size as stored: JSON in UTF-8. */
export function planBytes(plan: readonly DayEntry[]): number {
  return Buffer.byteLength(JSON.stringify(plan), 'utf8');
}

/** 413 past the cap; the request body limit (1 MB) is the API's, this one is the plan's. */
export function checkPlanSize(plan: readonly DayEntry[]): void {
  if (planBytes(plan) > itineraryLimits.planBytes) throw new ApiError('payload_too_large:itinerary');
}

/** A saved plan's days, checked, sized and dated like generated ones, in the order given (repeats kept: the spec allows them). */
export function checkedPlan(body: SaveItineraryRequest): DayEntry[] {
  const days = tripDays(body).total;
  const invalid = body.plan.findIndex((entry) => entry.day > days);
  if (invalid !== -1) {
    throw new ApiError('bad_request:validation', { message: `The trip has ${days} days: day ${body.plan[invalid]?.day} is outside it.`, fields: { [`plan.${invalid}.day`]: `The trip has ${days} days.` } });
  }
  const plan = body.plan.map((entry) => ({ ...entry, date: addDays(body.departureDate, entry.day - 1) }));
  checkPlanSize(plan);
  return plan;
}

/**
 * How many itineraries the user may hold, and the refusal past it: the free plan's one (403, then
 * the pricing page), or the cap every account has (409: deleting one makes room).
 */
export function savedItineraryLimit(user: AuthUser): { max: number; refusal: ErrorCode } {
  return isPremium(user) ? { max: itineraryLimits.savedItineraries, refusal: 'conflict:saved_itinerary_limit' } : { max: freeItineraryLimit, refusal: 'forbidden:itinerary_limit' };
}
