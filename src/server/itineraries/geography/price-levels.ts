import type { Place } from './place-index.ts';
import { nameKey } from './place-names.ts';
import { cityPriceLevels, countryPriceLevels, type PriceLevelRow } from './price-levels.data.ts';

export interface PriceLevel {
  /** United States = 100. */
  index: number;
  source: string;
  year: number;
  scope: 'country' | 'city';
}

const byCountry = new Map(countryPriceLevels.map((row) => [row.code, row]));
const byCity = new Map(cityPriceLevels.map((row) => [`${row.countryCode}:${nameKey(row.city)}`, row]));

// For a country the table lacks (a few territories and countries in conflict): the median country,
// so an unknown destination is priced neither as the cheapest nor as the dearest.
const sortedIndexes = countryPriceLevels.map((row) => row.index).sort((a, b) => a - b);
const middle = Math.floor(sortedIndexes.length / 2);
const worldFallback: PriceLevelRow = {
  index: sortedIndexes.length % 2 === 1 ? sortedIndexes[middle]! : Math.round((sortedIndexes[middle - 1]! + sortedIndexes[middle]!) / 2),
  year: Math.max(...countryPriceLevels.map((row) => row.year)),
  source: 'World median: the median of the World Bank country table',
};

export function priceLevelOf(place: Pick<Place, 'name' | 'countryCode'>): PriceLevel {
  const city = byCity.get(`${place.countryCode}:${nameKey(place.name)}`);
  if (city) return { index: city.index, source: city.source, year: city.year, scope: 'city' };
  const country = byCountry.get(place.countryCode) ?? worldFallback;
  return { index: country.index, source: country.source, year: country.year, scope: 'country' };
}
