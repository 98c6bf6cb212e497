import { flightEstimate, flightTitle, isGenericFlight } from './flight-text.ts';
import { formatDollars } from './itinerary-costs.ts';
import type { DayEntry, DayFlight, DayPlace } from './itinerary.schema.ts';
import { placeActivity } from './day-layout.ts';
import { itineraryMessages } from './planner-options.ts';
import { addDays } from './trip-dates.ts';

/**
 * The spec's text format of an itinerary (section 9) and its parser: the fallback for a model, or
 * an answer, without usable structured output, and what the spec-compatible assistant call
 * streams. The parser follows the spec exactly:
 * - the text is split on 'Day N' headings;
 * - a day's date is the departure date plus N - 1 (DESIGN.md's departure from 'today');
 * - the accommodation cost is the first $amount in the accommodation paragraph, default 100;
 * - every other cost is a placeholder: breakfast 20, lunch 30, dinner 40, activity 50 (duration
 *   '3 hours'), transport 30; parsed days carry no venue and no flights;
 * - no day found gives one default day; a throw gives one 'Error in parsing' day with zero costs.
 */

export const placeholderCostCents = {
  accommodation: 100_00,
  breakfast: 20_00,
  lunch: 30_00,
  dinner: 40_00,
  activity: 50_00,
  transportation: 30_00,
} as const;
export const placeholderActivityDuration = '3 hours';

/** A heading line: 'Day 3', '## Day 3: Kyoto', '**Day 3 - Kyoto**', 'DAY 3.' */
const dayHeading = /^[\s#*_>-]*day\s+(\d{1,3})\b[^\n]*$/gim;
/** A labelled line: 'Breakfast: ...', '- **Morning:** ...'. */
const labelledLine = /^[\s*_>•-]*(?:\d+[.)]\s*)?\**\s*(accommodation|hotel|lodging|stay|breakfast|lunch|dinner|morning|afternoon|evening|activity|activities|transportation|transport|getting around)\s*\**\s*[:–—-]\s*\**\s*(.*)$/i;
const bulletLine = /^\s*(?:[-*•]|\d+[.)])\s+(.*)$/;
const dollarAmount = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/;

