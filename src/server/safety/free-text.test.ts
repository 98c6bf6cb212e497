import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, freeText, hugeText } from '../../../tests/support/free-text.ts';
import { findCrisisSignal } from './crisis-check.ts';
import { extractFeatures } from './crisis-features.ts';
import { createCrisisScreen } from './crisis-screen.ts';
import { noSecondOpinion } from './crisis-second-opinion.ts';
import { normalizeMessage } from './normalize-message.ts';
import { patternEvidence } from './pattern-check.ts';

/**
 * Issue 22: no text breaks the crisis check. Arbitrary text (markdown, links, emoji, right-to-left
 * scripts, control characters, lone surrogates, ~100 KB) through every layer of it, with what must
 * hold of each answer. The encoder-backed layers get fewer runs: each is a few milliseconds.
 */

const kinds = ['suicide', 'self_harm', 'harm_to_others', 'abuse', 'third_party', 'unspecified'];

describe('the crisis check on any text', () => {
  // Not idempotent, by design: a leetspeak word is restored only standing alone ("k1ll[here](…)"
  // keeps "k1ll", which a second pass would read as "kill").
  it('normalizes to lower-case letters and digits, single-spaced', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(normalizeMessage(text)).toMatch(/^(?:[a-z0-9]+(?: [a-z0-9]+)*)?$/);
      }),
      { numRuns: 300 },
    );
  });

  it('reads the patterns of any text, always with the same verdict', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const evidence = patternEvidence(text);
        expect(evidence.kind === null || kinds.includes(evidence.kind)).toBe(true);
        expect(typeof evidence.ruledOut).toBe('boolean');
        expect(typeof evidence.denied).toBe('boolean');
        // A pattern that fired is never also ruled out as a denial.
        if (evidence.kind !== null) expect(evidence.denied && !evidence.ruledOut).toBe(false);
        expect(patternEvidence(text)).toEqual(evidence);
      }),
      { numRuns: 300 },
    );
  });

  it('extracts finite features from any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        for (const value of extractFeatures(text).values()) expect(Number.isFinite(value)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('gives every text a verdict: none, or a known kind from a known layer', async () => {
    await fc.assert(
      fc.asyncProperty(freeText, async (text) => {
        const signal = await findCrisisSignal(text);
        if (signal !== null) {
          expect(kinds).toContain(signal.kind);
          expect(['patterns', 'classifier']).toContain(signal.layer);
          expect(signal.layer === 'patterns').toBe(signal.kind !== 'unspecified');
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('checks ~100 KB texts too, in bounded time', async () => {
    await fc.assert(
      fc.asyncProperty(hugeText, async (text) => {
        const started = performance.now();
        const signal = await findCrisisSignal(text);
        expect(signal === null || kinds.includes(signal.kind)).toBe(true);
        // The encoder reads the first 8,000 characters; the rest is patterns and features.
        expect(performance.now() - started).toBeLessThan(10_000);
      }),
      { numRuns: 4 },
    );
  }, 60_000);

  it('screens any set of texts a user wrote, local verdict only', async () => {
    const screen = createCrisisScreen(noSecondOpinion);
    await fc.assert(
      fc.asyncProperty(fc.array(freeText, { maxLength: 4 }), async (texts) => {
        const screening = await screen.screen(texts, { user: 'property' });
        expect(screening.local === null || kinds.includes(screening.local)).toBe(true);
        expect(screening.secondOpinion).toBeUndefined();
      }),
      { numRuns: 30 },
    );
    expect(screen.stats.inProgress).toBe(0);
  }, 60_000);
});
