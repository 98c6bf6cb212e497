import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { DayEntry, Itinerary, SharedDayEntry, SharedItinerary } from '../../shared/itineraries/itinerary.schema.ts';

/**
 * Share link tokens. A token is the HMAC-SHA256 of the link's random id under a key derived from
 * the server's secret, written base64url (43 characters, 256 bits): unguessable, and the owner can
 * be shown it again without it being stored. The database keeps only the token's SHA-256, so the
 * table alone (a backup, a read replica) opens no shared trip. Changing AUTH_SECRET turns every
 * existing link off, as it signs everyone out.
 */
export interface ShareTokens {
  /** A new link: its id (the row's) and token. */
  create(): { id: string; token: string; tokenHash: string };
  /** The token of an existing link, from its id. */
  tokenOf(linkId: string): string;
  hash(token: string): string;
}

export function createShareTokens(secret: string): ShareTokens {
  // A key of its own, so that no other use of the secret can ever produce a share token.
  const key = createHmac('sha256', secret).update('wayfinder itinerary share links').digest();
  const tokenOf = (linkId: string) => createHmac('sha256', key).update(linkId).digest('base64url');
  const hash = (token: string) => createHash('sha256').update(token).digest('hex');
  return {
    create() {
      const id = randomUUID();
      const token = tokenOf(id);
      return { id, token, tokenHash: hash(token) };
    },
    tokenOf,
    hash,
  };
}

/** A day without any cost: every `costCents` removed (not zeroed: a zero would be a figure the page could show). */
function withoutCosts(day: DayEntry): SharedDayEntry {
  const strip = <T extends { costCents: number }>({ costCents: _hidden, ...rest }: T) => rest;
  return {
    day: day.day,
    date: day.date,
    accommodation: strip(day.accommodation),
    meals: {
      ...(day.meals.breakfast ? { breakfast: strip(day.meals.breakfast) } : {}),
      ...(day.meals.lunch ? { lunch: strip(day.meals.lunch) } : {}),
      ...(day.meals.dinner ? { dinner: strip(day.meals.dinner) } : {}),
    },
    activities: day.activities.map(strip),
    transportation: day.transportation.map(strip),
    ...(day.flights ? { flights: day.flights.map(strip) } : {}),
  };
}

/** What a link's holder sees: no id, no owner, and with `hideCosts` no cost and no budget. */
export function sharedView(itinerary: Itinerary, hideCosts: boolean): SharedItinerary {
  const { id: _id, updated: _updated, isCompleted: _completed, plan, budget, ...trip } = itinerary;
  return {
    hideCosts,
    itinerary: {
      ...trip,
      budget: hideCosts ? null : budget,
      plan: hideCosts ? plan.map(withoutCosts) : plan,
    },
  };
}
