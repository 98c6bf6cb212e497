import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPlannerDraft, parsePlannerDraft, readPlannerDraft, writePlannerDraft } from './planner-draft.ts';
import { defaultPlannerValues, type PlannerFormValues } from '../../../shared/itineraries/planner-form.schema.ts';
import { MemoryStorage } from '../../../../tests/support/memory-storage.ts';

const typed: PlannerFormValues = {
  departureCity: 'Lisbon, Portugal',
  destinationCity: 'Kyoto, Japan',
  numPeople: '3',
  budget: '4200',
  departureDate: '2026-09-14',
  returnDate: '2026-09-21',
  accommodation: 'Boutique Hotel',
  food: ['Vegetarian', 'Street food'],
  transportation: ['Walking'],
  activities: ['Historical Sites', 'Photography Spots'],
  otherPreferences: 'No early mornings.\nA day trip to Nara.',
};

describe('the planner draft', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('gives back every field the user typed, kept per user', () => {
    writePlannerDraft('ana', typed);
    expect({ ...defaultPlannerValues(new Date()), ...readPlannerDraft('ana') }).toEqual({ ...typed, food: ['Street food', 'Vegetarian'] });
    expect(readPlannerDraft('ben')).toBeNull();
  });

  it('keeps a cleared date cleared instead of bringing the default back', () => {
    writePlannerDraft('ana', { ...typed, departureDate: undefined });
    const draft = readPlannerDraft('ana');
    expect(draft).toHaveProperty('departureDate', undefined);
    expect({ ...defaultPlannerValues(new Date()), ...draft }.departureDate).toBeUndefined();
  });

  it('keeps an empty choice empty: the user unticked every box', () => {
    writePlannerDraft('ana', { ...typed, activities: [], food: [] });
    expect(readPlannerDraft('ana')).toMatchObject({ activities: [], food: [] });
  });

  it('is gone once cleared', () => {
    writePlannerDraft('ana', typed);
    clearPlannerDraft('ana');
    expect(readPlannerDraft('ana')).toBeNull();
  });

  it('leaves out what the form cannot hold, and keeps the rest', () => {
    const draft = parsePlannerDraft({
      departureCity: 'Oslo',
      destinationCity: 42,
      numPeople: '2',
      departureDate: '2026-02-30',
      returnDate: 'soon',
      accommodation: 'Castle',
      food: ['Caviar', 'Kosher'],
      transportation: 'Walking',
      activities: ['Museums', 'Museums', 'Skydiving'],
      otherPreferences: 'x'.repeat(5_000),
    });
    expect(draft).toEqual({ departureCity: 'Oslo', numPeople: '2', food: ['Kosher'], activities: ['Museums'], otherPreferences: 'x'.repeat(1_000) });
  });

  it('reads broken storage as no draft', () => {
    sessionStorage.setItem('wayfinder:planner-draft:ana', '{not json');
    expect(readPlannerDraft('ana')).toBeNull();
    sessionStorage.setItem('wayfinder:planner-draft:ana', '[1,2]');
    expect(readPlannerDraft('ana')).toBeNull();
  });

  it('survives storage that throws', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    });
    expect(() => writePlannerDraft('ana', typed)).not.toThrow();
    expect(() => clearPlannerDraft('ana')).not.toThrow();
    expect(readPlannerDraft('ana')).toBeNull();
  });

  it('turns any stored JSON into values the form can hold', () => {
    const defaults = defaultPlannerValues(new Date(2026, 4, 10));
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...Object.keys(typed)), fc.jsonValue())), (stored) => {
        const values = { ...defaults, ...parsePlannerDraft(stored) };
        for (const key of ['departureCity', 'destinationCity', 'numPeople', 'budget', 'otherPreferences'] as const) expect(typeof values[key]).toBe('string');
        for (const key of ['food', 'transportation', 'activities'] as const) expect(Array.isArray(values[key])).toBe(true);
        for (const key of ['departureDate', 'returnDate'] as const) expect(values[key] === undefined || /^\d{4}-\d{2}-\d{2}$/.test(values[key])).toBe(true);
        expect(values.departureCity.length).toBeLessThanOrEqual(100);
      }),
    );
  });
});
