import type { AccommodationOption, TransportationOptionLabel } from '../../../shared/itineraries/planner-options.ts';
import { fillCity, namedCityOf } from './destinations.ts';
import { genericVenueTemplates } from './generic-venues.data.ts';
import { mealTemplates } from './meals.data.ts';
import { stayTemplates, transportTemplates } from './stays.data.ts';
import type { MealOption, Place, StayOption, TransportOption, VenueOption } from './trip-content.types.ts';

/*
 * What a trip is made of, per destination (issue 24): real named venues for well-known
 * destinations, honest generic options everywhere else, meals, stays and transport. Prices are
 * estimates at the US price level, except a named venue's ticket, which is a fact; the planner
 * multiplies the rest by the destination's price level and never scales anything to the budget.
 */

export type { Diet, MealKind, MealOption, StayOption, TransportOption, VenueOption, VenueTag } from './trip-content.types.ts';
export { dayTripActivities } from './day-trips.ts';
export { kindSlots } from './generic-venues.data.ts';

function fillVenue(option: VenueOption, city: string): VenueOption {
  return { ...option, name: fillCity(option.name, city), venue: fillCity(option.venue, city), description: fillCity(option.description, city) };
}

/** Every venue option for a destination: the city's named venues when it is a well-known destination (matched on name AND country code), plus generic honest options with the city's name filled in. Never another city's named venue. */
export function venuesIn(place: Place): readonly VenueOption[] {
  const named = namedCityOf(place)?.venues ?? [];
  return [...named, ...genericVenueTemplates.map((option) => fillVenue(option, place.name))];
}

export function mealOptions(place: Place): readonly MealOption[] {
  return mealTemplates.map((option) => ({
    ...option,
    name: fillCity(option.name, place.name),
    venue: fillCity(option.venue, place.name),
    description: fillCity(option.description, place.name),
  }));
}

export function stayOptions(type: AccommodationOption, place: Place): readonly StayOption[] {
  return stayTemplates
    .filter((option) => option.type === type)
    .map((option) => ({ ...option, name: fillCity(option.name, place.name), description: fillCity(option.description, place.name) }));
}

export function transportOption(choice: TransportationOptionLabel, place: { name: string }): TransportOption {
  const option = transportTemplates[choice];
  return { ...option, description: fillCity(option.description, place.name) };
}
