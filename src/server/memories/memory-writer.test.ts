import { describe, expect, it } from 'vitest';
import type { CrisisCheck, CrisisTurns } from '../safety/index.ts';
import { clampSummary, withoutCrisisExchanges } from './memory-writer.ts';

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

describe('withoutCrisisExchanges', () => {
  it('leaves out each user message the check flags, with the reply to it, reading each with the three before it', async () => {
    const calls: CrisisTurns[] = [];
    // Flags "made up my mind" only after "done with everything", as a check that reads context would.
    const check: CrisisCheck = async (turns) => {
      calls.push(turns);
      const flagged = turns.current.some((text) => text.includes('made up my mind')) && turns.prior.some((text) => text.includes('done with everything'));
      return flagged ? { kind: 'suicide', certainty: 'possible' } : null;
    };
    const kept = await withoutCrisisExchanges(
      [
        { role: 'user', content: 'My thesis is due in May.' },
        { role: 'assistant', content: 'What is the first step?' },
        { role: 'user', content: "I'm done with everything." },
        { role: 'assistant', content: 'Tell me more.' },
        { role: 'user', content: "I've made up my mind." },
        { role: 'assistant', content: "I'm here to listen." },
        { role: 'user', content: 'I like short, practical steps.' },
      ],
      check,
    );
    expect(kept.map((message) => message.content)).toEqual(['My thesis is due in May.', 'What is the first step?', "I'm done with everything.", 'Tell me more.', 'I like short, practical steps.']);
    expect(calls.map((turns) => turns.prior.length)).toEqual([0, 1, 2, 3]);
    expect(calls[3]).toEqual({ prior: ['My thesis is due in May.', "I'm done with everything.", "I've made up my mind."], current: ['I like short, practical steps.'] });
  });
});
