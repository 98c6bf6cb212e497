import type { DayEntry, Itinerary } from '../../../shared/itineraries/itinerary.schema.ts';
import { replaceDay } from './api/regenerate-day.ts';

/** The itinerary as shown: the stored one with the days written since and not yet stored. */
export function withDays(itinerary: Itinerary, days: readonly DayEntry[]): Itinerary {
  return days.length === 0 ? itinerary : { ...itinerary, plan: days.reduce<DayEntry[]>((plan, day) => replaceDay(plan, day), itinerary.plan) };
}

/** A value written with its keys in order: the stored plan comes back from jsonb with its keys reordered. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
}

/** Whether two plans say the same thing, whatever the order of their keys. */
export function samePlan(a: readonly DayEntry[], b: readonly DayEntry[]): boolean {
  return a === b || JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
