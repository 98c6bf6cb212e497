import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { itineraryMessages } from '../../src/shared/itineraries/planner-options.ts';
import { placeholderCostCents } from '../../src/shared/itineraries/itinerary-text.ts';
import { addDays } from '../../src/shared/itineraries/trip-dates.ts';
import { eventually } from './support/chat.ts';
import { generate, streamCall, tripRequest } from './support/itineraries.ts';
import { type OpenAiTestServer, startOpenAiTestServer } from './support/openai-test-server.ts';
import { backends, call, headersFor, startTestServer, type TestServer } from './support/test-server.ts';

/** A day as the model writes it (costs in dollars). */
function modelDay(day: number, overrides: Record<string, unknown> = {}) {
  const place = (name: string, costDollars: number) => ({ name, description: `${name}, described.`, venue: `${name} venue`, costDollars });
  return {
    day,
    date: '1999-01-01',
    accommodation: place('Park Hotel Tokyo', 180),
    meals: { breakfast: place('Tsukiji Outer Market', 12.5), lunch: place('Ichiran Shibuya', 15), dinner: place('Gonpachi', 45) },
    activities: [
      { name: `Senso-ji Temple ${day}`, description: 'The oldest temple.', venue: 'Senso-ji', duration: '2 hours', costDollars: 0, timeOfDay: 'morning' },
      { name: `teamLab Planets ${day}`, description: 'Immersive art.', venue: 'teamLab', duration: '2 hours', costDollars: 32, timeOfDay: 'evening' },
    ],
    transportation: [{ type: 'Public Transport', description: 'Suica card', costDollars: 10 }],
    flights: [],
    ...overrides,
  };
}

/** The JSON the structured call streams, cut into small chunks. */
function structuredChunks(days: unknown[]): string[] {
  const json = JSON.stringify({ elements: days });
  const chunks: string[] = [];
  for (let index = 0; index < json.length; index += 60) chunks.push(json.slice(index, index + 60));
  return chunks;
}

const isStructured = (body: any) => typeof body?.response_format?.json_schema?.name === 'string';

