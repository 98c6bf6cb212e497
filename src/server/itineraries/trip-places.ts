import { unknownPlaceMessage } from '../../shared/itineraries/place-messages.ts';
import { ApiError } from '../http/api-error.ts';
import { findPlace } from './geography/index.ts';
import { journeyOf, type PlannerTrip } from './offline-planner.ts';
import { dayWindows, TripTooShortError } from './trip-schedule.ts';

/**
 * Refuses a trip whose departure or destination is not a real place, as a validation error on that
 * field (the body names the field as the schema's own errors do), so the form can point at it.
 */
export function checkPlacesExist(trip: { departureCity: string; destinationCity: string }): void {
  const fields: Record<string, string> = {};
  if (!findPlace(trip.departureCity)) fields.departureCity = unknownPlaceMessage(trip.departureCity);
  if (!findPlace(trip.destinationCity)) fields.destinationCity = unknownPlaceMessage(trip.destinationCity);
  const first = Object.values(fields)[0];
  if (first) throw new ApiError('bad_request:validation', { message: first, fields });
}

/**
 * Refuses a trip whose journey out lands too late to leave time there (a one-day trip to the
 * other side of the world), on the return date, with what the journey takes.
 */
export function checkTripFits(trip: PlannerTrip): void {
  const { journey, requests } = journeyOf(trip);
  try {
    dayWindows(trip, journey, requests);
  } catch (error) {
    if (!(error instanceof TripTooShortError)) throw error;
    throw new ApiError('bad_request:validation', { message: error.message, fields: { returnDate: error.message } });
  }
}

/** The destination's IANA zone, when it can be found (the calendar writes the days in it). */
export const destinationTimeZone = (destination: string): string | undefined => findPlace(destination)?.timeZone;
