import type { DayEntry, DayFlight, DayPlace, DayTransportation, SavedTrip } from '../../shared/itineraries/itinerary.schema.ts';
import { abortableDelay } from '../llm/index.ts';
import { type DayDesign, mealPicker, planDay, roomsFor, VenuePicker } from './day-plan.ts';
import { distanceKm, findPlaceNear } from './geography/index.ts';
import { hashSeed, seededRandom } from './seeded-random.ts';
import { dayTripActivities, type StayOption } from './trip-content/index.ts';
import { stayOfTier, type Tier, type TripChoices, tripChoices } from './trip-choices.ts';
import { airportTransferUsd, cents, dayTripFareUsd, localPrice } from './trip-prices.ts';
import { mergeRequests, readRequests, type TripRequests } from './trip-requests.ts';
import { aboutDuration, clockTime, type DayWindow, dayWindows, type FlightLeg, type GroundLeg, isFlight, planJourney, type TripJourney, TripTooShortError } from './trip-schedule.ts';

/**
 * The built-in planner: a trip estimated from real places and typical prices, with no network.
 * The journey (trip-schedule.ts) frames the days; the traveller's choices and free-text requests
 * (trip-requests.ts) choose what fills them (trip-choices.ts, day-plan.ts); prices are estimates at
 * the destination's price level (trip-prices.ts). The budget only picks the tier among the chosen
 * options: the upper end when it fits, the cheaper end and free visits when it does not; an
 * over-budget trip stays over, and the view says by how much. Deterministic: seeded from the request.
 */

/** What the planner reads of a trip: the request, or a saved itinerary's copy of it. */
export type PlannerTrip = Readonly<SavedTrip>;

/** How far a day trip may go from the destination, in km. */
export const dayTripRangeKm = 250;

function tripSeed(trip: PlannerTrip, extra = ''): number {
  const { departureCity, destinationCity, numPeople, departureDate, returnDate, accommodationPreference, foodPreference, transportationPreference, activities, otherPreferences } = trip;
  // The budget is left out: it must not change which venues or flights a trip gets.
  return hashSeed(JSON.stringify([departureCity, destinationCity, numPeople, departureDate, returnDate, accommodationPreference, foodPreference, transportationPreference, activities, otherPreferences, extra]));
}

interface TripFrame {
  journey: TripJourney;
  windows: DayWindow[];
  choices: TripChoices;
}

/** The journey out and home the offline planner gives a trip (the generate route checks it fits first). */
export function journeyOf(trip: PlannerTrip): { journey: TripJourney; requests: TripRequests } {
  const requests = readRequests(trip.otherPreferences);
  return { journey: planJourney(trip, requests, seededRandom(tripSeed(trip, 'journey'))), requests };
}

function frameOf(trip: PlannerTrip): TripFrame {
  const { journey, requests } = journeyOf(trip);
  return { journey, windows: dayWindows(trip, journey, requests), choices: tripChoices(trip, journey, requests) };
}

const placeName = (airport: FlightLeg['from']) => `${airport.city || airport.name} (${airport.iata})`;

function flightOf(leg: FlightLeg, people: number): DayFlight {
  return {
    airline: '',
    flightNumber: '',
    departureAirport: placeName(leg.from),
    arrivalAirport: placeName(leg.to),
    departureTime: clockTime(leg.departs),
    arrivalTime: clockTime(leg.arrives),
    duration: aboutDuration(leg.minutes),
    venue: leg.from.name,
    departureTimeZone: leg.from.timeZone,
    arrivalTimeZone: leg.to.timeZone,
    costCents: cents(leg.fareUsd * people),
  };
}

function groundOf(leg: GroundLeg, from: string, to: string, km: number, people: number): DayTransportation {
  return {
    type: 'Train or coach',
    description: `From ${from} to ${to}: ${aboutDuration(leg.minutes)} for about ${Math.round(km)} km, leaving about ${clockTime(leg.departs)}. Tickets for the party.`,
    costCents: cents(leg.fareUsd * people),
  };
}

function transferOf(frame: TripFrame, toStay: boolean): DayTransportation | undefined {
  const { journey, choices } = frame;
  const leg = toStay ? journey.outbound : journey.home;
  if (!isFlight(leg)) return undefined;
  const airport = toStay ? leg.to : leg.from;
  const byTrain = choices.transport.some((option) => option.choice === 'Public Transport' || option.choice === 'Combination');
  const price = byTrain ? localPrice(airportTransferUsd.publicPerPerson, choices.level) * choices.people : localPrice(airportTransferUsd.taxiPerCar, choices.level) * Math.ceil(choices.people / 4);
  const how = byTrain ? 'By train or airport bus' : 'By taxi';
  return {
    type: 'Airport transfer',
    description: toStay ? `${how} from ${airport.name} to your stay.` : `${how} from your stay to ${airport.name}.`,
    venue: airport.name,
    costCents: cents(price),
  };
}

