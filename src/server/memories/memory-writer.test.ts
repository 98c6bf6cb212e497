import { describe, expect, it } from 'vitest';
import { clampSummary } from './memory-writer.ts';

describe('clampSummary', () => {
  it('trims and keeps a summary within 2,000 characters as it is', () => {
    expect(clampSummary('  You like tea.  ')).toBe('You like tea.');
  });

  it('cuts a long summary after a sentence', () => {
    const sentence = 'You are training for a marathon in May. ';
    const clamped = clampSummary(sentence.repeat(80));
    expect(clamped.length).toBeLessThanOrEqual(2_000);
    expect(clamped.endsWith('May.')).toBe(true);
  });

  it('cuts after a word when there is no sentence end', () => {
    const clamped = clampSummary('word '.repeat(600));
    expect(clamped.length).toBeLessThanOrEqual(2_000);
    expect(clamped.endsWith('word')).toBe(true);
  });
});
