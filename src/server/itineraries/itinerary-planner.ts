import type { DayEntry } from '../../shared/itineraries/itinerary.schema.ts';
import { planOfflineDay, type PlannerTrip, streamOfflineTrip } from './offline-planner.ts';

/**
 * What writes itineraries: the built-in offline planner, or a real model (model-planner.ts). Both
 * hand over candidate days as they are written; the service checks each against dayEntrySchema,
 * dates and numbers it, and never keeps more days than the trip has (trip-days.ts).
 */
export interface ItineraryPlanner {
  readonly offline: boolean;
  /** The trip's days, each as soon as it is complete. Throws when the model fails. */
  planTrip(trip: PlannerTrip, signal: AbortSignal): AsyncIterable<unknown>;
  /** A new version of one day of `plan`, following `note` ('cheaper', 'more museums'). */
  planDay(input: { trip: PlannerTrip; plan: readonly DayEntry[]; day: number; note: string }, signal: AbortSignal): Promise<unknown>;
}

export function createOfflinePlanner({ dayDelayMs }: { dayDelayMs: number }): ItineraryPlanner {
  return {
    offline: true,
    planTrip: (trip, signal) => streamOfflineTrip(trip, { dayDelayMs, signal }),
    async planDay({ trip, plan, day, note }) {
      return planOfflineDay(trip, plan, day, note);
    },
  };
}
