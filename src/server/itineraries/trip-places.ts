import { unknownPlaceMessage } from '../../shared/itineraries/place-messages.ts';
import { ApiError } from '../http/api-error.ts';
import { findPlace } from './geography/index.ts';

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
