import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itineraries as itinerariesTable } from '../../src/server/db/schema/index.ts';
import { itineraryLimits } from '../../src/shared/itineraries/planner-options.ts';
import { seedItineraries, streamCall } from './support/itineraries.ts';
import { backends, call, signUpAndSignIn, startTestServer, type TestServer } from './support/test-server.ts';

/** The trip total worked out here, item by item: the first entry of each day, flights included. */
function cardTotalCents(plan: any[]): number {
  const seen = new Set<number>();
  let total = 0;
  for (const day of plan) {
    if (seen.has(day.day)) continue;
    seen.add(day.day);
    const items = [day.accommodation, day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.activities, ...day.transportation, ...(day.flights ?? [])].filter(Boolean);
    for (const item of items) total += item.costCents;
  }
  return total;
}

describe.each(backends)('the list of itineraries on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, { RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const list = (headers: Record<string, string>, query = '') => call(server, `/api/itineraries${query}`, { headers });

  it('pages summaries newest first, with the count, and never a plan', async () => {
    const owner = await signUpAndSignIn(server, { plan: 'premium' });
    const ids = await seedItineraries(server, owner.id, 27);
    const newestFirst = [...ids].reverse();

    const first = await list(owner.headers);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body.total).toBe(27);
    expect(first.body.itineraries).toHaveLength(itineraryLimits.pageSize);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await list(owner.headers, `?cursor=${encodeURIComponent(first.body.nextCursor)}`);
    const third = await list(owner.headers, `?cursor=${encodeURIComponent(second.body.nextCursor)}`);
    expect(third.body.nextCursor).toBeNull();
    const pages = [first, second, third].flatMap((page) => page.body.itineraries.map((entry: { id: string }) => entry.id));
    expect(pages).toEqual(newestFirst);

    // Summaries only: the fields the cards and rows show, and the plan's two figures.
    const summary = first.body.itineraries[0];
    expect(Object.keys(summary).sort()).toEqual(
      ['activities', 'activityCount', 'accommodationPreference', 'created', 'departureCity', 'departureDate', 'destinationCity', 'foodPreference', 'id', 'numPeople', 'returnDate', 'totalCents', 'transportationPreference', 'updated'].sort(),
    );
    for (const page of [first, second, third]) expect(JSON.stringify(page.body)).not.toMatch(/"plan"|costCents|otherPreferences/);

    // The figures agree with the plan, read whole only when opened.
    const opened = await call(server, `/api/itineraries/${summary.id}`, { headers: owner.headers });
    expect(summary.totalCents).toBe(cardTotalCents(opened.body.plan));
    expect(summary.totalCents).toBeGreaterThan(0);
    expect(summary.activityCount).toBe(opened.body.plan.reduce((count: number, day: any) => count + day.activities.length, 0));
    expect(summary).toMatchObject({ destinationCity: opened.body.destinationCity, departureDate: opened.body.departureDate, numPeople: opened.body.numPeople, created: opened.body.created });
  });

  it('takes a page size, and keeps its place when trips are saved or deleted meanwhile', async () => {
    const owner = await signUpAndSignIn(server, { plan: 'premium' });
    const ids = await seedItineraries(server, owner.id, 7);
    const first = await list(owner.headers, '?limit=3');
    expect(first.body.itineraries.map((entry: { id: string }) => entry.id)).toEqual(ids.slice(4).reverse());
    // A new trip on top and the last one shown gone: the next page still starts after it.
    await seedItineraries(server, owner.id, 1);
    expect((await call(server, `/api/itineraries/${ids[4]}`, { method: 'DELETE', headers: owner.headers })).status).toBe(204);
    const second = await list(owner.headers, `?limit=3&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body.itineraries.map((entry: { id: string }) => entry.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(second.body.total).toBe(7);
    const last = await list(owner.headers, `?limit=3&cursor=${encodeURIComponent(second.body.nextCursor)}`);
    expect(last.body.itineraries.map((entry: { id: string }) => entry.id)).toEqual([ids[0]]);
    expect(last.body.nextCursor).toBeNull();
  });

  it("never shows another user's trips, whatever the cursor", async () => {
    const owner = await signUpAndSignIn(server, { plan: 'premium' });
    const other = await signUpAndSignIn(server, { plan: 'premium' });
    await seedItineraries(server, owner.id, 3);
    const theirs = await list(owner.headers, '?limit=1');
    const mine = await list(other.headers, `?cursor=${encodeURIComponent(theirs.body.nextCursor)}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ itineraries: [], total: 0, nextCursor: null });
  });

  it.each([
    ['?limit=0', 'limit', 'A page holds at least 1 itinerary.'],
    [`?limit=${itineraryLimits.maxPageSize + 1}`, 'limit', `A page holds at most ${itineraryLimits.maxPageSize} itineraries.`],
    ['?limit=2.5', 'limit', 'Please give the page size as a whole number.'],
    ['?limit=many', 'limit', 'Please give the page size as a number.'],
    ["?cursor=2030-01-01T00:00:00.000000Z_x'%20or%201=1--", 'cursor', 'This page of itineraries does not exist. Please reload the list.'],
    ['?cursor=yesterday', 'cursor', 'This page of itineraries does not exist. Please reload the list.'],
  ])('refuses %s with a message', async (query, field, message) => {
    const owner = await signUpAndSignIn(server, { plan: 'premium' });
    const refused = await list(owner.headers, query);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields[field]).toBe(message);
  });

  it('fills in the figures of a trip saved before they were kept, once', async () => {
    const owner = await signUpAndSignIn(server, { plan: 'premium' });
    const [id] = await seedItineraries(server, owner.id, 1);
    const expected = (await list(owner.headers)).body.itineraries[0];
    await server.database.db.update(itinerariesTable).set({ totalCents: null, activityCount: null }).where(eq(itinerariesTable.id, id as string));
    const listed = (await list(owner.headers)).body.itineraries[0];
    expect(listed.totalCents).toBe(expected.totalCents);
    expect(listed.activityCount).toBe(expected.activityCount);
    const [stored] = await server.database.db.select({ totalCents: itinerariesTable.totalCents, activityCount: itinerariesTable.activityCount }).from(itinerariesTable).where(eq(itinerariesTable.id, id as string));
    expect(stored).toEqual({ totalCents: expected.totalCents, activityCount: expected.activityCount });
  });

  it('counts flights in the total, and migration 0012 works out again a total stored without them', async () => {
    const owner = await signUpAndSignIn(server, { plan: 'premium' });
    const [id] = await seedItineraries(server, owner.id, 1);
    const opened = (await call(server, `/api/itineraries/${id}`, { headers: owner.headers })).body;
    const { id: _id, created: _created, updated: _updated, isCompleted: _completed, ...trip } = opened;
    const plan = structuredClone(opened.plan);
    const flight = { airline: '', flightNumber: '', departureAirport: 'Chicago (ORD)', arrivalAirport: 'Lisbon (LIS)', departureTime: '6:05 PM', arrivalTime: '7:40 AM (+1)', duration: 'about 8 h 30 min', costCents: 1_280_00 };
    plan[0].flights = [flight];
    plan.at(-1).flights = [{ ...flight, departureAirport: 'Lisbon (LIS)', arrivalAirport: 'Chicago (ORD)', departureTime: '11:00 AM', arrivalTime: '2:30 PM' }];
    expect((await call(server, `/api/itineraries/${id}`, { method: 'PUT', headers: owner.headers, body: { ...trip, plan } })).status).toBe(200);
    const withFlights = cardTotalCents(plan);
    expect((await list(owner.headers)).body.itineraries[0].totalCents).toBe(withFlights);

    // A row as the list stored it before: its flights left out.
    await server.database.db.update(itinerariesTable).set({ totalCents: withFlights - 2 * 1_280_00 }).where(eq(itinerariesTable.id, id as string));
    expect((await list(owner.headers)).body.itineraries[0].totalCents).toBe(withFlights - 2 * 1_280_00);
    const migration = readFileSync(new URL('../../drizzle/0012_itinerary_totals_with_flights.sql', import.meta.url), 'utf8');
    await server.database.db.execute(sql.raw(migration));
    expect((await list(owner.headers)).body.itineraries[0].totalCents).toBe(withFlights);
  });

  it('keeps the figures up to date when a plan is saved again or a day is written again', async () => {
    const owner = await signUpAndSignIn(server, { plan: 'premium' });
    const [id] = await seedItineraries(server, owner.id, 1);
    const opened = (await call(server, `/api/itineraries/${id}`, { headers: owner.headers })).body;
    const { id: _id, created: _created, updated: _updated, isCompleted: _completed, ...trip } = opened;
    const plan = structuredClone(opened.plan);
    plan[0].activities = [];
    plan[1].accommodation.costCents += 12_345;
    expect((await call(server, `/api/itineraries/${id}`, { method: 'PUT', headers: owner.headers, body: { ...trip, plan } })).status).toBe(200);
    const listed = (await list(owner.headers)).body.itineraries[0];
    expect(listed.totalCents).toBe(cardTotalCents(plan));
    expect(listed.activityCount).toBe(plan.reduce((count: number, day: any) => count + day.activities.length, 0));

    const again = await streamCall(server, `/api/itineraries/${id}/days/1/regenerate`, owner.headers, { note: 'more museums' });
    const rewritten = again.events.find((event) => event.event === 'itinerary')?.data;
    expect(rewritten.plan[0].activities.length).toBeGreaterThan(0);
    const relisted = (await list(owner.headers)).body.itineraries[0];
    expect(relisted.totalCents).toBe(cardTotalCents(rewritten.plan));
    expect(relisted.activityCount).toBe(rewritten.plan.reduce((count: number, day: any) => count + day.activities.length, 0));
  });
});
