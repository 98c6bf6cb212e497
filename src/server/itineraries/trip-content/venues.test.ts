import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timesOfDay } from '../../../shared/itineraries/itinerary.schema.ts';
import { interestOptions } from '../../../shared/itineraries/planner-options.ts';
import { foldPlaceName, namedCities, namedCityOf } from './destinations.ts';
import { genericVenueTemplates } from './generic-venues.data.ts';
import { kindSlots, venuesIn } from './index.ts';

const timeWords = /morning|evening|afternoon/i;

function namedOf(place: { name: string; countryCode: string }) {
  return venuesIn(place).filter((option) => option.named);
}

describe('named venues', () => {
  it('cover at least 30 well-known destinations, each with 6 to 12 real landmarks', () => {
    expect(namedCities.length).toBeGreaterThanOrEqual(30);
    for (const city of namedCities) {
      expect(city.venues.length, city.name).toBeGreaterThanOrEqual(6);
      expect(city.venues.length, city.name).toBeLessThanOrEqual(12);
      expect(new Set(city.venues.map((venue) => venue.interest)).size, city.name).toBeGreaterThanOrEqual(5);
    }
  });

  it('never appear in another city: every pair of destinations in the data', () => {
    for (const from of namedCities) {
      const theirs = new Set(from.venues.flatMap((venue) => [venue.name, venue.venue]));
      for (const to of namedCities) {
        if (to === from) continue;
        for (const option of venuesIn(to)) {
          expect(theirs.has(option.name), `${option.name} of ${from.name} in ${to.name}`).toBe(false);
          expect(theirs.has(option.venue), `${option.venue} of ${from.name} in ${to.name}`).toBe(false);
        }
      }
    }
  });

  it('name no other destination in their title or place', () => {
    for (const city of namedCities) {
      for (const venue of city.venues) {
        const text = ` ${foldPlaceName(`${venue.name} ${venue.venue}`)} `;
        for (const other of namedCities) {
          if (other === city) continue;
          expect(text.includes(` ${foldPlaceName(other.name)} `), `${venue.name} (${city.name}) names ${other.name}`).toBe(false);
        }
      }
    }
  });

  it('keep their ticket as a fact (not scaled) and are free exactly when the ticket is 0', () => {
    for (const city of namedCities) {
      for (const venue of city.venues) {
        expect(venue.named).toBe(true);
        expect(venue.price.scaled).toBe(false);
        expect(Number.isInteger(venue.price.usd) && venue.price.usd >= 0, venue.name).toBe(true);
        expect(venue.tags.includes('free'), venue.name).toBe(venue.price.usd === 0);
      }
    }
  });

  it('are the temples asked for where the city has them', () => {
    const temples = (name: string, countryCode: string) => namedOf({ name, countryCode }).filter((venue) => venue.tags.includes('temple')).map((venue) => venue.name);
    expect(temples('Tokyo', 'JP')).toEqual(expect.arrayContaining(['Senso-ji', 'Meiji Jingu']));
    expect(temples('Kyoto', 'JP')).toContain('Fushimi Inari Taisha');
    expect(temples('Bangkok', 'TH')).toContain('Wat Pho');
    expect(temples('Seoul', 'KR')).toContain('Jogyesa');
  });
});

