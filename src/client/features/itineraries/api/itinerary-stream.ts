import { createParser } from 'eventsource-parser';
import type { CrisisResource } from '../../../../shared/chat/crisis-resources.ts';
import { dayEntrySchema, type DayEntry, type Itinerary, itinerarySchema, itineraryStreamErrorSchema, itineraryStreamEvents } from '../../../../shared/itineraries/itinerary.schema.ts';
import { networkError, responseError } from '../../../lib/api-client.ts';

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

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

function parseResources(value: unknown): CrisisResource[] {
  const resources = (value as { resources?: unknown } | undefined)?.resources;
  if (!Array.isArray(resources)) return [];
  return resources.filter(
    (entry): entry is CrisisResource =>
      typeof entry === 'object' && entry !== null && ['label', 'detail', 'href'].every((key) => typeof (entry as Record<string, unknown>)[key] === 'string'),
  );
}

/**
 * Reads an itinerary stream to its end and resolves with the saved itinerary. Days that do not
 * match the contract are skipped (the final itinerary carries the truth); an `error` event, or an
 * end without the itinerary and `[DONE]`, rejects with ItineraryStreamError.
 */
export async function readItineraryStream(body: NonNullable<Response['body']>, handlers: ItineraryStreamHandlers): Promise<Itinerary> {
  let itinerary: Itinerary | undefined;
  let done = false;
  let failure: string | undefined;
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (done || failure !== undefined) return;
      if (data === '[DONE]') {
        done = true;
        return;
      }
      const value = parseJson(data);
      if (event === itineraryStreamEvents.day) {
        const day = dayEntrySchema.safeParse(value);
        if (day.success) handlers.onDay?.(day.data);
      } else if (event === itineraryStreamEvents.itinerary) {
        const parsed = itinerarySchema.safeParse(value);
        if (parsed.success) itinerary = parsed.data;
        else failure = 'The itinerary could not be read.';
      } else if (event === itineraryStreamEvents.error) {
        const parsed = itineraryStreamErrorSchema.safeParse(value);
        failure = parsed.success && parsed.data.message ? parsed.data.message : 'The itinerary could not be written.';
      } else if (event === itineraryStreamEvents.safety) {
        handlers.onSafety?.(parseResources(value));
      }
    },
  });

  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (!done && failure === undefined) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      parser.feed(value);
    }
  } finally {
    void reader.cancel().catch(() => {});
  }
  if (failure !== undefined) throw new ItineraryStreamError(failure);
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
  return readItineraryStream(response.body, handlers);
}
