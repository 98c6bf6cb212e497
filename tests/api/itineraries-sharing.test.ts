import { eq } from 'drizzle-orm';
import { parseClockTime } from '../../src/shared/itineraries/clock-times.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leftAmount } from '../../src/server/itineraries/amounts-in-text.ts';
import { itineraries as itinerariesTable } from '../../src/server/db/schema/index.ts';
import { tripRequest } from './support/itineraries.ts';
import { backends, call, signUpAndSignIn, startTestServer, type TestServer } from './support/test-server.ts';

/** A three-day plan written as the model's text fallback and a careless model write it: money in the text. */
function planWithAmounts() {
  const day = (number: number) => ({
    day: number,
    date: '2030-01-01',
    accommodation: { name: 'Park Hotel', description: 'Park Hotel - quiet rooms near the station ($120 per night)', venue: 'Shiodome', costCents: 12_000 },
    meals: {
      breakfast: { name: 'Bakery', description: 'Pastries and coffee, about €8 each', costCents: 1_600 },
      lunch: { name: 'Ramen Street', description: 'A bowl is 1,200 JPY; cash only', costCents: 2_400 },
      dinner: { name: 'Sushi Dai', description: 'Omakase for 80 EUR per person (book ahead)', costCents: 16_000 },
    },
    activities: [{ name: 'Museum', description: 'Entry $1,234.50 for the group, 25 USD per adult', venue: 'Ueno', duration: '3 hours', costCents: 5_000, timeOfDay: 'morning' as const }],
    transportation: [{ type: 'Subway', description: 'Day pass: ¥800 a person', costCents: 1_600 }],
  });
  return [day(1), day(2), day(3)];
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

describe.each(backends)('sharing and saved text on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, { RATE_LIMIT_PER_MINUTE: '100000' }, { captureLogs: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function savedTrip(owner: { headers: Record<string, string> }) {
    const request = tripRequest({ otherPreferences: 'Pay with the card ending 4242.\nWindow seats.' });
    const saved = await call(server, '/api/itineraries', { method: 'POST', headers: owner.headers, body: { ...request, plan: planWithAmounts() } });
    expect(saved.status).toBe(201);
    return saved.body;
  }

  it('with costs hidden, the shared trip holds no amount in any text and not the owner\'s other preferences', async () => {
    const owner = await signUpAndSignIn(server, { plan: 'premium' });
    const itinerary = await savedTrip(owner);
    const link = (await call(server, `/api/itineraries/${itinerary.id}/share`, { method: 'POST', headers: owner.headers, body: { hideCosts: true } })).body.shareLink;
    const response = await fetch(`${server.url}/api/shared-itineraries/${link.token}`);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).not.toContain('4242');
    expect(text).not.toContain('otherPreferences');
    expect(text).not.toContain('costCents');
    const shared = JSON.parse(text);
    expect(shared.itinerary.budget).toBeNull();
    for (const value of strings(shared)) expect(value).not.toMatch(leftAmount);
    const day = shared.itinerary.plan[0];
    expect(day.accommodation.description).toBe('Park Hotel - quiet rooms near the station');
    expect(day.meals.dinner.description).toBe('Omakase (book ahead)');
    expect(day.activities[0].duration).toBe('3 hours');
    expect(day.accommodation.venue).toBe('Shiodome');

    // Shown costs show the trip as saved.
    const open = (await call(server, `/api/itineraries/${itinerary.id}/share`, { method: 'POST', headers: owner.headers, body: { hideCosts: false } })).body.shareLink;
    const visible = await call(server, `/api/shared-itineraries/${open.token}`);
    expect(visible.body.itinerary.plan[0].accommodation.description).toContain('($120 per night)');
  });

  it('keeps live share tokens out of the request log, on the API and on the page', async () => {
    const owner = await signUpAndSignIn(server, { plan: 'premium' });
    const itinerary = await savedTrip(owner);
    const link = (await call(server, `/api/itineraries/${itinerary.id}/share`, { method: 'POST', headers: owner.headers, body: { hideCosts: false } })).body.shareLink;
    const before = server.logs.length;
    for (const path of [`/api/shared-itineraries/${link.token}`, `/trips/shared/${link.token}`, `/api/%73hared-itineraries/${link.token}`, `/api/shared-itineraries/${link.token}?utm=x`]) {
      await fetch(`${server.url}${path}`);
    }
    const lines = server.logs.slice(before);
    const urls = lines.map((line) => (line.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toEqual(['/api/shared-itineraries/[redacted]', '/trips/shared/[redacted]', '/api/shared-itineraries/[redacted]', '/api/shared-itineraries/[redacted]?[redacted]']);
    expect(JSON.stringify(lines)).not.toContain(link.token);
  });

  it('stores no control character: breaks become spaces, or lines where the field keeps them', async () => {
    const owner = await signUpAndSignIn(server, { plan: 'premium' });
    const plan = planWithAmounts();
    plan[0]!.accommodation.name = 'Park\rHotel\u0000';
    plan[0]!.activities[0]!.description = 'Museum\rEND:VEVENT\rBEGIN:VEVENT\u001b[31m';
    const saved = await call(server, '/api/itineraries', {
      method: 'POST',
      headers: owner.headers,
      body: { ...tripRequest({ destinationCity: 'Tokyo\r\nJapan\u0085', otherPreferences: 'window seat\r\nquiet\rroom\u0007' }), plan },
    });
    expect(saved.status).toBe(201);
    const stored = (await call(server, `/api/itineraries/${saved.body.id}`, { headers: owner.headers })).body;
    expect(stored.destinationCity).toBe('Tokyo Japan');
    expect(stored.otherPreferences).toBe('window seat\nquiet\nroom');
    expect(stored.plan[0].accommodation.name).toBe('Park Hotel');
    expect(stored.plan[0].activities[0].description).toBe('Museum END:VEVENT BEGIN:VEVENT[31m');
    for (const value of strings(stored)) expect(value).not.toMatch(/[^\n\P{Cc}]/u);
  });

  it("writes exactly the plan's events to the calendar, even from a row saved with carriage returns", async () => {
    const owner = await signUpAndSignIn(server, { plan: 'premium' });
    const itinerary = await savedTrip(owner);
    // A row saved before text was cleaned on save.
    const plan = structuredClone(itinerary.plan);
    plan[0].activities[0].description = 'Museum\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Injected\rDTSTART:20300101T000000';
    plan[1].meals.lunch.name = 'Ramen\r\nX-INJECTED:1';
    await server.database.db.update(itinerariesTable).set({ plan, destinationCity: 'Tokyo\rX-CITY:1' }).where(eq(itinerariesTable.id, itinerary.id));
    const response = await fetch(`${server.url}/api/itineraries/${itinerary.id}/calendar.ics`, { headers: owner.headers });
    expect(response.status).toBe(200);
    const ics = await response.text();
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
    for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z-]*(;[^:]*)?:/);
    // Every meal and activity, the flights whose times read, check-in and check-out.
    const flights = plan.reduce((sum: number, day: any) => sum + (day.flights ?? []).filter((flight: any) => parseClockTime(flight.departureTime)).length, 0);
    const expected = plan.reduce((sum: number, day: any) => sum + day.activities.length + Object.keys(day.meals).length, 0) + flights + 2;
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(expected);
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(expected);
    expect(lines.some((line) => /^(SUMMARY:Injected|X-INJECTED|X-CITY|DTSTART:20300101)/.test(line))).toBe(false);
  });
});