function stayEntry(window: DayWindow, stay: StayOption, frame: TripFrame, isLast: boolean): DayPlace {
  const { choices, journey } = frame;
  if (isLast) {
    const checkOut = Math.min(11 * 60, Math.max(window.end, 6 * 60));
    return { name: stay.name, description: `Check-out by ${clockTime(checkOut)}; the desk can keep your bags until you leave.`, time: `Check-out ${clockTime(checkOut)}`, costCents: 0 };
  }
  if (!window.night) return { name: `On the way to ${journey.toName}`, description: `No stay tonight: you spend the night on the flight to ${journey.toName}.`, time: 'Overnight flight', costCents: 0 };
  const nightly = localPrice(stay.basePriceUsd, choices.level) * roomsFor(stay, choices.people);
  const base = { name: stay.name, costCents: cents(nightly) };
  if (window.checkIn === undefined) return { ...base, description: stay.description };
  if (window.checkIn <= 15 * 60) return { ...base, description: `${stay.description} Leave your bags at the desk until check-in at 3:00 PM.` };
  const late = window.checkIn >= 22 * 60 || window.checkIn >= 1440 ? ' Tell the stay you arrive late, so that the room is held.' : '';
  const nextMorning = window.checkIn >= 1440 ? ' the next morning' : '';
  return { ...base, description: `${stay.description} You reach it about ${clockTime(window.checkIn % 1440)}${nextMorning}.${late}`, time: `Check-in ${clockTime(window.checkIn)}` };
}

/** The days a request gives a purpose: day trips, a rest day, a temple, each on its own full day. */
function focusByDay(frame: TripFrame, requests: TripRequests, allDays: boolean): Map<number, NonNullable<DayDesign['focus']>> {
  const focus = new Map<number, NonNullable<DayDesign['focus']>>();
  const full = frame.windows.filter((window) => window.kind === 'full' || allDays).map((window) => window.day);
  // From the middle of the trip outwards: the first full days are for settling in.
  const middle = full.slice(Math.floor(full.length / 2)).concat(full.slice(0, Math.floor(full.length / 2)));
  const free = () => middle.find((day) => !focus.has(day));
  const to = frame.journey.to;
  for (const name of requests.dayTrips) {
    const place = to ? findPlaceNear(name, to, dayTripRangeKm) : undefined;
    const day = free();
    if (!place || !to || day === undefined || place.name === to.name) continue;
    const km = distanceKm(to, place);
    // The journey's fares are the day's transport line; the pieces themselves are visits.
    // The pieces go there first and come back last (trip-content/day-trips.ts).
    const pieces = dayTripActivities(to, place, km);
    const visits = pieces.map((visit, index) => (index === 0 || index === pieces.length - 1 ? { ...visit, price: { usd: 0, scaled: true } } : visit));
    focus.set(day, { kind: 'day-trip', visits, fareUsd: dayTripFareUsd(km), to: place.name });
  }
  const restDay = requests.restDay ? free() : undefined;
  if (restDay !== undefined) focus.set(restDay, { kind: 'rest' });
  const templeDay = requests.temple ? free() : undefined;
  if (templeDay !== undefined) focus.set(templeDay, { kind: 'temple' });
  // 'More museums': every other day puts the asked interests first in each part of the day.
  if (requests.interests.length > 0) {
    for (const window of frame.windows) if (!focus.has(window.day)) focus.set(window.day, { kind: 'interests', interests: requests.interests });
  }
  return focus;
}

function extraTransportOf(frame: TripFrame, window: DayWindow, people: number): DayTransportation[] {
  const { journey } = frame;
  const entries: DayTransportation[] = [];
  const isFirst = window.day === 1;
  const isLast = window.day === frame.windows.length;
  if (isFirst && journey.outbound && !isFlight(journey.outbound)) entries.push(groundOf(journey.outbound, journey.fromName, journey.toName, journey.distanceKm ?? 0, people));
  if (window.checkIn !== undefined) entries.push(...[transferOf(frame, true)].filter((entry) => entry !== undefined));
  if (isLast && journey.home && !isFlight(journey.home)) entries.push(groundOf(journey.home, journey.toName, journey.fromName, journey.distanceKm ?? 0, people));
  if (isLast) entries.push(...[transferOf(frame, false)].filter((entry) => entry !== undefined));
  return entries;
}

function flightsOn(frame: TripFrame, day: number, people: number): DayFlight[] {
  const { outbound, home } = frame.journey;
  const flights: DayFlight[] = [];
  if (day === 1 && isFlight(outbound)) flights.push(flightOf(outbound, people));
  if (day === frame.windows.length && isFlight(home)) flights.push(flightOf(home, people));
  return flights;
}

