import { describe, expect, it } from 'vitest';
import type { Itinerary } from '../../shared/itineraries/itinerary.schema.ts';
import { planOfflineTrip } from './offline-planner.ts';
import { createShareTokens, sharedView } from './share-links.ts';

describe('share link tokens', () => {
  const tokens = createShareTokens('a-test-secret-that-is-long-enough-for-hmac');

  it('are 256-bit base64url tokens, shown again from the id, stored only as their SHA-256', () => {
    const link = tokens.create();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.tokenOf(link.id)).toBe(link.token);
    expect(link.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens.hash(link.token)).toBe(link.tokenHash);
    expect(link.tokenHash).not.toContain(link.token);
    expect(tokens.create().token).not.toBe(link.token);
  });

  it('depend on the secret', () => {
    const other = createShareTokens('another-secret-that-is-long-enough-for-hmac');
    const link = tokens.create();
    expect(other.tokenOf(link.id)).not.toBe(link.token);
  });
});

describe('the shared view', () => {
  const trip = {
    departureCity: 'Phoenix, AZ',
    destinationCity: 'Tokyo, Japan',
    numPeople: 2,
    budget: 5_000,
    departureDate: '2030-06-02',
    returnDate: '2030-06-05',
    accommodationPreference: 'Hotel',
    foodPreference: 'Local cuisine',
    transportationPreference: 'Public Transport',
    activities: ['Museums'],
    otherPreferences: '',
  };
  const itinerary: Itinerary = { ...trip, id: '7e0c2f55-4d0e-4b8e-9a53-0b8f3e7b2a11', plan: planOfflineTrip(trip).days, isCompleted: true, created: '2030-01-01T00:00:00.000Z', updated: '2030-01-02T00:00:00.000Z' };

  it('leaves out the id, and with hidden costs every cost and the budget', () => {
    const open = sharedView(itinerary, false);
    expect(JSON.stringify(open)).not.toContain(itinerary.id);
    expect(open.itinerary.plan).toEqual(itinerary.plan);
    const hidden = sharedView(itinerary, true);
    expect(hidden.itinerary.budget).toBeNull();
    expect(JSON.stringify(hidden)).not.toContain('costCents');
    expect(hidden.itinerary.plan[0]?.flights?.[0]?.airline).toBe(itinerary.plan[0]?.flights?.[0]?.airline);
  });
});
