import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body.ts';

/** The nesting of a parsed value, counted the slow and obvious way. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

describe('nestsDeeperThan', () => {
  it('agrees with the depth of the parsed value, whatever the strings hold (brackets, quotes, backslashes)', () => {
    const tricky = fc.constantFrom('[', ']', '{', '}', '"', '\\', '\\"', '\\\\', '[[[{{{', 'a');
    const strings = fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join('')));
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, strings, fc.integer(), fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(strings, tie('node'), { maxKeys: 3 })),
    })).node;
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: 8 }), (parsed, limit) => {
        expect(nestsDeeperThan(JSON.stringify(parsed), limit)).toBe(depthOf(parsed) > limit);
      }),
      { numRuns: 500 },
    );
  });

  it('stops counting at the limit, so a body of 50,000 brackets costs one pass', () => {
    expect(nestsDeeperThan('['.repeat(50_000) + ']'.repeat(50_000), 32)).toBe(true);
    expect(nestsDeeperThan(`${'{"a":'.repeat(33)}1${'}'.repeat(33)}`, 32)).toBe(true);
    expect(nestsDeeperThan(`${'{"a":'.repeat(32)}1${'}'.repeat(32)}`, 32)).toBe(false);
    expect(nestsDeeperThan('{"text":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}', 2)).toBe(false);
  });
});
