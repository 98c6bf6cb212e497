import type { AccommodationOption, InterestOption, TransportationOptionLabel } from '../../../shared/itineraries/planner-options.ts';
import type { TimeOfDay } from '../../../shared/itineraries/itinerary.schema.ts';

/*
 * The shapes of what a trip is made of. They live apart from index.ts so that the data files can
 * use them without importing the module that imports them.
 */

export type Diet = 'vegetarian' | 'vegan' | 'kosher' | 'halal';

/**
 * - `temple`: a working place of worship a visitor may enter (temple, shrine, mosque, church,
 *   gurdwara), whatever the option's interest; the planner looks for it when asked for a temple.
 * - `step-free`: the main visit can be made without steps (lifts or ramps), as far as we know.
 * - `free`: no ticket is needed for the visit itself.
 * - `day-trip`: a piece of a day trip out of the destination (dayTripActivities).
 */
export type VenueTag = 'museum' | 'temple' | 'child-friendly' | 'step-free' | 'indoor' | 'outdoor' | 'rest' | 'nightlife' | 'free' | 'day-trip';

export type VenueKind = InterestOption | 'Temples' | 'Rest';

export interface VenueOption {
  /** Activity title: 'Calouste Gulbenkian Museum' (real, named) or 'A neighbourhood food market' (generic). */
  name: string;
  /** Where: the real venue's name, or an honest description with the city: 'a neighbourhood food market in Porto'. */
  venue: string;
  /** One or two sentences, true of the place. Never the words 'morning', 'evening' or 'afternoon' (the view places activities by those words). */
  description: string;
  duration: string;
  durationHours: number;
  /** The interest it serves; 'Temples' and 'Rest' are extra kinds the planner asks for by request. */
  interest: VenueKind;
  slots: readonly TimeOfDay[];
  /** Per person, USD. A named venue: its published adult ticket, not scaled (0 if free). A generic one: at the US price level, the planner multiplies it by the destination's level. */
  price: { usd: number; scaled: boolean };
  /** True for real, named venues of this city. */
  named: boolean;
  tags: readonly VenueTag[];
  walking: 'low' | 'moderate' | 'high';
}

export type MealKind = 'breakfast' | 'lunch' | 'dinner';

export interface MealOption {
  meal: MealKind;
  name: string;
  /** 'a neighbourhood canteen in Delhi' (generic, never an invented proper name). */
  venue: string;
  description: string;
  /** Food choices it fits: the form's labels ('Local cuisine', 'Fine dining', 'Street food', 'Vegetarian', 'Kosher'). 'No preference' fits every option, so no option lists it. */
  styles: readonly string[];
  /** Which diets it satisfies (a vegan meal is also vegetarian). */
  diets: readonly Diet[];
  /** 1 cheap, 2 mid, 3 upscale. */
  tier: 1 | 2 | 3;
  /** Per person at the US price level. */
  basePriceUsd: number;
  childFriendly: boolean;
}

export interface StayOption {
  /** Every one of the 8 types has at least 3 options spanning its range. */
  type: AccommodationOption;
  /** The cheaper end .. the upper end OF THAT TYPE. */
  tier: 1 | 2 | 3;
  /** 'A mid-range hotel in central Lisbon' (honest, generic). */
  name: string;
  description: string;
  /** Per room (or per unit) per night at the US price level. */
  basePriceUsd: number;
  /** People per room or unit (a hostel bed is 1, a hotel room 2, an apartment 4). */
  sleeps: number;
  /** Step-free rooms available. */
  accessible: boolean;
  childFriendly: boolean;
}

export interface TransportOption {
  choice: TransportationOptionLabel;
  type: string;
  description: string;
  /** At the US price level. For a rental car: the car's day cost split between two people (see `vehicle`). */
  basePriceUsdPerPersonDay: number;
  walking: 'low' | 'moderate' | 'high';
  /** For a hired vehicle: what the whole vehicle costs a day at the US price level and how many it seats, so that a party can be priced per vehicle rather than per person. */
  vehicle?: { usdPerDay: number; seats: number };
}

export interface Place {
  name: string;
  countryCode: string;
}