describe.each(backends)('itineraries with a real model on %s', (backend) => {
  let model: OpenAiTestServer;
  let server: TestServer;

  beforeAll(async () => {
    model = await startOpenAiTestServer();
    server = await startTestServer(backend, { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'test-model', ITINERARY_RATE_LIMIT: '100', CRISIS_SECOND_OPINION_TIMEOUT_MS: '0' });
  });
  afterAll(async () => {
    await server?.close();
    await model?.close();
  });
  beforeEach(() => {
    model.answer = undefined;
    model.mode = 'normal';
    model.delayMs = 5;
    model.requests.length = 0;
  });

  it('streams the structured days element by element, in cents, dated and numbered by the server, never more than the dates allow', async () => {
    const request = tripRequest();
    // Seven days for a six-day trip: the seventh is never shown.
    model.answer = (body) => (isStructured(body) ? { chunks: structuredChunks([1, 2, 3, 4, 5, 6, 7].map((day) => modelDay(day))) } : undefined);
    model.delayMs = 15;
    const result = await generate(server, await headersFor(server, 'premium'), request);
    expect(result.status).toBe(200);
    const days = result.events.filter((event) => event.event === 'day');
    expect(days).toHaveLength(6);
    expect(result.events.at(-1)?.event).toBe('itinerary');
    days.forEach((event, index) => {
      expect(event.data.day).toBe(index + 1);
      expect(event.data.date).toBe(addDays(request.departureDate, index));
    });
    const first = days[0]?.data;
    expect(first.accommodation.costCents).toBe(18_000);
    expect(first.meals.breakfast.costCents).toBe(1_250);
    expect(first.activities[1]).toMatchObject({ costCents: 3_200, timeOfDay: 'evening' });
    expect(first.flights).toBeUndefined();
    // Element by element: the first day came well before the model finished.
    expect((days.at(-1)?.at ?? 0) - (days[0]?.at ?? 0)).toBeGreaterThan(50);
    expect(model.requests[0]?.body.response_format.json_schema.name).toBe('itinerary_days');
    expect(model.requests).toHaveLength(1);
  });

  it("falls back to the spec's text format when the structured call fails, and parses it into days", async () => {
    model.answer = (body) =>
      isStructured(body)
        ? { mode: 'error-before-stream' }
        : {
            chunks: [
              'Day 1: Arrival\nAccommodation: Park Hotel - Art-filled rooms ($210 per night)\nBreakfast: Tsukiji - Fresh sushi\n',
              'Morning: Senso-ji Temple - The oldest temple\nEvening: Shibuya Crossing - Lights\nTransportation: Metro - Day pass\n\n',
              'Day 2: Culture\nAccommodation: Park Hotel ($210 per night)\nAfternoon: Ueno Park - Museums and ponds\n',
            ],
          };
    // Two days from Seoul: a two-day trip from Phoenix would be refused as shorter than its journey.
    const request = tripRequest({ departureCity: 'Seoul, South Korea', returnDate: addDays(tripRequest().departureDate, 1) });
    const result = await generate(server, await headersFor(server, 'premium'), request);
    const days = result.events.filter((event) => event.event === 'day').map((event) => event.data);
    expect(days.map((day) => day.day)).toEqual([1, 2]);
    expect(days[0].accommodation.costCents).toBe(21_000);
    expect(days[0].meals.breakfast.costCents).toBe(placeholderCostCents.breakfast);
    expect(days[1].date).toBe(addDays(request.departureDate, 1));
    expect(result.events.at(-1)?.event).toBe('itinerary');
    expect(model.requests).toHaveLength(2);
    expect(model.requests[1]?.body.response_format).toBeUndefined();
  });

  it('sends the generation failure as an error event when both calls fail, and saves nothing', async () => {
    model.mode = 'error-before-stream';
    const headers = await headersFor(server, 'premium');
    const result = await generate(server, headers, tripRequest());
    expect(result.status).toBe(200);
    expect(result.events).toEqual([expect.objectContaining({ event: 'error', data: { message: itineraryMessages.generateFailed } })]);
    expect(result.done).toBe(true);
    expect((await call(server, '/api/itineraries', { headers })).body.itineraries).toEqual([]);
  });

  it('aborts the model call when the client goes away', async () => {
    model.answer = (body) => (isStructured(body) ? { chunks: structuredChunks([modelDay(1), modelDay(2)]).slice(0, 3), mode: 'stall' } : undefined);
    const headers = await headersFor(server, 'premium');
    const controller = new AbortController();
    const pending = generate(server, headers, tripRequest(), controller.signal).catch(() => undefined);
    const upstream = await eventually(
      async () => model.requests[0],
      (found) => found !== undefined,
    );
    controller.abort();
    await pending;
    await upstream?.closed;
    expect(upstream?.closedEarly).toBe(true);
    expect((await call(server, '/api/itineraries', { headers })).body.itineraries).toEqual([]);
  });

  it('writes one day again with the structured answer', async () => {
    const headers = await headersFor(server, 'premium');
    model.answer = (body) => (isStructured(body) ? { chunks: structuredChunks([1, 2, 3, 4, 5, 6].map((day) => modelDay(day))) } : undefined);
    const itinerary = (await generate(server, headers, tripRequest())).events.at(-1)?.data;
    model.answer = (body) => (isStructured(body) ? { chunks: [JSON.stringify(modelDay(9, { accommodation: { name: 'Hotel Okura', description: 'Quiet', venue: 'Okura', costDollars: 300 } }))] } : undefined);
    const result = await streamCall(server, `/api/itineraries/${itinerary.id}/days/2/regenerate`, headers, { note: 'somewhere quieter' });
    expect(result.events.map((event) => event.event)).toEqual(['day', 'itinerary']);
    expect(result.events[0]?.data).toMatchObject({ day: 2, date: itinerary.plan[1].date, accommodation: { name: 'Hotel Okura', costCents: 30_000 } });
    expect(model.requests.at(-1)?.body.response_format.json_schema.name).toBe('itinerary_day');
    expect(JSON.stringify(model.requests.at(-1)?.body.messages)).toContain('somewhere quieter');
  });
});
