import { splitLabels, type SavedTrip } from '../../shared/itineraries/itinerary.schema.ts';
import {
  accommodationOptions,
  type AccommodationOption,
  interestOptions,
  type InterestOption,
  transportationOptions,
  type TransportationOptionLabel,
} from '../../shared/itineraries/planner-options.ts';
import { type PriceLevel, priceLevelOf } from './geography/index.ts';
import { type MealOption, mealOptions, type StayOption, stayOptions, type TransportOption, transportOption, type VenueOption, venuesIn } from './trip-content/index.ts';
import { type Diet, type TripRequests, wordsOf } from './trip-requests.ts';
import type { TripJourney } from './trip-schedule.ts';

/**
 * What a trip may be made of, after the traveller's choices and requests: the venues, meals, stay
 * options and ways of getting around that fit them, at the destination's price level. The budget
 * is not read here; it picks a tier among these options (offline-planner.ts).
 */

export type Tier = 1 | 2 | 3;

export interface TripChoices {
  /** The destination as the content data matches it. */
  place: { name: string; countryCode: string };
  level: PriceLevel;
  people: number;
  interests: InterestOption[];
  venues: readonly VenueOption[];
  meals: readonly MealOption[];
  stays: readonly StayOption[];
  transport: readonly TransportOption[];
  requests: TripRequests;
}

/** The world's middle when a place cannot be found (a trip saved before places were checked). */
const unplacedLevel: PriceLevel = { index: 70, source: 'World fallback for a place that could not be found (our own round figure)', year: 2025, scope: 'country' };

const knownInterests = new Set<string>(interestOptions);
const knownTransport = new Set<string>(transportationOptions.map((option) => option.label));
const dietsOfFood: Partial<Record<string, Diet>> = { Vegetarian: 'vegetarian', Kosher: 'kosher' };
const stylesOfFood = new Set(['Local cuisine', 'Fine dining', 'Street food']);

export function stayTypeOf(trip: Pick<SavedTrip, 'accommodationPreference'>): AccommodationOption {
  return (accommodationOptions as readonly string[]).includes(trip.accommodationPreference) ? (trip.accommodationPreference as AccommodationOption) : 'Hotel';
}

/** The diets a trip keeps: the food choices' (Vegetarian, Kosher) and the free text's. */
export function dietsOf(trip: Pick<SavedTrip, 'foodPreference'>, requests: TripRequests): Diet[] {
  const fromFood = splitLabels(trip.foodPreference).flatMap((label) => (dietsOfFood[label] ? [dietsOfFood[label]] : []));
  const all = [...new Set([...fromFood, ...requests.diets])];
  return all.includes('vegan') ? all.filter((diet) => diet !== 'vegetarian') : all;
}

/** A meal fits when it keeps every diet; a vegan dish keeps a vegetarian's too. */
const keeps = (meal: MealOption, diet: Diet) => meal.diets.includes(diet) || (diet === 'vegetarian' && meal.diets.includes('vegan'));

function fittingMeals(all: readonly MealOption[], trip: Pick<SavedTrip, 'foodPreference'>, requests: TripRequests): MealOption[] {
  const diets = dietsOf(trip, requests);
  const styles = splitLabels(trip.foodPreference).filter((label) => stylesOfFood.has(label));
  // A certified kosher or halal place is for those who asked for it; everyone else eats elsewhere.
  const labelled = (meal: MealOption, diet: Diet) => wordsOf(`${meal.name} ${meal.venue}`).includes(diet);
  let meals = all.filter((meal) => diets.every((diet) => keeps(meal, diet)) && (['kosher', 'halal'] as const).every((diet) => diets.includes(diet) || !labelled(meal, diet)));
  // Keeping a diet comes first: when no dish of the chosen styles keeps it, any style will do.
  // A cheaper day leaves the style too: fine dining is what it asks to do without.
  const styled = meals.filter((meal) => styles.length === 0 || requests.cheaper || meal.styles.some((style) => styles.includes(style)));
  if (['breakfast', 'lunch', 'dinner'].every((kind) => styled.some((meal) => meal.meal === kind))) meals = styled;
  if (requests.withChildren) {
    const forChildren = meals.filter((meal) => meal.childFriendly);
    if (['breakfast', 'lunch', 'dinner'].every((kind) => forChildren.some((meal) => meal.meal === kind))) meals = forChildren;
  }
  return meals;
}