describe('matching a destination', () => {
  it('ignores case, accents and punctuation in the name', () => {
    const paris = namedOf({ name: 'Paris', countryCode: 'FR' });
    expect(paris.length).toBeGreaterThan(0);
    expect(namedOf({ name: 'PARIS', countryCode: 'fr' })).toEqual(paris);
    expect(namedOf({ name: '  paris ', countryCode: ' FR ' })).toEqual(paris);
    expect(namedOf({ name: 'Zurich', countryCode: 'CH' })).toEqual(namedOf({ name: 'ZÜRICH', countryCode: 'CH' }));
    expect(namedOf({ name: 'Washington, D.C.', countryCode: 'US' })).toEqual(namedOf({ name: 'washington dc', countryCode: 'US' }));
    expect(namedOf({ name: 'Lisboa', countryCode: 'PT' })).toEqual(namedOf({ name: 'Lisbon', countryCode: 'PT' }));
    expect(namedOf({ name: 'İstanbul', countryCode: 'TR' }).map((venue) => venue.name)).toContain('Hagia Sophia');
  });

  it('requires the country: Paris, Texas gets generic options only', () => {
    expect(namedCityOf({ name: 'Paris', countryCode: 'US' })).toBeUndefined();
    const texas = venuesIn({ name: 'Paris', countryCode: 'US' });
    expect(texas.length).toBeGreaterThan(0);
    expect(texas.every((option) => !option.named)).toBe(true);
    expect(namedOf({ name: 'Porto', countryCode: 'BR' })).toEqual([]);
  });

  it('gives an unknown city only generic options, with its own name and nothing else', () => {
    const porto = venuesIn({ name: 'Coimbra', countryCode: 'PT' });
    expect(porto.every((option) => !option.named && option.price.scaled)).toBe(true);
    expect(porto.find((option) => option.name === 'A neighbourhood food market')?.venue).toBe('a neighbourhood food market in Coimbra');
  });

  it('never returns a named venue for a place that is not a known destination, whatever its name (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'grapheme' }), fc.string({ maxLength: 3 }), (name, countryCode) => {
        const options = venuesIn({ name, countryCode });
        const city = namedCityOf({ name, countryCode });
        expect(options.filter((option) => option.named)).toEqual(city?.venues ?? []);
        expect(options.filter((option) => !option.named)).toHaveLength(genericVenueTemplates.length);
      }),
    );
  });

  it('puts the name in as written, even when it looks like a replacement pattern', () => {
    const options = venuesIn({ name: "$& $' $1", countryCode: 'ZZ' });
    expect(options.find((option) => option.name === 'A neighbourhood food market')?.venue).toBe("a neighbourhood food market in $& $' $1");
  });
});

describe('generic options', () => {
  it('serve every interest, temples and rest, several each, with options for every slot the kind claims', () => {
    const kinds = [...interestOptions, 'Temples', 'Rest'] as const;
    for (const kind of kinds) {
      const options = genericVenueTemplates.filter((option) => option.interest === kind);
      expect(options.length, kind).toBeGreaterThanOrEqual(3);
      for (const slot of kindSlots[kind]) {
        expect(options.some((option) => option.slots.includes(slot)), `${kind} at ${slot}`).toBe(true);
      }
    }
    for (const kind of ['Nightlife', 'Live Music'] as const) expect(kindSlots[kind]).toContain('evening');
  });

  it('are priced at the US level for the planner to scale, and carry no proper name but the city', () => {
    for (const option of venuesIn({ name: 'Porto', countryCode: 'PT' }).filter((venue) => !venue.named)) {
      expect(option.price.scaled).toBe(true);
      expect(option.venue).toMatch(/Porto/);
      // A generic place starts in lower case ('a neighbourhood food market in Porto'): a description, not a name.
      expect(option.venue[0], option.venue).toBe(option.venue[0]?.toLowerCase());
    }
  });
});

describe('every venue text', () => {
  it('avoids the words the view places activities by', () => {
    const all = [...namedCities.flatMap((city) => venuesIn(city)), ...venuesIn({ name: 'Anywhere', countryCode: 'ZZ' })];
    for (const option of all) {
      expect(option.description, option.name).not.toMatch(timeWords);
      expect(option.name).not.toMatch(timeWords);
      expect(option.venue).not.toMatch(timeWords);
      expect(option.slots.length).toBeGreaterThan(0);
      expect(option.slots.every((slot) => timesOfDay.includes(slot))).toBe(true);
      expect(option.durationHours).toBeGreaterThan(0);
      expect(option.duration).toMatch(/^\d+(\.5)? hours?$/);
    }
  });
});
