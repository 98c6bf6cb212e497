import { describe, expect, it } from 'vitest';
import { findPlace, priceLevelOf } from './index.ts';
import { cityPriceLevels, countryPriceLevels } from './price-levels.data.ts';

const level = (text: string) => priceLevelOf(findPlace(text)!);

describe('price levels', () => {
  it('rank destinations as the published figures do', () => {
    expect(level('Zurich').index).toBeGreaterThan(level('Lisbon').index);
    expect(level('Tokyo').index).toBeGreaterThan(level('Hanoi').index);
    expect(level('New York').index).toBeGreaterThan(level('Phoenix').index);
    expect(level('Phoenix')).toMatchObject({ index: 100, scope: 'country' });
    expect(level('Zurich').scope).toBe('city');
    expect(level('Sintra')).toEqual(level('Porto'));
  }, 20_000);

  it('fall back to the world median for a country the table lacks', () => {
    const fallback = priceLevelOf({ name: 'Nowhere', countryCode: 'XX' });
    const indexes = countryPriceLevels.map((row) => row.index).sort((a, b) => a - b);
    expect(fallback.index).toBeGreaterThanOrEqual(indexes[0]!);
    expect(fallback.index).toBeLessThanOrEqual(indexes.at(-1)!);
    expect(fallback.source).toMatch(/median/i);
  });

  it('cover at least 120 countries, each row with its source and year', () => {
    expect(countryPriceLevels.length).toBeGreaterThanOrEqual(120);
    expect(new Set(countryPriceLevels.map((row) => row.code)).size).toBe(countryPriceLevels.length);
    for (const row of [...countryPriceLevels, ...cityPriceLevels]) {
      expect(row.source.length, JSON.stringify(row)).toBeGreaterThan(10);
      expect(row.year).toBeGreaterThanOrEqual(2021);
      expect(row.index).toBeGreaterThan(5);
      expect(row.index).toBeLessThan(250);
    }
  });

  it('name only cities the place data knows', () => {
    for (const row of cityPriceLevels) {
      const place = findPlace(`${row.city}, ${row.countryCode}`);
      expect(place, row.city).toBeDefined();
      expect(priceLevelOf(place!).scope, row.city).toBe('city');
    }
  });
});
