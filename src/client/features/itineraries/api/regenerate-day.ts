import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { DayEntry, Itinerary } from '../../../../shared/itineraries/itinerary.schema.ts';
import { storeItinerary } from './itineraries.ts';
import { postItineraryStream } from './itinerary-stream.ts';

/** POST /api/itineraries/:id/days/:day/regenerate: streams the new day, then the itinerary with it. */
export function regenerateDay({ id, day, note, signal, onDay }: { id: string; day: number; note: string; signal?: AbortSignal; onDay?(day: DayEntry): void }): Promise<Itinerary> {
  return postItineraryStream(`/itineraries/${encodeURIComponent(id)}/days/${day}/regenerate`, { note }, { signal, onDay });
}

/** Every entry of `plan` for that day number replaced by `day`, where the first one stood. */
export function replaceDay(plan: readonly DayEntry[], day: DayEntry): DayEntry[] {
  const index = plan.findIndex((entry) => entry.day === day.day);
  if (index === -1) return [...plan, day].sort((a, b) => a.day - b.day);
  return plan.flatMap((entry, at) => (entry.day !== day.day ? [entry] : at === index ? [day] : []));
}

/**
 * Regenerating one day of a saved itinerary: the new day replaces its panel as soon as it arrives,
 * then the saved itinerary (the server stores the day before it answers) replaces the whole.
 * `busyDay` is the day being rewritten, if any. A day that arrived but whose save failed stays in
 * `unsavedDays`: still shown, and what Save Itinerary stores; the cached itinerary stays what the
 * server holds, so the view can tell the two apart.
 */
export function useRegenerateDay(itineraryId: string) {
  const queryClient = useQueryClient();
  const [busyDay, setBusyDay] = useState<number | null>(null);
  const [unsavedDays, setUnsavedDays] = useState<readonly DayEntry[]>([]);
  const run = useCallback(
    async (day: number, note: string): Promise<Itinerary> => {
      setBusyDay(day);
      try {
        const itinerary = await regenerateDay({
          id: itineraryId,
          day,
          note,
          onDay: (entry) => setUnsavedDays((days) => [...days.filter((other) => other.day !== entry.day), entry]),
        });
        storeItinerary(queryClient, itinerary);
        setUnsavedDays((days) => days.filter((other) => other.day !== day));
        return itinerary;
      } finally {
        setBusyDay(null);
      }
    },
    [itineraryId, queryClient],
  );
  const forgetUnsaved = useCallback(() => setUnsavedDays([]), []);
  return { regenerate: run, busyDay, unsavedDays, forgetUnsaved };
}