function fittingVenues(all: readonly VenueOption[], requests: TripRequests): VenueOption[] {
  return all.filter((venue) => {
    if ((requests.accessible || requests.lessWalking) && venue.walking === 'high') return false;
    if (requests.accessible && !venue.tags.includes('step-free')) return false;
    if (requests.withChildren && (venue.tags.includes('nightlife') || !venue.tags.includes('child-friendly'))) return false;
    return true;
  });
}

function fittingStays(all: readonly StayOption[], requests: TripRequests): readonly StayOption[] {
  const accessible = requests.accessible ? all.filter((stay) => stay.accessible) : all;
  const forChildren = requests.withChildren ? accessible.filter((stay) => stay.childFriendly) : accessible;
  return forChildren.length > 0 ? forChildren : accessible.length > 0 ? accessible : all;
}

function chosenTransport(trip: Pick<SavedTrip, 'transportationPreference'>, requests: TripRequests, place: { name: string }): TransportOption[] {
  let chosen = [...new Set(splitLabels(trip.transportationPreference).filter((label) => knownTransport.has(label)))] as TransportationOptionLabel[];
  if (chosen.length === 0) chosen = ['Public Transport'];
  // Walking and cycling are what less walking and step-free travel ask to avoid: a taxi takes their place.
  if (requests.lessWalking || requests.accessible) {
    const kept = chosen.filter((choice) => choice !== 'Walking' && choice !== 'Bicycle');
    chosen = kept.length > 0 ? kept : ['Taxi/Rideshare'];
  }
  return chosen.slice(0, 3).map((choice) => transportOption(choice, place));
}

export function tripChoices(trip: SavedTrip, journey: TripJourney, requests: TripRequests): TripChoices {
  const place = { name: journey.toName, countryCode: journey.to?.countryCode ?? '' };
  const chosen = trip.activities.filter((activity): activity is InterestOption => knownInterests.has(activity));
  const interests = [...new Set([...requests.interests, ...(chosen.length > 0 ? chosen : (['Historical Sites', 'Museums', 'Local Markets'] as InterestOption[]))])];
  const allVenues = venuesIn(place);
  const venues = fittingVenues(allVenues, requests);
  const meals = mealOptions(place);
  const fitting = fittingMeals(meals, trip, requests);
  return {
    place,
    level: journey.to ? priceLevelOf(journey.to) : unplacedLevel,
    people: Math.max(1, trip.numPeople),
    interests,
    // A request that leaves too little to choose from falls back to all the city offers.
    venues: venues.length >= 6 ? venues : allVenues,
    meals: fitting.length > 0 ? fitting : meals,
    stays: fittingStays(stayOptions(stayTypeOf(trip), place), requests),
    transport: chosenTransport(trip, requests, place),
    requests,
  };
}

/** The stay of a tier: the option of that tier, else the nearest below, else the cheapest. */
export function stayOfTier(stays: readonly StayOption[], tier: Tier): StayOption {
  const sorted = [...stays].sort((a, b) => a.basePriceUsd - b.basePriceUsd);
  const atOrBelow = sorted.filter((stay) => stay.tier <= tier);
  return (atOrBelow.at(-1) ?? sorted[0]) as StayOption;
}

/** The meal tiers a trip tier eats at: the upper end dines well, the cheaper end keeps to simple places. */
export const mealTiers: Record<Tier, Record<'breakfast' | 'lunch' | 'dinner', readonly number[]>> = {
  3: { breakfast: [2, 1], lunch: [2], dinner: [3, 2] },
  2: { breakfast: [1, 2], lunch: [2, 1], dinner: [2] },
  1: { breakfast: [1], lunch: [1], dinner: [1] },
};