const maxDays = 366;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const stripMarkup = (text: string) => text.replace(/\*\*|__|`/g, '').replace(/\s+/g, ' ').trim();

/** 'Senso-ji Temple - Tokyo's oldest temple' -> name 'Senso-ji Temple'. */
function nameOf(text: string, fallback: string): string {
  const name = text.split(/\s[-–—:]\s|[.!?](?:\s|$)/)[0]?.trim() ?? '';
  return clip(name || fallback, 200);
}

function firstDollarsInCents(text: string): number | undefined {
  const match = dollarAmount.exec(text);
  if (!match) return undefined;
  const dollars = Number((match[1] ?? '0').replace(/,/g, ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  const total = dollars * 100 + cents;
  return Number.isSafeInteger(total) && total <= 100_000_000_00 ? total : undefined;
}

interface DayDraft {
  accommodation: string[];
  meals: Partial<Record<'breakfast' | 'lunch' | 'dinner', string>>;
  activities: string[];
  transportation: string[];
}

function readDay(body: string): DayDraft {
  const draft: DayDraft = { accommodation: [], meals: {}, activities: [], transportation: [] };
  let inAccommodation = false;
  for (const raw of body.split('\n')) {
    const line = stripMarkup(raw);
    if (!line) {
      inAccommodation = false;
      continue;
    }
    const labelled = labelledLine.exec(raw);
    if (labelled) {
      const label = (labelled[1] ?? '').toLowerCase();
      const rest = stripMarkup(labelled[2] ?? '');
      inAccommodation = false;
      if (label === 'accommodation' || label === 'hotel' || label === 'lodging' || label === 'stay') {
        draft.accommodation.push(rest);
        inAccommodation = true;
      } else if (label === 'breakfast' || label === 'lunch' || label === 'dinner') {
        draft.meals[label] ??= rest;
      } else if (label === 'transportation' || label === 'transport' || label === 'getting around') {
        if (rest) draft.transportation.push(rest);
      } else if (rest) {
        // The description keeps its label, so that the spec's placement rule reads 'morning' or 'evening'.
        draft.activities.push(label === 'activity' || label === 'activities' ? rest : `${labelled[1]}: ${rest}`);
      }
      continue;
    }
    if (inAccommodation) {
      draft.accommodation.push(line);
      continue;
    }
    const bullet = bulletLine.exec(raw);
    if (bullet && stripMarkup(bullet[1] ?? '')) draft.activities.push(stripMarkup(bullet[1] ?? ''));
  }
  return draft;
}

function meal(kind: 'breakfast' | 'lunch' | 'dinner', text: string): DayPlace {
  const label = kind[0]?.toUpperCase() + kind.slice(1);
  return { name: nameOf(text, label), description: clip(text, 1_000), costCents: placeholderCostCents[kind] };
}

function toDayEntry(day: number, departureDate: string, draft: DayDraft): DayEntry {
  const accommodationText = draft.accommodation.join(' ').trim();
  return {
    day,
    date: addDays(departureDate, day - 1),
    accommodation: {
      name: nameOf(accommodationText.replace(dollarAmount, '').trim(), 'Accommodation'),
      description: clip(accommodationText, 1_000),
      costCents: firstDollarsInCents(accommodationText) ?? placeholderCostCents.accommodation,
    },
    meals: {
      ...(draft.meals.breakfast !== undefined ? { breakfast: meal('breakfast', draft.meals.breakfast) } : {}),
      ...(draft.meals.lunch !== undefined ? { lunch: meal('lunch', draft.meals.lunch) } : {}),
      ...(draft.meals.dinner !== undefined ? { dinner: meal('dinner', draft.meals.dinner) } : {}),
    },
    activities: draft.activities.slice(0, 20).map((text) => ({
      name: nameOf(text.replace(/^(morning|afternoon|evening):\s*/i, ''), 'Activity'),
      description: clip(text, 1_000),
      duration: placeholderActivityDuration,
      costCents: placeholderCostCents.activity,
    })),
    transportation: draft.transportation.slice(0, 10).map((text) => ({
      type: nameOf(text, 'Transportation').slice(0, 100),
      description: clip(text, 1_000),
      costCents: placeholderCostCents.transportation,
    })),
  };
}

/** The day made when the text holds no 'Day N' heading: the whole text read as one day. */
function defaultDay(text: string, departureDate: string): DayEntry {
  const draft = readDay(text);
  const entry = toDayEntry(1, departureDate, draft);
  if (entry.activities.length === 0) {
    const summary = stripMarkup(text);
    entry.activities.push({
      name: 'Explore the destination',
      description: clip(summary || 'Free time to explore at your own pace.', 1_000),
      duration: placeholderActivityDuration,
      costCents: placeholderCostCents.activity,
    });
  }
  if (entry.transportation.length === 0) entry.transportation.push({ type: 'Local transport', description: 'Getting around the destination', costCents: placeholderCostCents.transportation });
  return entry;
}

function errorDay(departureDate: string): DayEntry {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(departureDate) ? departureDate : '1970-01-01';
  return {
    day: 1,
    date,
    accommodation: { name: itineraryMessages.parseErrorDay, description: itineraryMessages.parseErrorDay, costCents: 0 },
    meals: {},
    activities: [],
    transportation: [],
  };
}

/** The spec's parser: the assistant's whole text into day entries (at least one, never throws). */
export function parseItineraryText(text: string, departureDate: string): DayEntry[] {
  try {
    addDays(departureDate, 0);
    if (Number.isNaN(new Date(`${departureDate}T00:00:00Z`).getTime())) throw new RangeError(`Not a date: ${departureDate}`);
    const headings = [...text.matchAll(dayHeading)];
    if (headings.length === 0) return [defaultDay(text, departureDate)];
    const days: DayEntry[] = [];
    headings.forEach((heading, index) => {
      const day = Number(heading[1]);
      if (day < 1 || day > maxDays || days.length >= maxDays) return;
      const start = (heading.index ?? 0) + heading[0].length;
      const end = headings[index + 1]?.index ?? text.length;
      days.push(toDayEntry(day, departureDate, readDay(text.slice(start, end))));
    });
    return days.length > 0 ? days : [defaultDay(text, departureDate)];
  } catch {
    return [errorDay(departureDate)];
  }
}

const withDescription = (name: string, description: string) => (description && description !== name ? `${name} - ${description}` : name);

/** 'Flight: Flight Chicago (ORD) to Lisbon (LIS), 6:05 PM - 7:40 AM (+1), about 8 h 30 min, estimated $640 per person'. */
function flightLine(flight: DayFlight, numPeople: number): string {
  const route = isGenericFlight(flight) ? '' : `, ${flight.departureAirport} to ${flight.arrivalAirport}`;
  const times = flight.departureTime && flight.arrivalTime ? `, ${flight.departureTime} - ${flight.arrivalTime}` : '';
  const duration = flight.duration ? `, ${flight.duration}` : '';
  const cost = isGenericFlight(flight) ? flightEstimate(flight.costCents, numPeople).perPerson : formatDollars(flight.costCents);
  return `Flight: ${flightTitle(flight)}${route}${times}${duration}, ${cost}`;
}

/**
 * A plan in the spec's text format, as the spec-compatible assistant call streams it; the parser
 * reads it back into the same days, sections and accommodation cost (in whole dollars, as every
 * amount is shown). Flights come first, on lines the parser leaves alone: it reads no flights.
 */
export function renderItineraryText(plan: readonly DayEntry[], title?: (day: DayEntry) => string, { numPeople = 1 }: { numPeople?: number } = {}): string {
  return plan
    .map((day) => {
      const lines = [`Day ${day.day}: ${title?.(day) ?? day.date}`];
      for (const flight of day.flights ?? []) lines.push(flightLine(flight, numPeople));
      lines.push(`Accommodation: ${withDescription(day.accommodation.name, day.accommodation.description)} (${formatDollars(day.accommodation.costCents)} per night)`);
      const slot = (timeOfDay: 'morning' | 'afternoon' | 'evening') =>
        day.activities
          .filter((activity) => placeActivity(activity) === timeOfDay)
          .map((activity) => `${timeOfDay[0]?.toUpperCase()}${timeOfDay.slice(1)}: ${withDescription(activity.name, activity.description)}`);
      if (day.meals.breakfast) lines.push(`Breakfast: ${withDescription(day.meals.breakfast.name, day.meals.breakfast.description)}`);
      lines.push(...slot('morning'));
      if (day.meals.lunch) lines.push(`Lunch: ${withDescription(day.meals.lunch.name, day.meals.lunch.description)}`);
      lines.push(...slot('afternoon'));
      if (day.meals.dinner) lines.push(`Dinner: ${withDescription(day.meals.dinner.name, day.meals.dinner.description)}`);
      lines.push(...slot('evening'));
      for (const ride of day.transportation) lines.push(`Transportation: ${withDescription(ride.type, ride.description)}`);
      return lines.join('\n');
    })
    .join('\n\n');
}
