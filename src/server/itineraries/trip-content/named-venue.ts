import type { TimeOfDay } from '../../../shared/itineraries/itinerary.schema.ts';
import type { VenueKind, VenueOption, VenueTag } from './trip-content.types.ts';

/** A well-known destination and its real landmarks. Matched on a name (or alias) AND the country code. */
export interface NamedCity {
  name: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** Other spellings a place dataset may give (local names, 'New Delhi', 'Washington, D.C.'). */
  aliases?: readonly string[];
  venues: readonly VenueOption[];
}

export const daytime: readonly TimeOfDay[] = ['morning', 'afternoon'];
export const anytime: readonly TimeOfDay[] = ['morning', 'afternoon', 'evening'];
export const late: readonly TimeOfDay[] = ['afternoon', 'evening'];
export const night: readonly TimeOfDay[] = ['evening'];

export function durationText(hours: number): string {
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** One line of a venue data file: title, kind, ticket in USD (0 when free), hours, slots, walking, tags, description, place. */
type VenueLine = [name: string, interest: VenueKind, usd: number, hours: number, slots: readonly TimeOfDay[], walking: VenueOption['walking'], tags: readonly VenueTag[], description: string, venue: string];

/**
 * A venue option from one line of a data file. A named venue's ticket is a published fact, never
 * scaled; a generic one's is a US-level price the planner scales. 'free' follows from the price.
 */
export function venueOption(named: boolean, ...[name, interest, usd, hours, slots, walking, tags, description, venue]: VenueLine): VenueOption {
  const allTags = usd === 0 && !tags.includes('free') ? [...tags, 'free' as const] : tags;
  return { name, venue, description, duration: durationText(hours), durationHours: hours, interest, slots, price: { usd, scaled: !named }, named, tags: allTags, walking };
}

type Head<Line extends unknown[]> = Line extends [...infer Rest, unknown] ? Rest : never;

/** A real venue, one to a line in the named-venue data files; the place defaults to the title. */
export function namedVenue(...line: [...Head<VenueLine>, venue?: string]): VenueOption {
  const [name, interest, usd, hours, slots, walking, tags, description, venue = name] = line;
  return venueOption(true, name, interest, usd, hours, slots, walking, tags, description, venue);
}
