import type { GenerateItineraryRequest, Itinerary } from '../../../../shared/itineraries/itinerary.schema.ts';
import { type ItineraryStreamHandlers, postItineraryStream } from './itinerary-stream.ts';

/**
 * POST /api/itineraries/generate: the days stream in as each is written, then the saved itinerary.
 * With `itineraryId` the server replaces that itinerary's plan instead of creating one.
 */
export function generateItinerary(request: GenerateItineraryRequest, options: ItineraryStreamHandlers & { signal?: AbortSignal }): Promise<Itinerary> {
  return postItineraryStream('/itineraries/generate', request, options);
}
