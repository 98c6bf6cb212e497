import { accommodationOptions, foodOptions, interestOptions, transportationOptions, tripLimits } from '../../../shared/itineraries/planner-options.ts';
import { isIsoDate } from '../../../shared/itineraries/trip-dates.ts';
import type { PlannerFormValues } from '../../../shared/itineraries/planner-form.schema.ts';

/**
 * What the user typed into a new trip's form, kept so that it is never lost: not when the free
 * plan's limit sends them to /pricing and they come back, not on a reload or a visit to another
 * page. Kept per user in sessionStorage (like the current itinerary: this tab only, and another
 * person on the same browser starts clean), written on every change, cleared once the trip is
 * generated. A stored draft is read field by field: a field that is missing or not a value the
 * form can hold falls back to the form's default, so a broken or old draft never breaks the form.
 */

const keyPrefix = 'wayfinder:planner-draft:';

/** Room for any number the user might type: the form keeps numbers as text until sent. */
const numberTextLength = 20;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function writePlannerDraft(userId: string, values: PlannerFormValues): void {
  // A cleared date is kept as null: JSON would drop an undefined field and the default would return.
  const stored = { ...values, departureDate: values.departureDate ?? null, returnDate: values.returnDate ?? null };
  try {
    storage()?.setItem(keyPrefix + userId, JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the draft then lives only as long as the page, nothing worse.
  }
}

export function clearPlannerDraft(userId: string): void {
  try {
    storage()?.removeItem(keyPrefix + userId);
  } catch {
    // Blocked storage holds no draft to clear.
  }
}

/** The user's draft, the fields it holds that the form can take; null when there is none. */
export function readPlannerDraft(userId: string): Partial<PlannerFormValues> | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(keyPrefix + userId) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    return parsePlannerDraft(JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

const foodLabels: readonly string[] = foodOptions.map((option) => option.label);
const transportationLabels: readonly string[] = transportationOptions.map((option) => option.label);
const interests: readonly string[] = interestOptions;
const accommodations: readonly string[] = accommodationOptions;

function text(value: unknown, maxLength: number): string | undefined {
  return typeof value === 'string' ? value.slice(0, maxLength) : undefined;
}

/** A date the picker can show, or undefined when the user had cleared it; a malformed one is left out. */
function date(value: unknown): { value: string | undefined } | undefined {
  if (value === null) return { value: undefined };
  return typeof value === 'string' && isIsoDate(value) ? { value } : undefined;
}

/** The known labels it holds, each once; an empty list stays empty (the user unticked them all). */
function labels(value: unknown, allowed: readonly string[]): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return allowed.filter((label) => value.includes(label));
}

/** The fields of a parsed draft that the form can hold. */
export function parsePlannerDraft(stored: unknown): Partial<PlannerFormValues> | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const draft = stored as Record<string, unknown>;
  const values: Partial<PlannerFormValues> = {};
  const departureCity = text(draft.departureCity, tripLimits.city);
  if (departureCity !== undefined) values.departureCity = departureCity;
  const destinationCity = text(draft.destinationCity, tripLimits.city);
  if (destinationCity !== undefined) values.destinationCity = destinationCity;
  const numPeople = text(draft.numPeople, numberTextLength);
  if (numPeople !== undefined) values.numPeople = numPeople;
  const budget = text(draft.budget, numberTextLength);
  if (budget !== undefined) values.budget = budget;
  const departureDate = date(draft.departureDate);
  if (departureDate) values.departureDate = departureDate.value;
  const returnDate = date(draft.returnDate);
  if (returnDate) values.returnDate = returnDate.value;
  if (typeof draft.accommodation === 'string' && accommodations.includes(draft.accommodation)) values.accommodation = draft.accommodation as PlannerFormValues['accommodation'];
  const food = labels(draft.food, foodLabels);
  if (food) values.food = food;
  const transportation = labels(draft.transportation, transportationLabels);
  if (transportation) values.transportation = transportation;
  const activities = labels(draft.activities, interests);
  if (activities) values.activities = activities;
  const otherPreferences = text(draft.otherPreferences, tripLimits.otherPreferences);
  if (otherPreferences !== undefined) values.otherPreferences = otherPreferences;
  return values;
}
