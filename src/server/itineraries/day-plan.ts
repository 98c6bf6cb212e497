import type { DayActivity, DayEntry, DayPlace, DayTransportation, TimeOfDay } from '../../shared/itineraries/itinerary.schema.ts';
import type { InterestOption } from '../../shared/itineraries/planner-options.ts';
import type { MealKind, MealOption, StayOption, VenueOption } from './trip-content/index.ts';
import { mealTiers, type Tier, type TripChoices } from './trip-choices.ts';
import { cents, localPrice } from './trip-prices.ts';
import { clockTime, type DayWindow } from './trip-schedule.ts';
import type { SeededRandom } from './seeded-random.ts';

/**
 * One day at the destination: the meals and visits that fit its free hours, chosen from the
 * trip's options without repeating a venue while an unused one fits. Prices are the options'
 * estimates for the party; nothing here knows the budget.
 */

interface Slot {
  slot: TimeOfDay;
  /** Local minutes: when the part of the day starts and ends (the spec's fixed slots). */
  from: number;
  to: number;
}

const slots: Record<TimeOfDay, Slot> = {
  morning: { slot: 'morning', from: 9 * 60, to: 12 * 60 },
  afternoon: { slot: 'afternoon', from: 14 * 60, to: 17 * 60 },
  evening: { slot: 'evening', from: 20 * 60, to: 22 * 60 },
};
const mealSlots: Record<MealKind, { from: number; to: number }> = {
  breakfast: { from: 7 * 60, to: 8 * 60 + 30 },
  lunch: { from: 12 * 60 + 30, to: 14 * 60 },
  dinner: { from: 18 * 60, to: 20 * 60 },
};
/** A late start (no early mornings): breakfast and the first visit move later; the rest keeps the spec's slots. */
const lateMorning = { breakfast: { from: 9 * 60 + 30, to: 10 * 60 + 30 }, morning: { from: 10 * 60 + 30, to: 12 * 60 + 30 } };

const range = (from: number, to: number) => `${clockTime(from)}-${clockTime(to)}`;

/** Picks venues across the trip: the chosen interests take turns, a used venue returns only when nothing fresh fits. */
export class VenuePicker {
  readonly #used = new Map<string, number>();
  readonly #rng: SeededRandom;
  #turn = 0;

  constructor(rng: SeededRandom, alreadyUsed: Iterable<string> = []) {
    this.#rng = rng;
    for (const name of alreadyUsed) this.#used.set(name, (this.#used.get(name) ?? 0) + 1);
  }

