import type { DayActivity, DayEntry, DayFlight, DayPlace, DayTransportation, SavedTrip, TimeOfDay } from '../../shared/itineraries/itinerary.schema.ts';
import { splitLabels } from '../../shared/itineraries/itinerary.schema.ts';
import {
  accommodationOptions,
  type AccommodationOption,
  foodOptions,
  interestOptions,
  type InterestOption,
  transportationOptions,
  type TransportationOptionLabel,
} from '../../shared/itineraries/planner-options.ts';
import { addDays, inclusiveDays } from '../../shared/itineraries/trip-dates.ts';
import {
  airlines,
  generalVenues,
  interestWords,
  type MealTemplate,
  mealsByFood,
  staysByType,
  transportByChoice,
  type VenueTemplate,
  venuesByInterest,
} from './offline-planner.data.ts';
import { abortableDelay } from '../llm/index.ts';
import { hashSeed, type SeededRandom, seededRandom } from './seeded-random.ts';
import { type Place, tripLegs } from './trip-distance.ts';

/**
 * The built-in planner: a believable trip from the request alone, with no network. Deterministic
 * (seeded from the request), one day per date, the chosen interests spread over mornings,
 * afternoons and evenings without repeats while unused venues remain, meals after the food
 * preferences, a stay of the chosen type, the chosen ways of getting around, and flights on the
 * first and last day when the cities are far apart (trip-distance.ts). Typical prices are then
 * scaled as one so that the whole trip, flights included, costs 90-98 % of the budget.
 */

/** What the planner reads of a trip: the request, or a saved itinerary's copy of it. */
export type PlannerTrip = Readonly<SavedTrip>;

type Slot = TimeOfDay;
const allSlots: readonly Slot[] = ['morning', 'afternoon', 'evening'];

/**
 * Appended to each activity's description, so that the view's rule (a description with 'morning'
 * goes to the morning, 'evening' to the evening, anything else to the afternoon) agrees with
 * `timeOfDay`. The afternoon's phrases name neither.
 */
const slotPhrases: Record<Slot, readonly string[]> = {
  morning: ['Go in the morning, before the crowds arrive.', 'A fine way to start the morning.', 'Best in the soft morning light.'],
  afternoon: ['An easy afternoon outing.', 'Plan it after a slow lunch.', 'Good for the warm middle of the day.'],
  evening: ['An evening highlight.', 'Best in the evening, when the lights come on.', 'Ends the day with a relaxed evening.'],
};

const knownInterests = new Set<string>(interestOptions);
const knownFood = new Set<string>(foodOptions.map((option) => option.label));
const knownTransport = new Set<string>(transportationOptions.map((option) => option.label));

/** The destination's city name as venues use it: 'Tokyo' of 'Tokyo, Japan'. */
function cityName(destination: string): string {
  return destination.split(',')[0]?.trim() || destination.trim();
}

// A function, not a string: a replacement string reads `$&` and `$'` in the city's name as patterns.
const fill = (template: string, city: string) => template.replaceAll('{city}', () => city);

function tripSeed(trip: PlannerTrip, extra = ''): number {
  return hashSeed(
    JSON.stringify([
      trip.departureCity,
      trip.destinationCity,
      trip.numPeople,
      trip.budget,
      trip.departureDate,
      trip.returnDate,
      trip.accommodationPreference,
      trip.foodPreference,
      trip.transportationPreference,
      trip.activities,
      trip.otherPreferences,
      extra,
    ]),
  );
}

function chosenInterests(trip: PlannerTrip): InterestOption[] {
  const chosen = trip.activities.filter((activity): activity is InterestOption => knownInterests.has(activity));
  return chosen.length > 0 ? [...new Set(chosen)] : ['Historical Sites', 'Museums', 'Local Markets'];
}

function mealPools(trip: PlannerTrip): Record<'breakfast' | 'lunch' | 'dinner', MealTemplate[]> {
  const chosen = splitLabels(trip.foodPreference).filter((label) => knownFood.has(label) && label !== 'No preference') as (keyof typeof mealsByFood)[];
  const kinds = chosen.length > 0 ? chosen : (Object.keys(mealsByFood) as (keyof typeof mealsByFood)[]);
  return {
    breakfast: kinds.flatMap((kind) => mealsByFood[kind].breakfast),
    lunch: kinds.flatMap((kind) => mealsByFood[kind].lunch),
    dinner: kinds.flatMap((kind) => mealsByFood[kind].dinner),
  };
}

