import { useCallback, useEffect, useRef, useState } from 'react';
import type { CrisisResource } from '../../../../shared/chat/crisis-resources.ts';
import type { DayEntry, GenerateItineraryRequest, Itinerary } from '../../../../shared/itineraries/itinerary.schema.ts';
import { inclusiveDays } from '../../../../shared/itineraries/trip-dates.ts';
import { generateItinerary } from '../api/generate-itinerary.ts';

export interface Generation {
  request: GenerateItineraryRequest;
  /** The days written so far, complete, in the order they came. */
  days: DayEntry[];
  /** How many days the trip has. */
  total: number;
}

/**
 * One generation at a time: `start` streams the itinerary, `generation` holds the days so far
 * while it runs (null otherwise), `safety` the crisis resources when the server flagged the trip.
 * Leaving the page stops the stream.
 */
export function useItineraryGeneration() {
  const [generation, setGeneration] = useState<Generation | null>(null);
  const [safety, setSafety] = useState<CrisisResource[] | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (request: GenerateItineraryRequest): Promise<Itinerary> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setSafety(null);
    setGeneration({ request, days: [], total: inclusiveDays(request.departureDate, request.returnDate) });
    try {
      return await generateItinerary(request, {
        signal: own.signal,
        onDay: (day) => setGeneration((current) => (current && !own.signal.aborted ? { ...current, days: [...current.days, day] } : current)),
        onSafety: (resources) => setSafety(resources),
      });
    } finally {
      if (controller.current === own) {
        controller.current = null;
        setGeneration(null);
      }
    }
  }, []);

  return { generation, start, safety, dismissSafety: useCallback(() => setSafety(null), []) };
}
