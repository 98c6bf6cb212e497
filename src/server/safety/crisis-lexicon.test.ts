import { describe, expect, it } from 'vitest';
import { checkCrisisText, lexiconHits } from './crisis-check.ts';
import { crisisRules } from './crisis-lexicon.ts';

/** Every rule of the lexicon, with the examples it names: each `catches` fires it, each `passes` leaves the check quiet. */
describe('the crisis lexicon', () => {
  for (const rule of crisisRules) {
    describe(rule.id, () => {
      for (const example of rule.catches) {
        it(`catches "${example}"`, () => {
          expect(lexiconHits(example).map((hit) => hit.rule)).toContain(rule.id);
        });
      }
      for (const example of rule.passes) {
        it(`passes "${example}"`, () => {
          // A cue may be read in an ordinary sentence: it only counts beside another signal.
          if (rule.certainty !== 'cue') expect(lexiconHits(example).map((hit) => hit.rule)).not.toContain(rule.id);
          expect(checkCrisisText(example)).toBeNull();
        });
      }
      it('names at least one example it must leave alone', () => {
        expect(rule.passes.length).toBeGreaterThan(0);
      });
    });
  }

  it('gives every rule its own name', () => {
    const ids = crisisRules.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
