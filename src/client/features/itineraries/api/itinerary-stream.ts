import type { CrisisResource } from '../../../../shared/chat/crisis-resources.ts';
import { crisisResourceSchema, type DayEntry, type Itinerary, itineraryStreamEvents, itineraryStreamSchemas } from '../../../../shared/itineraries/itinerary.schema.ts';
import { networkError, responseError } from '../../../lib/api-client.ts';
import { readEventStream } from '../../../lib/event-stream.ts';

/**
 * The planner's streams (POST /api/itineraries/generate and a day's regeneration): server-sent
 * events of whole day entries, then the saved itinerary, then `data: [DONE]`. Each event is one
 * complete JSON value, so the view never shows half a day.
 */

export interface ItineraryStreamHandlers {
  /** A day, complete, as soon as it is written. */
  onDay?(day: DayEntry): void;
  /** The server flagged the trip's text: show the crisis resources. */
  onSafety?(resources: CrisisResource[]): void;
}

/** A failure the server reported after the stream began, or a stream cut short. */
export class ItineraryStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ItineraryStreamError';
  }
}

const interrupted = 'The connection was interrupted before the itinerary was finished.';

/** What a safety event carries when some of its resources break the contract: the ones that keep it (the banner still matters). */
function resourcesIn(data: string): CrisisResource[] {
  let resources: unknown;
  try {
    resources = (JSON.parse(data) as { resources?: unknown } | null)?.resources;
  } catch {
    return [];
  }
  if (!Array.isArray(resources)) return [];
  return resources.filter((entry): entry is CrisisResource => crisisResourceSchema.safeParse(entry).success);
}

/**
 * Reads an itinerary stream to its end and resolves with the saved itinerary. Days that do not
 * match the contract are skipped (the final itinerary carries the truth); an `error` event, or an
 * end without the itinerary and `[DONE]`, rejects with ItineraryStreamError.
 */
export async function readItineraryStream(body: NonNullable<Response['body']>, handlers: ItineraryStreamHandlers, signal?: AbortSignal): Promise<Itinerary> {
  let itinerary: Itinerary | undefined;
  let failure: string | undefined;
  const fail = (message: string) => {
    failure = message;
    return 'stop' as const;
  };
  await readEventStream(body, {
    schemas: itineraryStreamSchemas,
    signal,
    onEvent: (event) => {
      if (event.name === itineraryStreamEvents.day) handlers.onDay?.(event.data);
      else if (event.name === itineraryStreamEvents.itinerary) itinerary = event.data;
      else if (event.name === itineraryStreamEvents.error) return fail(event.data.message || 'The itinerary could not be written.');
      else handlers.onSafety?.(event.data.resources);
    },
    onInvalid: (name, data) => {
      if (name === itineraryStreamEvents.itinerary) return fail('The itinerary could not be read.');
      if (name === itineraryStreamEvents.error) return fail('The itinerary could not be written.');
      if (name === itineraryStreamEvents.safety) handlers.onSafety?.(resourcesIn(data));
      // A day that breaks the contract is skipped: the saved itinerary that follows carries the truth.
    },
  });
  if (failure !== undefined) throw new ItineraryStreamError(failure);
  // [DONE] only confirms the end: the saved itinerary is what the stream was for.
  if (!itinerary) throw new ItineraryStreamError(interrupted);
  return itinerary;
}

/** POSTs `body` to `path` under /api and reads the answer as an itinerary stream; errors before it are ApiRequestError. */
export async function postItineraryStream(path: string, body: unknown, { signal, ...handlers }: ItineraryStreamHandlers & { signal?: AbortSignal }): Promise<Itinerary> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError(error);
  }
  if (!response.ok || !response.body) throw responseError(response, await response.text().catch(() => ''));
  return readItineraryStream(response.body, handlers, signal);
}
