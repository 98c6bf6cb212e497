import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unknownPlaceMessage } from '../../src/shared/itineraries/place-messages.ts';
import { call, backends, signUpAndSignIn, startTestServer, type TestServer } from './support/test-server.ts';
import { generate, generated, tripRequest } from './support/itineraries.ts';

describe.each(backends)('trips to places that cannot be found on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, { RATE_LIMIT_PER_MINUTE: '100000', ITINERARY_OFFLINE_DAY_DELAY_MS: '0' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('are refused as a field error, before the free plan counts them', async () => {
    const user = await signUpAndSignIn(server, { plan: 'free' });
    const refused = await generate(server, user.headers, tripRequest({ destinationCity: 'Qwertyville' }));
    expect(refused.status).toBe(400);
    const message = 'We could not find “Qwertyville”. Please check the spelling, or add the country (for example “Lisbon, Portugal”).';
    expect(unknownPlaceMessage('Qwertyville')).toBe(message);
    expect(refused.body.error).toEqual({ code: 'bad_request:validation', message, fields: { destinationCity: message } });

    const both = await generate(server, user.headers, tripRequest({ departureCity: 'Atlantis, Greece', destinationCity: 'Zzyzzxq' }));
    expect(both.status).toBe(400);
    expect(Object.keys(both.body.error.fields)).toEqual(['departureCity', 'destinationCity']);
    expect(both.body.error.message).toBe(unknownPlaceMessage('Atlantis, Greece'));

    // Nothing was counted or saved: the free itinerary is still there to use.
    const allowance = (await call(server, '/api/itineraries/preferences', { headers: user.headers })).body.freePlan;
    expect(allowance.used).toBe(0);
    const first = await generated(server, user.headers, { departureCity: 'Chicago', destinationCity: 'Lisbon, Portugal' });
    expect(first.destinationCity).toBe('Lisbon, Portugal');
  });

  it('names the field even once the free itinerary is used', async () => {
    const user = await signUpAndSignIn(server, { plan: 'free' });
    await generated(server, user.headers);
    const refused = await generate(server, user.headers, tripRequest({ departureCity: 'Qwertyville' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ departureCity: unknownPlaceMessage('Qwertyville') });
  });
});
