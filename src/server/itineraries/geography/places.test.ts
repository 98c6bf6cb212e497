import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { findPlace, findPlaceNear } from './index.ts';

describe('findPlace', () => {
  beforeAll(() => {
    // The first call reads the datasets; it must stay under the brief's 1.5 s on a quiet machine.
    findPlace('Lisbon');
  }, 20_000);

  it.each([
    ['Lisbon', 'Lisbon', 'PT', 'Europe/Lisbon'],
    ['lisbon, portugal', 'Lisbon', 'PT', 'Europe/Lisbon'],
    ['Lisbon, PT', 'Lisbon', 'PT', 'Europe/Lisbon'],
    ['Paris', 'Paris', 'FR', 'Europe/Paris'],
    ['São Paulo', 'São Paulo', 'BR', 'America/Sao_Paulo'],
    ['Sao Paulo', 'São Paulo', 'BR', 'America/Sao_Paulo'],
    ['SAO PAULO', 'São Paulo', 'BR', 'America/Sao_Paulo'],
    ['New York City', 'New York City', 'US', 'America/New_York'],
    ['New York', 'New York City', 'US', 'America/New_York'],
    ['NYC', 'New York City', 'US', 'America/New_York'],
    ['Zurich', 'Zürich', 'CH', 'Europe/Zurich'],
    ['Geneva', 'Genève', 'CH', 'Europe/Zurich'],
    ['Cologne', 'Köln', 'DE', 'Europe/Berlin'],
    ['Tokyo', 'Tokyo', 'JP', 'Asia/Tokyo'],
    ['Hanoi', 'Hanoi', 'VN', 'Asia/Ho_Chi_Minh'],
    ['Phoenix', 'Phoenix', 'US', 'America/Phoenix'],
    ['Chicago', 'Chicago', 'US', 'America/Chicago'],
    ['Funchal', 'Funchal', 'PT', 'Atlantic/Madeira'],
    ['St. Louis', 'St. Louis', 'US', 'America/Chicago'],
    ['Paris France', 'Paris', 'FR', 'Europe/Paris'],
  ])('%s -> %s (%s, %s)', (text, name, countryCode, timeZone) => {
    const place = findPlace(text);
    expect(place).toMatchObject({ name, countryCode, timeZone });
    expect(place!.population).toBeGreaterThan(0);
  });

  it('reads a US state, a province or a nation after the comma', () => {
    expect(findPlace('Portland, OR')).toMatchObject({ region: 'Oregon', countryCode: 'US' });
    expect(findPlace('Portland, Maine')).toMatchObject({ region: 'Maine', countryCode: 'US' });
    expect(findPlace('Paris, TX')).toMatchObject({ name: 'Paris', region: 'Texas', timeZone: 'America/Chicago' });
    expect(findPlace('Perth, Scotland')).toMatchObject({ countryCode: 'GB', region: 'Scotland' });
    expect(findPlace('Perth')).toMatchObject({ countryCode: 'AU', timeZone: 'Australia/Perth' });
    expect(findPlace('London, Ontario')).toMatchObject({ countryCode: 'CA', region: 'Ontario' });
    expect(findPlace('Washington, DC')).toMatchObject({ name: 'Washington, D.C.', countryCode: 'US' });
  });

  it('gives coordinates and the country name', () => {
    const lisbon = findPlace('Lisbon')!;
    expect(lisbon.country).toBe('Portugal');
    expect(lisbon.lat).toBeCloseTo(38.72, 1);
    expect(lisbon.lon).toBeCloseTo(-9.14, 1);
    expect(findPlace('Chicago')!.country).toBe('United States');
  });

  it('finds nothing for places that do not exist', () => {
    expect(findPlace('Qwertyville')).toBeUndefined();
    expect(findPlace('Zzyzzxq')).toBeUndefined();
    // Atlantis is a real town in South Africa; the legend's Greece has none.
    expect(findPlace('Atlantis, Greece')).toBeUndefined();
    expect(findPlace('Lisbon, Japan')).toBeUndefined();
    expect(findPlace('')).toBeUndefined();
    expect(findPlace('   ,  ')).toBeUndefined();
    expect(findPlace('constructor')).toBeUndefined();
    expect(findPlace('__proto__')).toBeUndefined();
  });

  it('answers in under a millisecond once loaded', () => {
    const texts = ['Lisbon', 'Portland, OR', 'São Paulo', 'Qwertyville', 'Paris France', 'Tokyo'];
    const started = performance.now();
    for (let round = 0; round < 50; round++) for (const text of texts) findPlace(text);
    expect((performance.now() - started) / (50 * texts.length)).toBeLessThan(1);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'grapheme' }),
          fc.string({ unit: 'binary' }),
          fc.constantFrom('.*', '(', '[a-', '\\', '$^|+?{}', 'Lisbon, (', '\u0000Paris', 'a'.repeat(100_000)),
        ),
        (text) => {
          const place = findPlace(text);
          expect(place === undefined || typeof place.name === 'string').toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('findPlaceNear', () => {
  it('finds a day-trip place near the destination, and not a far one', () => {
    const lisbon = findPlace('Lisbon')!;
    expect(findPlaceNear('Sintra', lisbon, 50)).toMatchObject({ name: 'Sintra', countryCode: 'PT' });
    expect(findPlaceNear('Porto', lisbon, 50)).toBeUndefined();
    // Paris, Texas is 7,000 km from Paris, France.
    expect(findPlaceNear('Paris', findPlace('Dallas')!, 300)).toMatchObject({ region: 'Texas' });
  });
});