function planAtTier(trip: PlannerTrip, frame: TripFrame, tier: Tier, cheap: boolean): DayEntry[] {
  const rng = seededRandom(tripSeed(trip, 'days'));
  const picker = new VenuePicker(rng);
  const pickMeal = mealPicker(rng);
  const stay = stayOfTier(frame.choices.stays, tier);
  const focus = focusByDay(frame, frame.choices.requests, false);
  return frame.windows.map((window) => {
    const isLast = window.day === frame.windows.length;
    const design: DayDesign = { window, tier, cheap, ...(focus.has(window.day) ? { focus: focus.get(window.day) } : {}), stay: stayEntry(window, stay, frame, isLast), extraTransport: extraTransportOf(frame, window, frame.choices.people) };
    const flights = flightsOn(frame, window.day, frame.choices.people);
    return { ...planDay(design, frame.choices, picker, pickMeal), ...(flights.length > 0 ? { flights } : {}) };
  });
}

const totalOf = (days: readonly DayEntry[]) =>
  days.reduce((sum, day) => sum + [day.accommodation, day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.activities, ...day.transportation, ...(day.flights ?? [])].reduce((daySum, item) => daySum + (item?.costCents ?? 0), 0), 0);

/** The tier the budget affords: the upper end when it fits, else lower; the cheaper end with free visits when nothing fits. */
function affordable(trip: PlannerTrip, frame: TripFrame): { tier: Tier; cheap: boolean; days: DayEntry[] } {
  const budgetCents = trip.budget * 100;
  for (const tier of [3, 2, 1] as const) {
    const days = planAtTier(trip, frame, tier, false);
    if (totalOf(days) <= budgetCents) return { tier, cheap: false, days };
  }
  return { tier: 1, cheap: true, days: planAtTier(trip, frame, 1, true) };
}

/** The whole trip at once. Throws TripTooShortError when the journey leaves no time there. */
export function planOfflineTrip(trip: PlannerTrip): { days: DayEntry[] } {
  const frame = frameOf(trip);
  return { days: affordable(trip, frame).days };
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

/**
 * A different version of one day, following the note as the trip's free text is followed
 * ('vegetarian day with a visit to a temple', 'cheaper', 'day trip to Sintra', 'rest day'). Its
 * stay and flights stay as they are (they belong to the whole trip); its visits, meals and local
 * transport are chosen again, avoiding what the day had and what the other days have.
 */
export function planOfflineDay(trip: PlannerTrip, plan: readonly DayEntry[], dayNumber: number, note: string): DayEntry {
  const old = plan.find((entry) => entry.day === dayNumber);
  if (!old) throw new Error(`the plan has no day ${dayNumber}`);
  const tripRequests = readRequests(trip.otherPreferences);
  const noteRequests = readRequests(note);
  let tripFrame: TripFrame;
  let tier: Tier = 2;
  try {
    tripFrame = frameOf(trip);
    tier = affordable(trip, tripFrame).tier;
  } catch (error) {
    // A trip saved before journeys were checked may be too short for its own: its days are kept as they are.
    if (!(error instanceof TripTooShortError)) throw error;
    const { journey } = journeyOf(trip);
    tripFrame = { journey, windows: [], choices: tripChoices(trip, journey, tripRequests) };
  }
  const frame = { ...tripFrame, choices: tripChoices(trip, tripFrame.journey, mergeRequests(tripRequests, noteRequests)) };
  const window = frame.windows.find((candidate) => candidate.day === dayNumber) ?? { day: dayNumber, date: old.date, kind: 'full' as const, start: 8 * 60, end: 22 * 60 + 30, night: false };
  const focus = focusByDay({ ...frame, windows: [window] }, { ...frame.choices.requests, dayTrips: noteRequests.dayTrips, restDay: noteRequests.restDay, temple: noteRequests.temple }, true).get(dayNumber);
  const asked = noteRequests.interests;
  const rng = seededRandom(tripSeed(trip, `${dayNumber}\n${note}\n${JSON.stringify(old)}`));
  const others = plan.filter((entry) => entry !== old).flatMap((entry) => entry.activities.map((activity) => activity.name));
  const avoid = new Set(old.activities.map((activity) => activity.name));
  const oldMeals = new Set([old.meals.breakfast, old.meals.lunch, old.meals.dinner].flatMap((meal) => (meal ? [meal.name] : [])));
  const design: DayDesign = {
    window,
    tier: noteRequests.cheaper ? 1 : tier,
    cheap: noteRequests.cheaper,
    ...(focus ? { focus } : asked.length > 0 ? { focus: { kind: 'interests' as const, interests: asked } } : {}),
    stay: old.accommodation,
    extraTransport: extraTransportOf(frame, window, frame.choices.people),
  };
  const day = planDay(design, frame.choices, new VenuePicker(rng, others), mealPicker(rng, oldMeals), avoid);
  return { ...day, day: old.day, date: old.date, accommodation: old.accommodation, ...(old.flights ? { flights: old.flights } : {}) };
}
