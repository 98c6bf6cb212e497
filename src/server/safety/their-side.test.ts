import { describe, expect, it } from 'vitest';
import { checkCrisisText, lexiconHits, sentencesOf } from './crisis-check.ts';
import { theirSideOf } from './their-side.ts';

const theirSideHits = (text: string) => lexiconHits(text).filter((hit) => hit.rule.endsWith('.their-side'));
const rewritten = (text: string) => theirSideOf(sentencesOf(text)).map((words) => words.join(' '));

describe('a worried message read from the other person’s side', () => {
  it('puts a sentence about someone else in first person', () => {
    expect(rewritten('My brother says he really wants to be gone.')).toEqual(['my brother says i really want to be gone']);
    expect(rewritten('She is hurting herself again')).toEqual(['i am hurting myself again']);
    expect(rewritten('her husband hits her')).toEqual(['my husband hits me']);
  });

  it('leaves sentences about no one else alone, and whole stories and news', () => {
    expect(rewritten('I want to go home')).toEqual([]);
    expect(rewritten('In the novel he wants to kill himself. It is sad.')).toEqual([]);
  });

  for (const text of ['my friend says he wants to kill himself', 'my brother says he wants to be gone', 'my sisters husband hits her', 'she has been burning herself with a lighter']) {
    it(`reads "${text}" as worry for someone else`, () => {
      expect(theirSideHits(text).length).toBeGreaterThan(0);
      expect(theirSideHits(text).every((hit) => hit.kind === 'third_party')).toBe(true);
      expect(checkCrisisText(text)?.kind).toBe('third_party');
    });
  }

  for (const text of ['in the novel he wants to kill himself', 'the news said he killed himself in 1990', 'he cut himself shaving this morning', 'she burned herself on the oven while baking']) {
    it(`stays quiet on "${text}"`, () => {
      expect(theirSideHits(text)).toEqual([]);
      expect(checkCrisisText(text)).toBeNull();
    });
  }

  it('keeps a message about the writer themself their own', () => {
    expect(theirSideHits('I want to kill myself')).toEqual([]);
    expect(checkCrisisText('I want to kill myself')?.kind).toBe('suicide');
    expect(checkCrisisText('I want to kill myself, they would all be better off')?.kind).toBe('suicide');
  });
});
