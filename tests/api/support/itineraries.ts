import { createItineraryQueries } from '../../../src/server/itineraries/itineraries.queries.ts';
import { planOfflineTrip } from '../../../src/server/itineraries/offline-planner.ts';
import { addDays } from '../../../src/shared/itineraries/trip-dates.ts';
import type { TestServer } from './test-server.ts';

/** A valid trip request departing in two weeks (six days, Phoenix to Tokyo). */
export function tripRequest(overrides: Record<string, unknown> = {}) {
  const departureDate = addDays(new Date().toISOString().slice(0, 10), 14);
  return {
    departureCity: 'Phoenix, AZ',
    destinationCity: 'Tokyo, Japan',
    numPeople: 2,
    budget: 6_000,
    departureDate,
    returnDate: addDays(departureDate, 5),
    accommodationPreference: 'Hotel',
    foodPreference: 'Local cuisine, Street food',
    transportationPreference: 'Public Transport',
    activities: ['Museums', 'Food Tours', 'Outdoor Adventures'],
    otherPreferences: '',
    ...overrides,
  };
}

export interface StreamEvent {
  event: string;
  data: any;
  /** Milliseconds from the request to the chunk that carried the event. */
  at: number;
}

export interface StreamResult {
  status: number;
  headers: Headers;
  /** A JSON error body when the answer was not a stream. */
  body: any;
  text: string;
  events: StreamEvent[];
  done: boolean;
}

/** Reads `event:`/`data:` blocks as they arrive, with the time each arrived. */
export async function readStream(response: Response, started: number): Promise<StreamResult> {
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.startsWith('text/event-stream')) {
    const text = await response.text();
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: response.status, headers: response.headers, body, text, events: [], done: false };
  }
  const events: StreamEvent[] = [];
  let text = '';
  let buffer = '';
  let done = false;
  const decoder = new TextDecoder();
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { value, done: finished } = await reader.read();
    if (finished) break;
    const chunk = decoder.decode(value, { stream: true });
    text += chunk;
    buffer += chunk;
    const at = performance.now() - started;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n');
      const name = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length) ?? 'message';
      const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length);
      if (data === undefined) continue;
      if (data === '[DONE]') done = true;
      else events.push({ event: name, data: JSON.parse(data), at });
    }
  }
  return { status: response.status, headers: response.headers, body: undefined, text, events, done };
}

export async function streamCall(server: TestServer, path: string, headers: Record<string, string>, body: unknown, signal?: AbortSignal): Promise<StreamResult> {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal,
  });
  return readStream(response, started);
}

export const generate = (server: TestServer, headers: Record<string, string>, body: unknown, signal?: AbortSignal) => streamCall(server, '/api/itineraries/generate', headers, body, signal);

/** Generates and returns the saved itinerary (fails the test otherwise). */
export async function generated(server: TestServer, headers: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const result = await generate(server, headers, tripRequest(overrides));
  const saved = result.events.find((event) => event.event === 'itinerary')?.data;
  if (result.status !== 200 || !saved) throw new Error(`no itinerary was generated (${result.status}): ${result.text.slice(0, 300)}`);
  return saved;
}

/**
 * Stores `count` itineraries for a user straight through the queries (a save per request would
 * meet the save rate limit), `days` long, the newest last; resolves with their ids in that order.
 */
export async function seedItineraries(server: TestServer, userId: string, count: number, { days = 6, destination = (index: number) => `City ${index}, Testland` } = {}): Promise<string[]> {
  const queries = createItineraryQueries(server.database.db);
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const trip = tripRequest({ destinationCity: destination(index) });
    const withDays = { ...trip, returnDate: addDays(trip.departureDate, days - 1) };
    const saved = await queries.insert(userId, withDays, planOfflineTrip(withDays).days, { maxExisting: Number.MAX_SAFE_INTEGER });
    if (!saved) throw new Error('the seeded itinerary was not stored');
    ids.push(saved.id);
  }
  return ids;
}