  pick(options: readonly VenueOption[], slot: TimeOfDay, interests: readonly (InterestOption | 'Temples' | 'Rest')[], { cheap = false, avoid = new Set<string>() }: { cheap?: boolean; avoid?: ReadonlySet<string> } = {}): VenueOption | undefined {
    const fits = options.filter((venue) => venue.slots.includes(slot) && !avoid.has(venue.name));
    const fresh = fits.filter((venue) => !this.#used.has(venue.name));
    const choose = (candidates: readonly VenueOption[]) => {
      if (candidates.length === 0) return undefined;
      // Real landmarks before generic outings; the cheapest first when the money is tight.
      const named = candidates.filter((venue) => venue.named);
      const pool = named.length > 0 ? named : candidates;
      if (!cheap) return this.#rng.pick(pool);
      const cheapest = Math.min(...pool.map((venue) => venue.price.usd));
      return this.#rng.pick(pool.filter((venue) => venue.price.usd === cheapest));
    };
    for (let offset = 0; offset < interests.length; offset++) {
      const interest = interests[(this.#turn + offset) % interests.length];
      const venue = choose(fresh.filter((candidate) => candidate.interest === interest));
      if (venue) {
        this.#turn = (this.#turn + offset + 1) % interests.length;
        return this.#take(venue);
      }
    }
    const other = choose(fresh.filter((venue) => venue.interest !== 'Rest' || interests.includes('Rest')));
    if (other) return this.#take(other);
    const least = Math.min(...fits.map((venue) => this.#used.get(venue.name) ?? 0));
    const again = choose(fits.filter((venue) => (this.#used.get(venue.name) ?? 0) === least && !venue.named));
    return again ? this.#take(again) : undefined;
  }

  #take(venue: VenueOption): VenueOption {
    this.#used.set(venue.name, (this.#used.get(venue.name) ?? 0) + 1);
    return venue;
  }
}

/** Picks meals so that a dish returns only after the others, at the tier's price range. */
export function mealPicker(rng: SeededRandom, avoid: ReadonlySet<string> = new Set()) {
  const used = new Map<string, number>();
  return (meals: readonly MealOption[], kind: MealKind, tier: Tier): MealOption | undefined => {
    const ofKind = meals.filter((meal) => meal.meal === kind);
    const allowed = ofKind.filter((meal) => !avoid.has(meal.name));
    const pool = allowed.length > 0 ? allowed : ofKind;
    const tiers = mealTiers[tier][kind];
    const atTier = pool.filter((meal) => tiers.includes(meal.tier));
    // Nothing at the tier (fine dining on the cheaper end): the nearest tier there is.
    const nearest = atTier.length > 0 ? atTier : pool.filter((meal) => Math.abs(meal.tier - (tiers[0] ?? tier)) === Math.min(...pool.map((other) => Math.abs(other.tier - (tiers[0] ?? tier)))));
    if (nearest.length === 0) return undefined;
    const least = Math.min(...nearest.map((meal) => used.get(meal.name) ?? 0));
    const meal = rng.pick(nearest.filter((candidate) => (used.get(candidate.name) ?? 0) === least));
    used.set(meal.name, (used.get(meal.name) ?? 0) + 1);
    return meal;
  };
}

export interface DayDesign {
  window: DayWindow;
  tier: Tier;
  cheap: boolean;
  /** What this day is for, beyond the trip's interests: a rest day, a temple, a day trip's own visits. */
  focus?: { kind: 'rest' } | { kind: 'temple' } | { kind: 'interests'; interests: InterestOption[] } | { kind: 'day-trip'; visits: readonly VenueOption[]; fareUsd: number; to: string };
  stay: DayPlace;
  /** The arrival's or the departure's transfer, the journey's ground leg, when the day has one. */
  extraTransport: DayTransportation[];
}

export function activityOf(venue: VenueOption, slot: TimeOfDay, choices: TripChoices, time?: string): DayActivity {
  const each = venue.price.scaled ? localPrice(venue.price.usd, choices.level) : Math.round(venue.price.usd);
  return {
    name: venue.name,
    description: venue.description,
    ...(venue.named ? { venue: venue.name } : {}),
    duration: venue.duration,
    ...(time ? { time } : {}),
    costCents: cents(each * choices.people),
    timeOfDay: slot,
  };
}

function mealOf(meal: MealOption, choices: TripChoices, time?: string): DayPlace {
  return { name: meal.name, description: meal.description, ...(time ? { time } : {}), costCents: cents(localPrice(meal.basePriceUsd, choices.level) * choices.people) };
}

/** The parts of the day the window leaves free, and the time to show when it is not the spec's slot. */
function openSlots(window: DayWindow, late: boolean): { slot: TimeOfDay; time?: string }[] {
  const open: { slot: TimeOfDay; time?: string }[] = [];
  for (const part of Object.values(slots)) {
    const from = late && part.slot === 'morning' ? lateMorning.morning.from : part.from;
    const to = late && part.slot === 'morning' ? lateMorning.morning.to : part.to;
    if (window.start > from + 30 || window.end < to) continue;
    const shifted = window.start > from || (late && part.slot === 'morning');
    open.push({ slot: part.slot, ...(shifted ? { time: range(Math.max(from, window.start), to) } : {}) });
  }
  return open;
}

function openMeals(window: DayWindow, late: boolean): { kind: MealKind; time?: string }[] {
  const open: { kind: MealKind; time?: string }[] = [];
  for (const kind of ['breakfast', 'lunch', 'dinner'] as const) {
    const meal = late && kind === 'breakfast' ? lateMorning.breakfast : mealSlots[kind];
    // A late arrival may still have dinner, up to 9:30 PM; other meals keep their slot.
    const latest = kind === 'dinner' ? 21 * 60 + 30 : meal.from + 30;
    if (window.start > latest || window.end < meal.to) continue;
    const shifted = window.start > meal.from || (late && kind === 'breakfast');
    open.push({ kind, ...(shifted ? { time: range(Math.max(meal.from, window.start), Math.max(meal.to, window.start + 75)) } : {}) });
  }
  return open;
}

export function planDay(design: DayDesign, choices: TripChoices, picker: VenuePicker, pickMeal: ReturnType<typeof mealPicker>, avoid: ReadonlySet<string> = new Set()): Omit<DayEntry, 'flights'> {
  const { window, focus } = design;
  const late = choices.requests.noEarlyMornings;
  const travelling = window.kind === 'travel';
  const meals: DayEntry['meals'] = {};
  for (const { kind, time } of travelling ? [] : openMeals(window, late)) {
    const meal = pickMeal(choices.meals, kind, design.cheap ? 1 : design.tier);
    if (meal) meals[kind] = mealOf(meal, choices, time);
  }
  let open = travelling ? [] : openSlots(window, late);
  // Less walking: two outings a day at most, the evening left free first.
  if (choices.requests.lessWalking && open.length > 2) open = open.filter((part) => part.slot !== 'evening').slice(0, 2);
  const activities: DayActivity[] = [];
  if (focus?.kind === 'day-trip') {
    // In order, each piece in the first open part of the day it suits, never earlier than the last.
    let at = 0;
    for (const visit of focus.visits) {
      const found = open.findIndex((part, index) => index >= at && visit.slots.includes(part.slot));
      const part = open[found];
      if (!part) continue;
      at = found;
      activities.push(activityOf(visit, part.slot, choices, part.time));
    }
  } else if (focus?.kind === 'rest') {
    const part = open.find((candidate) => candidate.slot === 'afternoon') ?? open[0];
    const rest = part && picker.pick(choices.venues, part.slot, ['Rest'], { cheap: design.cheap, avoid });
    if (part && rest) activities.push(activityOf(rest, part.slot, choices, part.time));
  } else {
    const asked: (InterestOption | 'Temples')[] = focus?.kind === 'temple' ? ['Temples'] : focus?.kind === 'interests' ? focus.interests : [];
    // Evenings have the fewest venues, then mornings: they are filled first.
    const order = [...open].sort((a, b) => ['evening', 'morning', 'afternoon'].indexOf(a.slot) - ['evening', 'morning', 'afternoon'].indexOf(b.slot));
    const picked = new Map<TimeOfDay, DayActivity>();
    for (const part of order) {
      const first = asked.length > 0 ? picker.pick(choices.venues.filter((venue) => asked.includes(venue.interest as InterestOption | 'Temples')), part.slot, asked, { cheap: design.cheap, avoid }) : undefined;
      const venue = first ?? picker.pick(choices.venues, part.slot, choices.interests, { cheap: design.cheap, avoid });
      if (venue) picked.set(part.slot, activityOf(venue, part.slot, choices, part.time));
      // A temple is one visit; the rest of the day follows the trip's interests.
      if (first && focus?.kind === 'temple') asked.length = 0;
    }
    for (const part of open) {
      const activity = picked.get(part.slot);
      if (activity) activities.push(activity);
    }
  }
  const transportation = travelling ? design.extraTransport : [...dailyTransport(design, choices), ...design.extraTransport];
  return { day: window.day, date: window.date, accommodation: design.stay, meals, activities, transportation };
}

function dailyTransport(design: DayDesign, choices: TripChoices): DayTransportation[] {
  if (design.focus?.kind === 'day-trip') {
    return [{ type: 'Day trip', description: `Train or coach tickets to ${design.focus.to} and back, for the party.`, costCents: cents(localPrice(design.focus.fareUsd, choices.level) * 2 * choices.people) }];
  }
  const options = design.cheap ? [choices.transport.reduce((best, option) => (option.basePriceUsdPerPersonDay < best.basePriceUsdPerPersonDay ? option : best))] : choices.transport;
  return options.map((option) => {
    // A hired car is paid per car, however many ride in it.
    const cost = option.vehicle ? localPrice(option.vehicle.usdPerDay, choices.level) * Math.ceil(choices.people / Math.max(1, option.vehicle.seats)) : localPrice(option.basePriceUsdPerPersonDay, choices.level) * choices.people;
    return { type: option.type, description: option.description, costCents: cents(cost) };
  });
}

/** Rooms for the party: each room or unit sleeps what the option says. */
export const roomsFor = (stay: StayOption, people: number) => Math.max(1, Math.ceil(people / Math.max(1, stay.sleeps)));