function transportChoices(trip: PlannerTrip): TransportationOptionLabel[] {
  const chosen = splitLabels(trip.transportationPreference).filter((label) => knownTransport.has(label)) as TransportationOptionLabel[];
  return chosen.length > 0 ? [...new Set(chosen)] : ['Public Transport'];
}

function stayType(trip: PlannerTrip): AccommodationOption {
  return (accommodationOptions as readonly string[]).includes(trip.accommodationPreference) ? (trip.accommodationPreference as AccommodationOption) : 'Hotel';
}

/** A cost before scaling, in dollars (fractions allowed). */
type Priced<T> = Omit<T, 'costCents'> & { price: number };

interface DraftDay {
  day: number;
  date: string;
  accommodation: Priced<DayPlace>;
  meals: { breakfast: Priced<DayPlace>; lunch: Priced<DayPlace>; dinner: Priced<DayPlace> };
  activities: Priced<DayActivity>[];
  transportation: Priced<DayTransportation>[];
  flights: Priced<DayFlight>[];
}

/** Picks venues for the day's parts without repeating one while an unused one fits. */
class VenuePicker {
  readonly #used = new Map<string, number>();
  readonly #rng: SeededRandom;
  #turn = 0;

  constructor(rng: SeededRandom, alreadyUsed: Iterable<string> = []) {
    this.#rng = rng;
    for (const name of alreadyUsed) this.#used.set(name, (this.#used.get(name) ?? 0) + 1);
  }

