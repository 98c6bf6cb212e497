import { describe, expect, it } from 'vitest';
import { ethosCategories, ethosCategoryForTags } from './ethos.ts';

describe('ethosCategoryForTags', () => {
  it('has the ten categories of the spec', () => {
    expect(ethosCategories.map((category) => category.keyword)).toEqual([
      'clarity',
      'confidence',
      'relationship',
      'structure',
      'neurodivergence',
      'business',
      'healing',
      'expression',
      'motivation',
      'discovery',
    ]);
  });

  it('picks the category of the first tag containing a keyword', () => {
    expect(ethosCategoryForTags(['Boundaries', 'Relationships', 'Clarity'])?.title).toBe('Relationships & Connection');
    expect(ethosCategoryForTags(['SELF-DISCOVERY'])?.title).toBe('Self-Discovery & Purpose');
  });

  it('finds nothing when no tag matches', () => {
    expect(ethosCategoryForTags(['Cooking', 'Travel'])).toBeUndefined();
    expect(ethosCategoryForTags([])).toBeUndefined();
  });
});
