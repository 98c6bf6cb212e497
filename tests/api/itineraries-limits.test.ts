import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog } from '../../src/shared/errors.ts';
import { interestOptions, itineraryLimits } from '../../src/shared/itineraries/planner-options.ts';
import { addDays } from '../../src/shared/itineraries/trip-dates.ts';
import { generate, generated, seedItineraries, tripRequest } from './support/itineraries.ts';
import { backends, call, endPremium, signUpAndSignIn, startTestServer, type TestServer } from './support/test-server.ts';

/** A day that passes the schema with `activities` activities of `description` each. */
function wordyDay(day: number, activities: number, description: string) {
  return {
    day,
    date: '2030-01-01',
    accommodation: { name: 'Hotel', description: 'A room', costCents: 10_000 },
    meals: {},
    activities: Array.from({ length: activities }, (_, index) => ({ name: `Activity ${index + 1}`, description, duration: '2 hours', costCents: 1_000 })),
    transportation: [],
  };
}
const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

describe.each(backends)('the bounds on saved itineraries on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, { RATE_LIMIT_PER_MINUTE: '100000', ITINERARY_SAVE_RATE_LIMIT_PER_MINUTE: '5', ITINERARY_OFFLINE_DAY_DELAY_MS: '0' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps the error messages and the shared limits together', () => {
    expect(errorCatalog['conflict:saved_itinerary_limit'].message).toContain(`${itineraryLimits.savedItineraries} saved itineraries`);
    expect(errorCatalog['payload_too_large:itinerary'].message).toContain(`${itineraryLimits.planBytes / 1024} KB`);
  });

  it('holds 200 itineraries per account, two saves racing at 199 take one place, and the list of 200 stays small', async () => {
    const owner = await signUpAndSignIn(server, { plan: 'premium' });
    // Thirty-day plans, as large as the offline planner writes them.
    await seedItineraries(server, owner.id, itineraryLimits.savedItineraries - 1, { days: 30 });
    const plan = (await generated(server, (await signUpAndSignIn(server, { plan: 'premium' })).headers)).plan;
    const saves = await Promise.all([1, 2, 3].map(() => call(server, '/api/itineraries', { method: 'POST', headers: owner.headers, body: { ...tripRequest(), plan } })));
    expect(saves.map((save) => save.status).sort()).toEqual([201, 409, 409]);
    const refused = saves.find((save) => save.status === 409);
    expect(refused?.body.error).toEqual({ code: 'conflict:saved_itinerary_limit', message: 'You have reached the limit of 200 saved itineraries. Please delete one to save another.' });

    // A generation is refused before any work; editing one of them is not a new itinerary.
    const more = await generate(server, owner.headers, tripRequest());
    expect(more.status).toBe(409);
    expect(more.body.error.code).toBe('conflict:saved_itinerary_limit');

    const started = performance.now();
    const response = await fetch(`${server.url}/api/itineraries`, { headers: owner.headers });
    const body = await response.text();
    const elapsed = performance.now() - started;
    expect(JSON.parse(body).total).toBe(200);
    // Twelve summaries, where the list of every full plan once ran to 198 MB (issue 22).
    expect(body.length).toBeLessThan(12_000);
    expect(elapsed).toBeLessThan(2_000);

    // Deleting one makes room again.
    const oldest = await call(server, `/api/itineraries?limit=${itineraryLimits.maxPageSize}`, { headers: owner.headers });
    expect((await call(server, `/api/itineraries/${oldest.body.itineraries[0].id}`, { method: 'DELETE', headers: owner.headers })).status).toBe(204);
    expect((await call(server, '/api/itineraries', { method: 'POST', headers: owner.headers, body: { ...tripRequest(), plan } })).status).toBe(201);
  }, 120_000);

  it('keeps the free plan at one itinerary, with its own message', async () => {
    const owner = await signUpAndSignIn(server);
    const plan = (await generated(server, owner.headers)).plan;
    const second = await call(server, '/api/itineraries', { method: 'POST', headers: owner.headers, body: { ...tripRequest(), plan } });
    expect(second.status).toBe(403);
    expect(second.body.error.code).toBe('forbidden:itinerary_limit');
  });

  it('when Premium ends, keeps every itinerary to list, open and delete; a new one needs Premium again while one is left', async () => {
    const owner = await signUpAndSignIn(server, { plan: 'premium' });
    const ids = await seedItineraries(server, owner.id, 3);
    await endPremium(server, owner.id);
    const freeLimit = { code: 'forbidden:itinerary_limit', message: 'You have reached your free trial limit. Please subscribe to continue.' };

    const listed = await call(server, '/api/itineraries', { headers: owner.headers });
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(3);
    expect(listed.body.itineraries.map((entry: { id: string }) => entry.id).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const opened = await call(server, `/api/itineraries/${id}`, { headers: owner.headers });
      expect(opened.status).toBe(200);
      expect(opened.body.plan.length).toBeGreaterThan(0);
    }

    const refused = await generate(server, owner.headers, tripRequest());
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual(freeLimit);
    const [first, second, last] = ids as [string, string, string];
    for (const id of [first, second]) expect((await call(server, `/api/itineraries/${id}`, { method: 'DELETE', headers: owner.headers })).status).toBe(204);
    // One left: the free plan's one itinerary is taken, so still no new one.
    expect((await generate(server, owner.headers, tripRequest())).body.error).toEqual(freeLimit);
    expect((await call(server, '/api/itineraries', { headers: owner.headers })).body.total).toBe(1);

    expect((await call(server, `/api/itineraries/${last}`, { method: 'DELETE', headers: owner.headers })).status).toBe(204);
    expect((await generated(server, owner.headers)).id).toEqual(expect.any(String));
  });

  it('refuses a plan over 512 KB with 413 on create and on save, and leaves the saved one as it was', async () => {
    const owner = await signUpAndSignIn(server, { plan: 'premium' });
    const trip = tripRequest({ returnDate: addDays(tripRequest().departureDate, 29) });
    // Three bytes a character: more than the cap in bytes, fewer characters than it.
    const heavy = Array.from({ length: 20 }, (_, index) => wordyDay(index + 1, 10, '東'.repeat(900)));
    expect(bytesOf(heavy)).toBeGreaterThan(itineraryLimits.planBytes);
    expect(JSON.stringify(heavy).length).toBeLessThan(itineraryLimits.planBytes);
    const created = await call(server, '/api/itineraries', { method: 'POST', headers: owner.headers, body: { ...trip, plan: heavy } });
    expect(created.status).toBe(413);
    expect(created.body.error).toEqual({ code: 'payload_too_large:itinerary', message: 'This itinerary is too large to save (at most 512 KB). Please remove some days or shorten the descriptions.' });

    const justUnder = Array.from({ length: 30 }, (_, index) => wordyDay(index + 1, 16, 'x'.repeat(990)));
    expect(bytesOf(justUnder)).toBeLessThan(itineraryLimits.planBytes);
    expect(bytesOf(justUnder)).toBeGreaterThan(itineraryLimits.planBytes * 0.9);
    const saved = await call(server, '/api/itineraries', { method: 'POST', headers: owner.headers, body: { ...trip, plan: justUnder } });
    expect(saved.status).toBe(201);

    const edited = await call(server, `/api/itineraries/${saved.body.id}`, { method: 'PUT', headers: owner.headers, body: { ...trip, numPeople: 7, plan: heavy } });
    expect(edited.status).toBe(413);
    const after = await call(server, `/api/itineraries/${saved.body.id}`, { headers: owner.headers });
    expect(after.body.numPeople).toBe(trip.numPeople);
    expect(after.body.plan).toHaveLength(30);
  });

  it('leaves room for a large generated 30-day plan: it is far below the cap', async () => {
    const owner = await signUpAndSignIn(server, { plan: 'premium' });
    const large = await generated(server, owner.headers, {
      returnDate: addDays(tripRequest().departureDate, 29),
      numPeople: 20,
      budget: 1_000_000,
      activities: [...interestOptions],
      foodPreference: 'Local cuisine, Fine dining, Street food, Vegetarian, Kosher',
      otherPreferences: 'x'.repeat(1_000),
    });
    expect(large.plan).toHaveLength(30);
    expect(bytesOf(large.plan)).toBeLessThan(itineraryLimits.planBytes / 5);
    const { id: _id, created: _created, updated: _updated, isCompleted: _completed, ...body } = large;
    expect((await call(server, `/api/itineraries/${large.id}`, { method: 'PUT', headers: owner.headers, body })).status).toBe(200);
  });

  it('limits saves per user per minute, creating and saving together, with Retry-After', async () => {
    const owner = await signUpAndSignIn(server, { plan: 'premium' });
    const plan = (await generated(server, owner.headers)).plan;
    const [id] = await seedItineraries(server, owner.id, 1);
    const body = { ...tripRequest(), plan };
    const statuses: number[] = [];
    for (const method of ['POST', 'PUT', 'POST', 'PUT', 'POST', 'PUT']) {
      statuses.push((await call(server, method === 'POST' ? '/api/itineraries' : `/api/itineraries/${id}`, { method, headers: owner.headers, body })).status);
    }
    expect(statuses).toEqual([201, 200, 201, 200, 201, 429]);
    const refused = await call(server, '/api/itineraries', { method: 'POST', headers: owner.headers, body });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'rate_limit:itinerary_save', message: 'You are saving itineraries too quickly. Please wait a moment and try again.' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Counted before the body is read: even a malformed save is refused as too quick.
    expect((await call(server, '/api/itineraries', { method: 'POST', headers: owner.headers, body: '{' })).status).toBe(429);
    // Reading is not saving, and another user has a bucket of their own.
    expect((await call(server, '/api/itineraries', { headers: owner.headers })).status).toBe(200);
    const other = await signUpAndSignIn(server, { plan: 'premium' });
    expect((await call(server, '/api/itineraries', { method: 'POST', headers: other.headers, body })).status).toBe(201);
  });
});

describe('the save limit with REDIS_URL', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `wayfinder-test-${randomBytes(6).toString('hex')}:`;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, DEMO_ACCOUNTS: 'false', ITINERARY_SAVE_RATE_LIMIT_PER_MINUTE: '3' };
    first = await startTestServer('pglite', env);
    second = await startTestServer('pglite', env, { instanceOf: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts the saves made on every instance against one limit', async () => {
    const owner = await signUpAndSignIn(first, { plan: 'premium' });
    const plan = (await generated(first, owner.headers)).plan;
    const save = (instance: TestServer) => call(instance, '/api/itineraries', { method: 'POST', headers: { ...owner.headers, origin: instance.url }, body: { ...tripRequest(), plan } });
    const statuses = [(await save(first)).status, (await save(second)).status, (await save(first)).status, (await save(second)).status];
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
