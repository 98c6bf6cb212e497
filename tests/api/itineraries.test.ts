import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseClockTime } from '../../src/shared/itineraries/clock-times.ts';
import { crisisResources } from '../../src/shared/chat/crisis-resources.ts';
import { itineraryMessages, tripRequestMessages } from '../../src/shared/itineraries/planner-options.ts';
import { addDays } from '../../src/shared/itineraries/trip-dates.ts';
import { eventually } from './support/chat.ts';
import { generate, generated, readStream, streamCall, tripRequest } from './support/itineraries.ts';
import { backends, call, headersFor, signUpAndSignIn, startTestServer, type TestServer } from './support/test-server.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** A valid one-day plan, so that a save is refused for the trip request alone (the date rules run once every field is valid). */
const onePlanDay = [
  {
    day: 1,
    date: today(),
    accommodation: { name: 'Hotel', description: 'A room', costCents: 10_000 },
    meals: {},
    activities: [],
    transportation: [],
  },
];

describe.each(backends)('itineraries on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, { ITINERARY_OFFLINE_DAY_DELAY_MS: '40', ITINERARY_RATE_LIMIT: '6', RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('validation', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['no departure city', { departureCity: '' }, 'departureCity', tripRequestMessages.departureCity],
      ['no destination', { destinationCity: '  ' }, 'destinationCity', tripRequestMessages.destinationCity],
      ['no departure date', { departureDate: '' }, 'departureDate', tripRequestMessages.departureDate],
      ['no return date', { returnDate: '' }, 'returnDate', tripRequestMessages.returnDate],
      ['departure after return', { departureDate: addDays(today(), 20), returnDate: addDays(today(), 18) }, 'departureDate', tripRequestMessages.dateOrder],
      ['no activity', { activities: [] }, 'activities', tripRequestMessages.activities],
      ['0 people', { numPeople: 0 }, 'numPeople', 'At least 1 person.'],
      ['21 people', { numPeople: 21 }, 'numPeople', 'At most 20 people.'],
      ['a budget of 50', { budget: 50 }, 'budget', 'The budget must be at least $100.'],
      ['31 days', { departureDate: addDays(today(), 2), returnDate: addDays(today(), 32) }, 'returnDate', 'A trip can be at most 30 days long.'],
      ['a past date', { departureDate: addDays(today(), -5), returnDate: addDays(today(), 2) }, 'departureDate', 'The departure date cannot be in the past.'],
      ['an unknown activity', { activities: ['Museums', 'Skydiving'] }, 'activities.1', 'Please choose activities from the list.'],
      ['1,001 characters of other preferences', { otherPreferences: 'x'.repeat(1_001) }, 'otherPreferences', 'Please keep this under 1,000 characters.'],
    ];

    it.each(cases)('refuses %s with its message, on generate and on save', async (_name, overrides, field, message) => {
      const headers = await headersFor(server, 'premium');
      const result = await generate(server, headers, tripRequest(overrides));
      expect(result.status).toBe(400);
      expect(result.body.error.code).toBe('bad_request:validation');
      expect(result.body.error.fields[field]).toBe(message);
      const saved = await call(server, '/api/itineraries', { method: 'POST', headers, body: { ...tripRequest(overrides), plan: onePlanDay } });
      expect(saved.status).toBe(400);
      expect(saved.body.error.fields[field]).toBe(message);
    });
  });

  describe('roles', () => {
    it('answers a visitor 401 on every itinerary route', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      const routes: [string, string, unknown?][] = [
        ['POST', '/api/itineraries/generate', tripRequest()],
        ['GET', '/api/itineraries'],
        ['POST', '/api/itineraries', tripRequest()],
        ['GET', '/api/itineraries/preferences'],
        ['GET', `/api/itineraries/${id}`],
        ['PUT', `/api/itineraries/${id}`, tripRequest()],
        ['DELETE', `/api/itineraries/${id}`],
        ['POST', `/api/itineraries/${id}/days/1/regenerate`, {}],
        ['GET', `/api/itineraries/${id}/calendar.ics`],
        ['GET', `/api/itineraries/${id}/share`],
        ['POST', `/api/itineraries/${id}/share`, {}],
        ['DELETE', `/api/itineraries/${id}/share`],
      ];
      for (const [method, path, body] of routes) {
        const result = await call(server, path, { method, headers: { origin: server.url }, ...(body === undefined ? {} : { body }) });
        expect(result.status, `${method} ${path}`).toBe(401);
        expect(result.body.error.code).toBe('unauthorized:session');
      }
    });

    it('limits a free user (admins on the free plan too) to one itinerary, and lets them edit it', async () => {
      for (const role of ['free', 'admin'] as const) {
        const headers = await headersFor(server, role);
        const first = await generated(server, headers);
        const second = await generate(server, headers, tripRequest());
        expect(second.status).toBe(403);
        expect(second.body.error).toEqual({ code: 'forbidden:itinerary_limit', message: itineraryMessages.freeLimit });
        const saved = await call(server, '/api/itineraries', { method: 'POST', headers, body: { ...tripRequest(), plan: first.plan } });
        expect(saved.status).toBe(403);
        expect(saved.body.error.message).toBe('You have reached your free trial limit. Please subscribe to continue.');
        // Editing replaces the plan and the trip request, and is not a second itinerary.
        const edited = await generate(server, headers, tripRequest({ itineraryId: first.id, destinationCity: 'Paris, France' }));
        const itinerary = edited.events.find((event) => event.event === 'itinerary')?.data;
        expect(itinerary.id).toBe(first.id);
        expect(itinerary.destinationCity).toBe('Paris, France');
        const list = await call(server, '/api/itineraries', { headers });
        expect(list.body.itineraries.map((entry: { id: string }) => entry.id)).toEqual([first.id]);
      }
    });

    it("tells the planner how many of the free plan's itineraries are used, as the server counts them", async () => {
      const allowance = async (headers: Record<string, string>) => (await call(server, '/api/itineraries/preferences', { headers })).body.freePlan;
      for (const role of ['free', 'admin'] as const) {
        const headers = await headersFor(server, role);
        expect(await allowance(headers)).toEqual({ used: 0, limit: 1 });
        const first = await generated(server, headers);
        expect(await allowance(headers)).toEqual({ used: 1, limit: 1 });
        // The notice and the refusal agree: at 1 of 1, generating is refused.
        expect((await generate(server, headers, tripRequest())).status).toBe(403);
        expect((await call(server, `/api/itineraries/${first.id}`, { method: 'DELETE', headers })).status).toBe(204);
        expect(await allowance(headers)).toEqual({ used: 0, limit: 1 });
      }
      // Premium has no free allowance to state.
      const premium = await headersFor(server, 'premium');
      await generated(server, premium);
      expect(await allowance(premium)).toBeNull();
    });

    it('lets a Premium user have several itineraries', async () => {
      const headers = await headersFor(server, 'premium');
      await generated(server, headers);
      await generated(server, headers, { destinationCity: 'Paris, France' });
      const saved = await call(server, '/api/itineraries', { method: 'POST', headers, body: { ...tripRequest(), plan: (await generated(server, headers)).plan } });
      expect(saved.status).toBe(201);
      const list = await call(server, '/api/itineraries', { headers });
      expect(list.body.itineraries).toHaveLength(4);
      // Newest first.
      expect(list.body.itineraries[0].id).toBe(saved.body.id);
    });

    it('gives a free user at most one itinerary when two saves race', async () => {
      const headers = await headersFor(server, 'free');
      const plan = (await generated(server, await headersFor(server, 'premium'))).plan;
      const results = await Promise.all([1, 2, 3].map(() => call(server, '/api/itineraries', { method: 'POST', headers, body: { ...tripRequest(), plan } })));
      expect(results.map((result) => result.status).sort()).toEqual([201, 403, 403]);
    });

    it("answers 404 for another user's itinerary on every route, and leaves it intact", async () => {
      const owner = await headersFor(server, 'premium');
      const other = await headersFor(server, 'premium');
      const mine = await generated(server, owner);
      const id = mine.id as string;
      const attempts: [string, string, unknown?][] = [
        ['GET', `/api/itineraries/${id}`],
        ['PUT', `/api/itineraries/${id}`, { ...tripRequest(), plan: mine.plan }],
        ['DELETE', `/api/itineraries/${id}`],
        ['POST', `/api/itineraries/${id}/days/1/regenerate`, {}],
        ['GET', `/api/itineraries/${id}/calendar.ics`],
        ['GET', `/api/itineraries/${id}/share`],
        ['POST', `/api/itineraries/${id}/share`, {}],
        ['DELETE', `/api/itineraries/${id}/share`],
      ];
      for (const [method, path, body] of attempts) {
        const result = await call(server, path, { method, headers: other, ...(body === undefined ? {} : { body }) });
        expect(result.status, `${method} ${path}`).toBe(404);
        expect(result.body.error.code).toBe('not_found:itinerary');
      }
      const editing = await generate(server, other, tripRequest({ itineraryId: id }));
      expect(editing.status).toBe(404);
      const after = await call(server, `/api/itineraries/${id}`, { headers: owner });
      expect(after.body).toEqual(mine);
    });
  });

  describe('generation', () => {
    it('streams every day before the itinerary, Day 1 well before the last, dated from the departure', async () => {
      const headers = await headersFor(server, 'premium');
      const request = tripRequest();
      const result = await generate(server, headers, request);
      expect(result.status).toBe(200);
      expect(result.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(result.done).toBe(true);
      const names = result.events.map((event) => event.event);
      expect(names).toEqual(['day', 'day', 'day', 'day', 'day', 'day', 'itinerary']);
      const days = result.events.filter((event) => event.event === 'day');
      days.forEach((event, index) => {
        expect(event.data.day).toBe(index + 1);
        expect(event.data.date).toBe(addDays(request.departureDate, index));
      });
      // Six days 40 ms apart: the first arrives long before the stream ends.
      expect((days.at(-1)?.at ?? 0) - (days[0]?.at ?? 0)).toBeGreaterThan(120);
      const itinerary = result.events.at(-1)?.data;
      expect(itinerary.plan).toEqual(days.map((event) => event.data));
      expect(itinerary.isCompleted).toBe(true);
      expect((await call(server, `/api/itineraries/${itinerary.id}`, { headers })).body).toEqual(itinerary);
    });

    it('sends the crisis resources before the first day when the free text shows a crisis signal, and still plans', async () => {
      const headers = await headersFor(server, 'premium');
      const result = await generate(server, headers, tripRequest({ otherPreferences: 'theres no way out for me' }));
      expect(result.events[0]).toMatchObject({ event: 'safety', data: { resources: crisisResources } });
      expect(result.events[1]?.event).toBe('day');
      expect(result.events.at(-1)?.event).toBe('itinerary');
      const calm = await generate(server, headers, tripRequest({ otherPreferences: 'a quiet hotel, please' }));
      expect(calm.events.some((event) => event.event === 'safety')).toBe(false);
    });

    it('stops and saves nothing when the client goes away', async () => {
      const headers = await headersFor(server, 'premium');
      const controller = new AbortController();
      const started = performance.now();
      const response = await fetch(`${server.url}/api/itineraries/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(tripRequest({ returnDate: addDays(tripRequest().departureDate, 20) })),
        signal: controller.signal,
      });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toContain('event: day');
      controller.abort();
      expect(performance.now() - started).toBeLessThan(800);
      // The slot is released (one at a time), and nothing was stored.
      const next = await eventually(
        () => generate(server, headers, tripRequest()),
        (result) => result.status === 200,
      );
      expect(next.events.at(-1)?.event).toBe('itinerary');
      const list = await call(server, '/api/itineraries', { headers });
      expect(list.body.itineraries).toHaveLength(1);
    });

    it('refuses a second generation while one streams, and past the limit per window (429)', async () => {
      const headers = await headersFor(server, 'premium');
      const started = performance.now();
      const running = fetch(`${server.url}/api/itineraries/generate`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(tripRequest()) });
      const firstResponse = await running;
      const concurrent = await generate(server, headers, tripRequest());
      expect(concurrent.status).toBe(429);
      expect(concurrent.body.error.code).toBe('rate_limit:itinerary_concurrent');
      expect((await readStream(firstResponse, started)).done).toBe(true);
      // The limit is 6 per window here: the first stream and the refused one count as started... only the first.
      for (let index = 0; index < 5; index++) expect((await generate(server, headers, tripRequest())).status).toBe(200);
      const refused = await generate(server, headers, tripRequest());
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('rate_limit:itinerary');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('saved itineraries', () => {
    it('saves, reads, updates and deletes, and remembers the latest choices as preferences', async () => {
      const headers = await headersFor(server, 'premium');
      const defaults = await call(server, '/api/itineraries/preferences', { headers });
      expect(defaults.body).toEqual({ accommodation: 'Hotel', food: ['Local cuisine'], transportation: ['Public Transport'], activities: ['Museums', 'Food Tours', 'Outdoor Adventures'], freePlan: null });
      const plan = (await generated(server, await headersFor(server, 'premium'))).plan;
      const created = await call(server, '/api/itineraries', {
        method: 'POST',
        headers,
        body: { ...tripRequest({ accommodationPreference: 'Hostel', foodPreference: 'Vegetarian, Kosher', transportationPreference: 'Walking', activities: ['Beaches', 'Wildlife', 'Nightlife', 'Museums'] }), plan },
      });
      expect(created.status).toBe(201);
      const preferences = await call(server, '/api/itineraries/preferences', { headers });
      expect(preferences.body).toEqual({ accommodation: 'Hostel', food: ['Vegetarian', 'Kosher'], transportation: ['Walking'], activities: ['Beaches', 'Wildlife', 'Nightlife'], freePlan: null });

      const changedPlan = structuredClone(plan);
      changedPlan[0].accommodation.name = 'A hotel I found myself';
      const updated = await call(server, `/api/itineraries/${created.body.id}`, { method: 'PUT', headers, body: { ...tripRequest({ numPeople: 3 }), plan: changedPlan } });
      expect(updated.status).toBe(200);
      expect(updated.body.numPeople).toBe(3);
      expect(updated.body.plan[0].accommodation.name).toBe('A hotel I found myself');

      const beyond = structuredClone(plan);
      beyond[0].day = 40;
      const refused = await call(server, `/api/itineraries/${created.body.id}`, { method: 'PUT', headers, body: { ...tripRequest(), plan: beyond } });
      expect(refused.status).toBe(400);

      expect((await call(server, `/api/itineraries/${created.body.id}`, { method: 'DELETE', headers })).status).toBe(204);
      expect((await call(server, `/api/itineraries/${created.body.id}`, { headers })).status).toBe(404);
    });
  });

  describe('one day again', () => {
    it('streams one new day, then the saved itinerary, and leaves every other day exactly as it was', async () => {
      const headers = await headersFor(server, 'premium');
      const itinerary = await generated(server, headers);
      const result = await streamCall(server, `/api/itineraries/${itinerary.id}/days/3/regenerate`, headers, { note: 'more museums' });
      expect(result.status).toBe(200);
      expect(result.events.map((event) => event.event)).toEqual(['day', 'itinerary']);
      expect(result.done).toBe(true);
      const day = result.events[0]?.data;
      expect(day.day).toBe(3);
      expect(day.date).toBe(itinerary.plan[2].date);
      expect(day).not.toEqual(itinerary.plan[2]);
      const saved = result.events[1]?.data;
      expect(saved.plan[2]).toEqual(day);
      for (const index of [0, 1, 3, 4, 5]) expect(JSON.stringify(saved.plan[index])).toBe(JSON.stringify(itinerary.plan[index]));
      expect((await call(server, `/api/itineraries/${itinerary.id}`, { headers })).body.plan).toEqual(saved.plan);
    });

    it("makes the day cheaper when asked, and never counts toward the free limit", async () => {
      const headers = await headersFor(server, 'free');
      const itinerary = await generated(server, headers);
      const cost = (day: any) =>
        [day.accommodation, day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.activities, ...day.transportation, ...(day.flights ?? [])].reduce((sum: number, item: any) => sum + (item?.costCents ?? 0), 0);
      const result = await streamCall(server, `/api/itineraries/${itinerary.id}/days/2/regenerate`, headers, { note: 'cheaper' });
      expect(cost(result.events[0]?.data)).toBeLessThan(cost(itinerary.plan[1]));
    });

    it('answers 404 for a day the itinerary does not have', async () => {
      const headers = await headersFor(server, 'premium');
      const itinerary = await generated(server, headers);
      const result = await call(server, `/api/itineraries/${itinerary.id}/days/9/regenerate`, { method: 'POST', headers, body: {} });
      expect(result.status).toBe(404);
      expect(result.body.error.code).toBe('not_found:itinerary_day');
    });
  });

  describe('calendar', () => {
    it('exports one event per meal and activity, the flights, check-in and check-out, on the trip dates, as an attachment', async () => {
      const headers = await headersFor(server, 'premium');
      // A real place (unknown ones are refused), written with quotes the file name must drop.
      const itinerary = await generated(server, headers, { destinationCity: 'São Paulo, "Brazil"' });
      const response = await fetch(`${server.url}/api/itineraries/${itinerary.id}/calendar.ics`, { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="sao-paulo-brazil-trip.ics"');
      const ics = await response.text();
      const unfolded = ics.replace(/\r\n[ \t]/g, '');
      const events = unfolded.split('BEGIN:VEVENT').slice(1);
      const flights = itinerary.plan.reduce((sum: number, day: any) => sum + (day.flights ?? []).filter((flight: any) => parseClockTime(flight.departureTime)).length, 0);
      const stay = itinerary.plan.length > 1 ? 2 : 1;
      const expected = itinerary.plan.reduce((sum: number, day: any) => sum + day.activities.length + Object.keys(day.meals).length, 0) + flights + stay;
      expect(events).toHaveLength(expected);
      expect((unfolded.match(/END:VEVENT/g) ?? []).length).toBe(expected);
      expect(events.filter((event) => /\r\nSUMMARY:Check-(in|out): /.test(event))).toHaveLength(stay);
      const trip = new Set(itinerary.plan.map((day: any) => day.date.replaceAll('-', '')));
      for (const event of events) {
        const start = /DTSTART[^:]*:(\d{8})T(\d{6})(Z?)/.exec(event);
        expect(start, event).not.toBeNull();
        expect(trip.has(start?.[1])).toBe(true);
        // Local times with their zone: meals and activities in the destination's, flights in their airports'.
        expect(start?.[3]).toBe('');
        if (/UID:[^\r\n]*-d\d+-(breakfast|lunch|dinner|a\d+)@/.test(event)) expect(event).toMatch(/\r\nDTSTART;TZID=America\/Sao_Paulo:/);
      }
      expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r?\n/);
      expect(unfolded.trim().endsWith('END:VCALENDAR')).toBe(true);
    });
  });

  describe('share links', () => {
    it('creates a link anyone can read signed out, hides every cost when asked, replaces and revokes', async () => {
      const owner = await signUpAndSignIn(server, { plan: 'premium' });
      const itinerary = await generated(server, owner.headers);
      expect((await call(server, `/api/itineraries/${itinerary.id}/share`, { headers: owner.headers })).body).toEqual({ shareLink: null });

      const created = await call(server, `/api/itineraries/${itinerary.id}/share`, { method: 'POST', headers: owner.headers, body: { hideCosts: false } });
      expect(created.status).toBe(200);
      const link = created.body.shareLink;
      expect(link.url).toBe(`${server.config.publicUrl}/trips/shared/${link.token}`);
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await call(server, `/api/itineraries/${itinerary.id}/share`, { headers: owner.headers })).body.shareLink).toEqual(link);

      const visible = await call(server, `/api/shared-itineraries/${link.token}`);
      expect(visible.status).toBe(200);
      expect(visible.body.hideCosts).toBe(false);
      expect(visible.body.itinerary.plan).toEqual(itinerary.plan);
      expect(visible.body.itinerary.budget).toBe(itinerary.budget);
      expect(JSON.stringify(visible.body)).not.toContain(itinerary.id);
      expect(JSON.stringify(visible.body)).not.toContain(owner.id);

      // A new link with hidden costs replaces the first.
      const hidden = (await call(server, `/api/itineraries/${itinerary.id}/share`, { method: 'POST', headers: owner.headers, body: { hideCosts: true } })).body.shareLink;
      expect(hidden.token).not.toBe(link.token);
      expect((await call(server, `/api/shared-itineraries/${link.token}`)).status).toBe(404);
      const shared = await call(server, `/api/shared-itineraries/${hidden.token}`);
      expect(shared.body.hideCosts).toBe(true);
      expect(shared.body.itinerary.budget).toBeNull();
      expect(JSON.stringify(shared.body)).not.toContain('costCents');
      expect(shared.body.itinerary.plan[0].accommodation.name).toBe(itinerary.plan[0].accommodation.name);

      expect((await call(server, `/api/itineraries/${itinerary.id}/share`, { method: 'DELETE', headers: owner.headers })).status).toBe(204);
      const revoked = await call(server, `/api/shared-itineraries/${hidden.token}`);
      expect(revoked.status).toBe(404);
      expect(revoked.body.error.code).toBe('not_found:shared_itinerary');
      expect((await call(server, `/api/shared-itineraries/${'x'.repeat(43)}`)).status).toBe(404);
    });
  });

  describe("the spec's assistant call (advisor '2')", () => {
    it('streams the trip in the text format, which the spec parser reads back into the days', async () => {
      const { parseItineraryText } = await import('../../src/shared/itineraries/itinerary-text.ts');
      const headers = await headersFor(server, 'free');
      const { chat } = await import('./support/chat.ts');
      const travelData = { departureCity: 'Phoenix, AZ', destinationCity: 'Tokyo, Japan', numPeople: 2, departureDate: addDays(today(), 10), returnDate: addDays(today(), 13), activities: ['Museums'] };
      const result = await chat(server, headers, { message: '', advisorId: '2', travelData });
      expect(result.status).toBe(200);
      expect(result.done).toBe(true);
      const days = parseItineraryText(result.content, travelData.departureDate);
      expect(days.map((day) => day.day)).toEqual([1, 2, 3, 4]);
      expect(days[0]?.date).toBe(travelData.departureDate);
      expect(result.events.length).toBeGreaterThan(1);
      // Nothing is saved: the page saves what it parsed.
      expect((await call(server, '/api/itineraries', { headers })).body.itineraries).toEqual([]);
    });
  });
});
