import { americasCities } from './named-venues-americas.data.ts';
import { centralEuropeCities } from './named-venues-central-europe.data.ts';
import { eastAsiaCities } from './named-venues-east-asia.data.ts';
import { europeCities } from './named-venues-europe.data.ts';
import { southAsiaPacificCities } from './named-venues-south-asia-pacific.data.ts';
import type { NamedCity } from './named-venue.ts';
import type { Place } from './trip-content.types.ts';

/** Every well-known destination with named venues. */
export const namedCities: readonly NamedCity[] = [...europeCities, ...centralEuropeCities, ...americasCities, ...eastAsiaCities, ...southAsiaPacificCities];

/**
 * A place name folded for comparison: accents dropped ('Zürich' is 'zurich'), case ignored, and
 * punctuation and runs of spaces read as one space ('Washington, D.C.' is 'washington d c').
 */
export function foldPlaceName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const byKey = new Map<string, NamedCity>();
for (const city of namedCities) {
  for (const name of [city.name, ...(city.aliases ?? [])]) {
    byKey.set(`${city.countryCode.toUpperCase()}|${foldPlaceName(name)}`, city);
  }
}

/** The well-known destination a place is, matched on name and country together: Paris, US is not Paris, FR. */
export function namedCityOf(place: Place): NamedCity | undefined {
  return byKey.get(`${place.countryCode.trim().toUpperCase()}|${foldPlaceName(place.name)}`);
}

/**
 * `{city}` in a template replaced by the place's name. Split and join rather than a replace
 * pattern: a name is user text, and `$&` in a replacement string would be read as a pattern.
 */
export function fillCity(template: string, city: string): string {
  return template.split('{city}').join(city);
}
