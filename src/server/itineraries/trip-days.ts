import { type DayEntry, dayEntrySchema } from '../../shared/itineraries/itinerary.schema.ts';
import { addDays, inclusiveDays } from '../../shared/itineraries/trip-dates.ts';

/**
 * The rules every day obeys before anyone sees it, whoever wrote it (a model, the text parser,
 * the offline planner): valid against dayEntrySchema (money non-negative integer cents, bounded
 * text), numbered 1..N in the order written, dated departure + day - 1, and never more days than
 * the trip's dates allow.
 */
export interface TripDays {
  readonly total: number;
  /** The next day from a candidate, or undefined when it is not a valid day (or the trip is full). */
  accept(candidate: unknown): DayEntry | undefined;
  readonly accepted: number;
}

export function tripDays(trip: { departureDate: string; returnDate: string }): TripDays {
  const total = Math.max(1, inclusiveDays(trip.departureDate, trip.returnDate));
  let accepted = 0;
  return {
    total,
    get accepted() {
      return accepted;
    },
    accept(candidate) {
      if (accepted >= total || typeof candidate !== 'object' || candidate === null) return undefined;
      const day = accepted + 1;
      const parsed = dayEntrySchema.safeParse({ ...candidate, day, date: addDays(trip.departureDate, day - 1) });
      if (!parsed.success) return undefined;
      accepted = day;
      return parsed.data;
    },
  };
}

/** One regenerated day: valid, and with the number and date of the day it replaces. */
export function acceptDay(candidate: unknown, replacing: Pick<DayEntry, 'day' | 'date'>): DayEntry | undefined {
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const parsed = dayEntrySchema.safeParse({ ...candidate, day: replacing.day, date: replacing.date });
  return parsed.success ? parsed.data : undefined;
}
