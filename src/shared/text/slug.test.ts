import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advisorFieldLimits, advisorSlugPattern } from '../admin/advisors.schema.ts';
import { slugify } from './slug.ts';

const max = advisorFieldLimits.slug;

const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc
    .array(
      fc.constantFrom(
        'a',
        'Z',
        '7',
        ' ',
        '-',
        '--',
        '_',
        '!',
        '\u0000',
        '\n',
        'é',
        'Å',
        'ß',
        'İ',
        'ﬁ',
        '①',
        '\u0301',
        '👍🏽',
        'مرحبا',
        '東京',
      ),
      { maxLength: 80 },
    )
    .map((parts) => parts.join('')),
);

describe('slugify', () => {
  it('makes a slug of a name or a question', () => {
    expect(slugify('Ada Lovelace!', max)).toBe('ada-lovelace');
    expect(slugify('  Crème brûlée -- à la carte ', max)).toBe('creme-brulee-a-la-carte');
    expect(slugify('Can I pay yearly?', max)).toBe('can-i-pay-yearly');
    expect(slugify('Tokyo, Japan', max)).toBe('tokyo-japan');
    expect(slugify('Zoë ﬁne ①', max)).toBe('zoe-fine-1');
  });

  it('gives an empty slug when no letter or digit is left', () => {
    expect(slugify('', max)).toBe('');
    expect(slugify('!?  --', max)).toBe('');
    expect(slugify('東京', max)).toBe('');
  });

  it('cuts at the limit without leaving a hyphen at the end', () => {
    expect(slugify('a'.repeat(59) + ' b', max)).toBe('a'.repeat(59));
    expect(slugify('word '.repeat(40), max)).toHaveLength(59);
    expect(slugify('abc def', 4)).toBe('abc');
  });

  it('always gives a slug the advisor schema accepts, or nothing, and is idempotent', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 80 }), (input, limit) => {
        const slug = slugify(input, limit);
        expect(slug.length).toBeLessThanOrEqual(limit);
        if (slug !== '') expect(slug).toMatch(advisorSlugPattern);
        expect(slugify(slug, limit)).toBe(slug);
      }),
    );
  });

  it('leaves a valid slug as it is', () => {
    fc.assert(
      fc.property(fc.stringMatching(advisorSlugPattern, { maxLength: max }), (slug) => {
        expect(slugify(slug, max)).toBe(slug);
      }),
    );
  });
});