  /** The interests take turns, so that every chosen one appears across the trip. */
  pick(slot: Slot, interests: readonly InterestOption[], options: { avoid?: ReadonlySet<string>; cheap?: boolean } = {}): VenueTemplate {
    const fits = (template: VenueTemplate) => template.slots.includes(slot) && !options.avoid?.has(template.name);
    const fresh = (template: VenueTemplate) => fits(template) && !this.#used.has(template.name);
    const choose = (all: VenueTemplate[]) => {
      // Venues that suit fewer parts of the day go first, so that the evenings do not run out
      // because an all-day venue was spent on a morning.
      const fewest = Math.min(...all.map((template) => template.slots.length));
      const candidates = all.filter((template) => template.slots.length === fewest);
      if (!options.cheap) return this.#rng.pick(candidates);
      const cheapest = [...candidates].sort((a, b) => a.price - b.price);
      return cheapest[this.#rng.int(Math.min(2, cheapest.length))] as VenueTemplate;
    };
    for (let offset = 0; offset < interests.length; offset++) {
      const interest = interests[(this.#turn + offset) % interests.length] as InterestOption;
      const candidates = venuesByInterest[interest].filter(fresh);
      if (candidates.length > 0) {
        this.#turn = (this.#turn + offset + 1) % interests.length;
        return this.#take(choose(candidates));
      }
    }
    const general = generalVenues.filter(fresh);
    if (general.length > 0) return this.#take(choose(general));
    // Everything that fits has been used: repeat the least used, the chosen interests first.
    const pool = [...interests.flatMap((interest) => venuesByInterest[interest]), ...generalVenues].filter(fits);
    const fallback = pool.length > 0 ? pool : [...interests.flatMap((interest) => venuesByInterest[interest]), ...generalVenues].filter((template) => template.slots.includes(slot));
    const least = Math.min(...fallback.map((template) => this.#used.get(template.name) ?? 0));
    return this.#take(choose(fallback.filter((template) => (this.#used.get(template.name) ?? 0) === least)));
  }

  #take(template: VenueTemplate): VenueTemplate {
    this.#used.set(template.name, (this.#used.get(template.name) ?? 0) + 1);
    return template;
  }
}

/** Picks meals, rotating through the pool so that a dish comes back only after the others. */
function mealPicker(rng: SeededRandom, avoid: ReadonlySet<string> = new Set()) {
  const used = new Map<string, number>();
  return (pool: readonly MealTemplate[], cheap = false): MealTemplate => {
    const allowed = pool.filter((meal) => !avoid.has(meal.name));
    const candidates = allowed.length > 0 ? allowed : [...pool];
    const least = Math.min(...candidates.map((meal) => used.get(meal.name) ?? 0));
    let fresh = candidates.filter((meal) => (used.get(meal.name) ?? 0) === least);
    if (cheap) {
      const lowest = Math.min(...fresh.map((meal) => meal.price));
      fresh = fresh.filter((meal) => meal.price === lowest);
    }
    const meal = rng.pick(fresh);
    used.set(meal.name, (used.get(meal.name) ?? 0) + 1);
    return meal;
  };
}

function activityOf(template: VenueTemplate, slot: Slot, city: string, people: number, rng: SeededRandom): Priced<DayActivity> {
  return {
    name: fill(template.name, city),
    description: `${fill(template.description, city)} ${rng.pick(slotPhrases[slot])}`,
    venue: fill(template.venue, city),
    duration: template.duration,
    price: template.price * people,
    timeOfDay: slot,
  };
}

function mealOf(template: MealTemplate, city: string, people: number): Priced<DayPlace> {
  return { name: fill(template.name, city), description: fill(template.description, city), venue: fill(template.venue, city), price: template.price * people };
}

// ---- Flights ----

function clock(minutes: number): string {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  const hours24 = Math.floor(inDay / 60);
  const suffix = hours24 < 12 ? 'AM' : 'PM';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const next = minutes >= 1440 ? ' (+1)' : '';
  return `${hours12}:${String(inDay % 60).padStart(2, '0')} ${suffix}${next}`;
}

function airportOf(place: Place): string {
  return place.known?.airport ?? `${place.city} International Airport`;
}

function flightOf(from: Place, to: Place, distanceKm: number, departMinutes: number, people: number, rng: SeededRandom): Priced<DayFlight> {
  const airline = rng.pick(airlines);
  const flightMinutes = Math.round((distanceKm / 800 + 0.75) * 60 / 5) * 5;
  const zoneShift = ((to.known?.utcOffset ?? 0) - (from.known?.utcOffset ?? 0)) * 60;
  return {
    airline: airline.name,
    flightNumber: `${airline.code} ${100 + rng.int(900)}`,
    departureAirport: airportOf(from),
    arrivalAirport: airportOf(to),
    departureTime: clock(departMinutes),
    arrivalTime: clock(departMinutes + flightMinutes + zoneShift),
    duration: `${Math.floor(flightMinutes / 60)}h ${String(flightMinutes % 60).padStart(2, '0')}m`,
    venue: airportOf(from),
    // Economy fares: a base plus distance, per traveller, capped for the longest routes.
    price: Math.min(2_400, 90 + distanceKm * 0.11) * people,
  };
}

// ---- Days ----

interface TripContext {
  trip: PlannerTrip;
  city: string;
  days: number;
  people: number;
  rooms: number;
  stay: { name: string; description: string; price: number };
  interests: InterestOption[];
  meals: ReturnType<typeof mealPools>;
  transports: TransportationOptionLabel[];
  legs: ReturnType<typeof tripLegs>;
}

function contextOf(trip: PlannerTrip, rng: SeededRandom): TripContext {
  const city = cityName(trip.destinationCity);
  const template = rng.pick(staysByType[stayType(trip)]);
  const people = Math.max(1, trip.numPeople);
  return {
    trip,
    city,
    days: Math.max(1, inclusiveDays(trip.departureDate, trip.returnDate)),
    people,
    // Rooms sleep two; a hostel bed is also counted per pair, as private rooms are the default.
    rooms: Math.ceil(people / 2),
    stay: { name: fill(template.name, city), description: fill(template.description, city), price: template.price },
    interests: chosenInterests(trip),
    meals: mealPools(trip),
    transports: transportChoices(trip),
    legs: tripLegs(trip.departureCity, trip.destinationCity),
  };
}

/** The parts of the day free for activities: flights take the arrival's morning and the departure's afternoon. */
function slotsOf(context: TripContext, dayNumber: number): readonly Slot[] {
  if (!context.legs.needsFlights) return allSlots;
  if (context.days === 1) return ['afternoon'];
  if (dayNumber === 1) return ['evening'];
  if (dayNumber === context.days) return ['morning'];
  return allSlots;
}

function accommodationOf(context: TripContext, dayNumber: number): Priced<DayPlace> {
  const lastOfSeveral = context.days > 1 && dayNumber === context.days;
  return {
    name: context.stay.name,
    description: lastOfSeveral ? `${context.stay.description} Check-out by 11:00 AM; luggage can wait at the front desk.` : context.stay.description,
    venue: context.stay.name,
    // The last day of a trip of several has no night to pay for.
    price: lastOfSeveral ? 0 : context.stay.price * context.rooms,
  };
}

function transportOf(context: TripContext, dayNumber: number, cheap = false): Priced<DayTransportation>[] {
  let choices = [...context.transports];
  if (cheap) choices = [choices.reduce((best, choice) => (transportByChoice[choice].price < transportByChoice[best].price ? choice : best))];
  const entries: Priced<DayTransportation>[] = choices.slice(0, 3).map((choice) => ({
    type: transportByChoice[choice].type,
    description: transportByChoice[choice].description,
    venue: context.city,
    price: transportByChoice[choice].price * context.people,
  }));
  const flightDay = context.legs.needsFlights && (dayNumber === 1 || dayNumber === context.days);
  if (flightDay) {
    const toAirport = dayNumber === context.days && dayNumber !== 1;
    const airport = airportOf(context.legs.to);
    entries.push({
      type: 'Airport Transfer',
      description: toAirport ? `From ${context.stay.name} to ${airport}.` : `From ${airport} to ${context.stay.name}.`,
      venue: airport,
      price: 18 * context.rooms,
    });
  }
  return entries;
}

function flightsOf(context: TripContext, dayNumber: number, rng: SeededRandom): Priced<DayFlight>[] {
  const { legs } = context;
  if (!legs.needsFlights) return [];
  const flights: Priced<DayFlight>[] = [];
  if (dayNumber === 1) flights.push(flightOf(legs.from, legs.to, legs.distanceKm, 6 * 60 + 5 * rng.int(48), context.people, rng));
  if (dayNumber === context.days) flights.push(flightOf(legs.to, legs.from, legs.distanceKm, 13 * 60 + 5 * rng.int(60), context.people, rng));
  return flights;
}

/** Evenings have the fewest venues, then mornings: they are filled first. */
export const pickOrder: readonly Slot[] = ['evening', 'morning', 'afternoon'];

function draftDay(context: TripContext, dayNumber: number, rng: SeededRandom, picker: VenuePicker, pickMeal: ReturnType<typeof mealPicker>): DraftDay {
  const slots = slotsOf(context, dayNumber);
  const picked = new Map([...slots].sort((a, b) => pickOrder.indexOf(a) - pickOrder.indexOf(b)).map((slot) => [slot, picker.pick(slot, context.interests)]));
  const activities = slots.map((slot) => activityOf(picked.get(slot) as VenueTemplate, slot, context.city, context.people, rng));
  return {
    day: dayNumber,
    date: addDays(context.trip.departureDate, dayNumber - 1),
    accommodation: accommodationOf(context, dayNumber),
    meals: {
      breakfast: mealOf(pickMeal(context.meals.breakfast), context.city, context.people),
      lunch: mealOf(pickMeal(context.meals.lunch), context.city, context.people),
      dinner: mealOf(pickMeal(context.meals.dinner), context.city, context.people),
    },
    activities,
    transportation: transportOf(context, dayNumber),
    flights: flightsOf(context, dayNumber, rng),
  };
}

// ---- Costs ----

function pricedItems(day: DraftDay): { price: number }[] {
  return [day.accommodation, day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.activities, ...day.transportation, ...day.flights];
}

const draftTotal = (days: readonly DraftDay[]) => days.reduce((sum, day) => sum + pricedItems(day).reduce((daySum, item) => daySum + item.price, 0), 0);

/**
 * Dollars times `scale`, in cents: whole dollars when the trip is large enough that rounding every
 * item to a dollar moves the total by under 2 %, cents otherwise (a $100 trip for twenty).
 */
function priceRounder(scale: number, itemCount: number, targetCents: number): (price: number) => number {
  const wholeDollars = itemCount * 50 < targetCents * 0.02;
  return (price) => {
    const cents = price * scale * 100;
    return wholeDollars ? Math.round(cents / 100) * 100 : Math.round(cents);
  };
}

function finish(day: DraftDay, toCents: (price: number) => number): DayEntry {
  const place = <T extends { price: number }>({ price, ...rest }: T) => ({ ...rest, costCents: toCents(price) });
  return {
    day: day.day,
    date: day.date,
    accommodation: place(day.accommodation),
    meals: { breakfast: place(day.meals.breakfast), lunch: place(day.meals.lunch), dinner: place(day.meals.dinner) },
    activities: day.activities.map(place),
    transportation: day.transportation.map(place),
    ...(day.flights.length > 0 ? { flights: day.flights.map(place) } : {}),
  };
}

export interface OfflineTrip {
  days: DayEntry[];
  /** Cents per typical dollar: how the trip was fitted to its budget (a regenerated day keeps it). */
  scale: number;
}

/** The whole trip at once. */
export function planOfflineTrip(trip: PlannerTrip): OfflineTrip {
  const rng = seededRandom(tripSeed(trip));
  const context = contextOf(trip, rng);
  const picker = new VenuePicker(rng);
  const pickMeal = mealPicker(rng);
  const drafts = Array.from({ length: context.days }, (_, index) => draftDay(context, index + 1, rng, picker, pickMeal));
  const natural = draftTotal(drafts);
  const targetCents = trip.budget * 100 * (0.9 + 0.08 * rng.next());
  const scale = natural > 0 ? targetCents / 100 / natural : 1;
  const toCents = priceRounder(scale, drafts.reduce((count, day) => count + pricedItems(day).length, 0), targetCents);
  return { days: drafts.map((draft) => finish(draft, toCents)), scale };
}

/**
 * The trip as a model would stream it: one day after another, `dayDelayMs` apart (the first too),
 * so the page shows Day 1 well before the last. Stops at once when `signal` aborts.
 */
export async function* streamOfflineTrip(trip: PlannerTrip, { dayDelayMs, signal }: { dayDelayMs: number; signal?: AbortSignal }): AsyncGenerator<DayEntry> {
  const { days } = planOfflineTrip(trip);
  for (const day of days) {
    if (dayDelayMs > 0) await abortableDelay(dayDelayMs, signal);
    else if (signal?.aborted) throw signal.reason;
    yield day;
  }
}

// ---- One day again ----

/** Interests a regeneration note names ('more museums' -> Museums). */
export function interestsInNote(note: string): InterestOption[] {
  return interestWords.filter(([pattern]) => pattern.test(note)).map(([, interest]) => interest);
}

const cheaperPattern = /cheap|budget|less expensive|lower cost|save money|affordable|free/i;

export function asksForCheaper(note: string): boolean {
  return cheaperPattern.test(note);
}

const dayCost = (items: readonly { costCents: number }[]) => items.reduce((sum, item) => sum + item.costCents, 0);

/**
 * A different version of one day: its stay and flights stay as they are (they belong to the whole
 * trip), its activities, meals and transport are chosen again, avoiding what the day had and what
 * the other days have while other choices remain. The note can ask for interests ('more museums'
 * puts museums first) and for a cheaper day ('cheaper': the cheapest fitting choices, and the
 * day's variable costs at most 70 % of before). Otherwise the day costs what it cost before, so
 * the trip stays on budget.
 */
export function planOfflineDay(trip: PlannerTrip, plan: readonly DayEntry[], dayNumber: number, note: string): DayEntry {
  const old = plan.find((entry) => entry.day === dayNumber);
  if (!old) throw new Error(`the plan has no day ${dayNumber}`);
  const rng = seededRandom(tripSeed(trip, `${dayNumber}\n${note}\n${JSON.stringify(old)}`));
  const context = contextOf(trip, seededRandom(tripSeed(trip)));
  const cheap = asksForCheaper(note);
  const asked = interestsInNote(note);
  const interests = [...new Set([...asked, ...context.interests])];
  const ownNames = new Set(old.activities.map((activity) => activity.name));
  const otherNames = plan.filter((entry) => entry !== old).flatMap((entry) => entry.activities.map((activity) => activity.name));

  // Names in the data carry {city}; compare on the filled names.
  const avoidTemplates = new Set(
    [...Object.values(venuesByInterest).flat(), ...generalVenues].filter((template) => ownNames.has(fill(template.name, context.city))).map((template) => template.name),
  );
  const usedTemplates = [...Object.values(venuesByInterest).flat(), ...generalVenues]
    .filter((template) => otherNames.includes(fill(template.name, context.city)))
    .map((template) => template.name);
  const picker = new VenuePicker(rng, usedTemplates);
  const askedNames = new Set(asked.flatMap((interest) => venuesByInterest[interest].map((template) => template.name)));
  const chosen = new Set<string>();
  /**
   * A note that names an interest gets it in every part of the day it fits: a venue of it the
   * trip has not visited yet, else one visited on another day (never one this day had).
   */
  const pickAsked = (slot: Slot): VenueTemplate | undefined => {
    if (asked.length === 0) return undefined;
    const avoid = new Set([...avoidTemplates, ...chosen]);
    for (const used of [usedTemplates, []]) {
      const template = new VenuePicker(rng, used).pick(slot, asked, { avoid, cheap });
      if (askedNames.has(template.name) && !avoid.has(template.name)) return template;
    }
    return undefined;
  };

  const slots = old.activities.length > 0 ? old.activities.map((activity, index) => activity.timeOfDay ?? allSlots[index % 3] ?? 'afternoon') : slotsOf(context, dayNumber);
  const order = slots.map((slot, index) => ({ slot, index })).sort((a, b) => pickOrder.indexOf(a.slot) - pickOrder.indexOf(b.slot));
  const templates = new Map<number, VenueTemplate>();
  for (const { slot, index } of order) {
    const template = pickAsked(slot) ?? picker.pick(slot, interests, { avoid: new Set([...avoidTemplates, ...chosen]), cheap });
    chosen.add(template.name);
    templates.set(index, template);
  }
  const activities = slots.map((slot, index) => activityOf(templates.get(index) as VenueTemplate, slot, context.city, context.people, rng));

  const oldMeals = new Set([old.meals.breakfast, old.meals.lunch, old.meals.dinner].flatMap((meal) => (meal ? [meal.name] : [])));
  const mealAvoid = new Set([...Object.values(mealsByFood).flatMap((kinds) => [...kinds.breakfast, ...kinds.lunch, ...kinds.dinner])].filter((meal) => oldMeals.has(fill(meal.name, context.city))).map((meal) => meal.name));
  const pickMeal = mealPicker(rng, mealAvoid);
  const draft: DraftDay = {
    day: dayNumber,
    date: old.date,
    accommodation: { ...old.accommodation, price: 0 },
    meals: {
      breakfast: mealOf(pickMeal(context.meals.breakfast, cheap), context.city, context.people),
      lunch: mealOf(pickMeal(context.meals.lunch, cheap), context.city, context.people),
      dinner: mealOf(pickMeal(context.meals.dinner, cheap), context.city, context.people),
    },
    activities,
    transportation: transportOf(context, dayNumber, cheap),
    flights: [],
  };

  // Only meals, activities and transport change, so only they are priced again.
  const oldVariable = dayCost([...[old.meals.breakfast, old.meals.lunch, old.meals.dinner].filter((meal) => meal !== undefined), ...old.activities, ...old.transportation]);
  const natural = draftTotal([draft]);
  const tripScale = planOfflineTrip(trip).scale;
  const fresh = natural * tripScale * 100;
  const targetCents = cheap ? Math.min(oldVariable, fresh) * 0.7 : oldVariable > 0 ? oldVariable : fresh;
  const scale = natural > 0 ? targetCents / 100 / natural : 0;
  const day = finish(draft, (price) => Math.max(0, Math.floor(price * scale * 100)));
  return { ...day, accommodation: old.accommodation, ...(old.flights ? { flights: old.flights } : {}) };
}
