import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accommodationOptions, foodOptions, transportationOptions } from '../../../shared/itineraries/planner-options.ts';
import { dayTripActivities, type Diet, type MealKind, mealOptions, stayOptions, transportOption } from './index.ts';

const timeWords = /morning|evening|afternoon/i;
const meals: readonly MealKind[] = ['breakfast', 'lunch', 'dinner'];
const diets: readonly Diet[] = ['vegetarian', 'vegan', 'kosher', 'halal'];
const delhi = { name: 'Delhi', countryCode: 'IN' };

describe('meal options', () => {
  const options = mealOptions(delhi);

  it('give every diet at least three different meals at each meal, so a week rotates', () => {
    for (const meal of meals) {
      for (const diet of diets) {
        const names = new Set(options.filter((option) => option.meal === meal && option.diets.includes(diet)).map((option) => option.name));
        expect(names.size, `${diet} ${meal}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('count a vegan meal as vegetarian', () => {
    for (const option of options.filter((meal) => meal.diets.includes('vegan'))) expect(option.diets, option.name).toContain('vegetarian');
  });

  it('fit every food choice of the form at each meal, across tiers 1 to 3', () => {
    const labels = foodOptions.map((option) => option.label).filter((label) => label !== 'No preference');
    for (const meal of meals) {
      const ofMeal = options.filter((option) => option.meal === meal);
      for (const label of labels) expect(ofMeal.some((option) => option.styles.includes(label)), `${label} ${meal}`).toBe(true);
      expect(new Set(ofMeal.map((option) => option.tier))).toEqual(new Set([1, 2, 3]));
      for (const option of ofMeal) {
        for (const style of option.styles) expect(labels).toContain(style);
      }
    }
  });

  it('label a vegetarian or kosher style only on a meal that keeps that diet', () => {
    for (const option of options) {
      if (option.styles.includes('Vegetarian')) expect(option.diets, option.name).toContain('vegetarian');
      if (option.styles.includes('Kosher')) expect(option.diets, option.name).toContain('kosher');
    }
  });

  it('name kosher and halal places by their certification, never an invented restaurant', () => {
    for (const option of options) {
      if (option.diets.includes('kosher')) expect(option.venue, option.name).toMatch(/kosher/i);
      if (option.diets.includes('halal')) expect(option.venue, option.name).toMatch(/halal/i);
      // A generic place is a description starting in lower case, and it is in the destination.
      expect(option.venue[0]).toBe(option.venue[0]?.toLowerCase());
      expect(option.venue).toContain('Delhi');
    }
  });

  it('rise in price with the tier and avoid the words the view places by', () => {
    for (const meal of meals) {
      const ofMeal = options.filter((option) => option.meal === meal);
      const highest = (tier: number) => Math.max(...ofMeal.filter((option) => option.tier === tier).map((option) => option.basePriceUsd));
      const lowest = (tier: number) => Math.min(...ofMeal.filter((option) => option.tier === tier).map((option) => option.basePriceUsd));
      expect(lowest(3)).toBeGreaterThan(highest(1));
    }
    for (const option of options) {
      expect(`${option.name} ${option.description}`).not.toMatch(timeWords);
      expect(option.basePriceUsd).toBeGreaterThan(0);
    }
  });
});

describe('stay options', () => {
  const lisbon = { name: 'Lisbon', countryCode: 'PT' };

  it('give every accommodation type tiers 1 to 3 with rising prices', () => {
    for (const type of accommodationOptions) {
      const stays = stayOptions(type, lisbon);
      expect(stays.length, type).toBeGreaterThanOrEqual(3);
      expect(stays.every((stay) => stay.type === type)).toBe(true);
      expect(new Set(stays.map((stay) => stay.tier)), type).toEqual(new Set([1, 2, 3]));
      for (const tier of [1, 2] as const) {
        const highest = Math.max(...stays.filter((stay) => stay.tier === tier).map((stay) => stay.basePriceUsd));
        const lowest = Math.min(...stays.filter((stay) => stay.tier === tier + 1).map((stay) => stay.basePriceUsd));
        expect(lowest, `${type} tier ${tier + 1}`).toBeGreaterThan(highest);
      }
    }
  });

  it('offer a step-free choice in every type and price at realistic US levels', () => {
    for (const type of accommodationOptions) expect(stayOptions(type, lisbon).some((stay) => stay.accessible), type).toBe(true);
    const price = (type: (typeof accommodationOptions)[number], tier: number) => stayOptions(type, lisbon).find((stay) => stay.tier === tier)?.basePriceUsd;
    expect([price('Hotel', 1), price('Hotel', 2), price('Hotel', 3)]).toEqual([140, 190, 260]);
    expect([price('Hostel', 1), price('Hostel', 2), price('Hostel', 3)]).toEqual([40, 70, 100]);
    expect([price('Luxury', 1), price('Luxury', 2), price('Luxury', 3)]).toEqual([450, 650, 900]);
  });

  it('say honestly how many sleep in a unit: a dormitory bed is one, an apartment more than two', () => {
    const hostelBed = stayOptions('Hostel', lisbon).find((stay) => stay.tier === 1);
    expect(hostelBed?.sleeps).toBe(1);
    expect(hostelBed?.childFriendly).toBe(false);
    expect(Math.max(...stayOptions('Apartment', lisbon).map((stay) => stay.sleeps))).toBeGreaterThanOrEqual(4);
    for (const type of accommodationOptions) {
      for (const stay of stayOptions(type, lisbon)) {
        expect(stay.sleeps).toBeGreaterThanOrEqual(1);
        expect(stay.name).toContain('Lisbon');
        expect(`${stay.name} ${stay.description}`).not.toMatch(timeWords);
      }
    }
  });
});

describe('transport', () => {
  it('has an option for every choice of the form, in the destination', () => {
    for (const { label } of transportationOptions) {
      const option = transportOption(label, { name: 'Porto' });
      expect(option.choice).toBe(label);
      expect(option.description).toContain('Porto');
      expect(option.basePriceUsdPerPersonDay).toBeGreaterThanOrEqual(0);
      expect(option.description).not.toMatch(timeWords);
    }
    expect(transportOption('Walking', { name: 'Porto' })).toMatchObject({ basePriceUsdPerPersonDay: 0, walking: 'high' });
    expect(transportOption('Taxi/Rideshare', { name: 'Porto' }).walking).toBe('low');
  });
});

describe('day trips', () => {
  it('go there and back in honest generic pieces that name both places', () => {
    const pieces = dayTripActivities({ name: 'Lisbon' }, { name: 'Sintra' }, 28);
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect(pieces.every((piece) => !piece.named && piece.price.scaled && piece.tags.includes('day-trip'))).toBe(true);
    expect(pieces[0]?.description).toContain('Lisbon');
    expect(pieces[0]?.name).toContain('Sintra');
    expect(pieces.at(-1)?.name).toBe('Back to Lisbon');
    expect(pieces[0]?.slots).toEqual(['morning']);
    expect(pieces[0]?.description).toMatch(/about 0\.5 hours|about 1 hour/);
  });

  it('warn when the place is too far for a comfortable day', () => {
    expect(dayTripActivities({ name: 'Lisbon' }, { name: 'Porto' }, 313)[0]?.description).toMatch(/long day/);
    expect(dayTripActivities({ name: 'Lisbon' }, { name: 'Sintra' }, 28)[0]?.description).not.toMatch(/long day/);
  });

  it('stay well formed for any names and distances (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), fc.string({ maxLength: 100 }), fc.oneof(fc.double(), fc.integer({ min: -10, max: 5000 })), (from, to, km) => {
        for (const piece of dayTripActivities({ name: from }, { name: to }, km)) {
          expect(Number.isFinite(piece.price.usd) && piece.price.usd >= 0).toBe(true);
          expect(Number.isFinite(piece.durationHours) && piece.durationHours > 0).toBe(true);
          expect(piece.named).toBe(false);
        }
      }),
    );
  });
});
