import { addDays, inclusiveDays } from '../itineraries/trip-dates.ts';

/**
 * The date ranges of /admin/analytics. Days are UTC calendar days written YYYY-MM-DD; a range
 * holds both its ends. The presets end today (UTC): "7d" is today and the six days before it.
 */
export const analyticsPresets = ['7d', '30d', '90d'] as const;
export type AnalyticsPreset = (typeof analyticsPresets)[number];
export const analyticsRangeKinds = [...analyticsPresets, 'custom'] as const;
export type AnalyticsRangeKind = (typeof analyticsRangeKinds)[number];

export const analyticsPresetDays: Record<AnalyticsPreset, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** The longest custom range, in days (a leap year). */
export const analyticsMaxRangeDays = 366;

/** The UTC calendar date of an instant, YYYY-MM-DD. */
export function utcIsoDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The days a preset covers, ending on `today` (UTC). */
export function presetRange(preset: AnalyticsPreset, today: string): { from: string; to: string } {
  return { from: addDays(today, 1 - analyticsPresetDays[preset]), to: today };
}

/** Days from `from` to `to`, both counted (2026-01-01 to 2026-01-07 is 7). */
export const rangeDays = inclusiveDays;

/**
 * What is wrong with a custom range, in words an admin can act on, or null when it is fine. The
 * server refuses it with this message; the form shows the same one before asking.
 */
export function customRangeProblem(from: string, to: string, today: string): { field: 'from' | 'to'; message: string } | null {
  if (from > to) return { field: 'to', message: 'The end date must be on or after the start date.' };
  if (to > today) return { field: 'to', message: 'The end date cannot be after today (UTC).' };
  if (rangeDays(from, to) > analyticsMaxRangeDays) {
    return { field: 'from', message: `A range can span at most ${analyticsMaxRangeDays} days.` };
  }
  return null;
}

/** Every day from `from` to `to`, both included, in order: the x axis where empty days are zeros. */
export function daySeries(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * One value per day of the range, 0 (or `empty()`) for the days `counted` has no entry for:
 * the database returns only the days something happened.
 */
export function fillDays<T>(days: readonly string[], counted: ReadonlyMap<string, T>, empty: () => T): T[] {
  return days.map((day) => counted.get(day) ?? empty());
}
