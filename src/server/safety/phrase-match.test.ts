import { describe, expect, it } from 'vitest';
import { compilePhrase, findPhrase } from './phrase-match.ts';

const groups = { self: ['myself', 'my own life'] };
const finds = (phrase: string, sentence: string) => findPhrase(compilePhrase(phrase, groups), sentence.split(' ')).length > 0;

describe('the phrase language', () => {
  it('reads alternatives, runs of words, prefixes, optional words and groups', () => {
    expect(finds('(want|wish) to hurt @self', 'i wish to hurt my own life')).toBe(true);
    expect(finds('suicid* thoughts', 'having suicidal thoughts again')).toBe(true);
    expect(finds('i really? want', 'i want')).toBe(true);
    expect(finds('(end it|stop) now', 'i will stop now')).toBe(true);
  });

  it('bridges gaps of up to three or eight words, never across a negation', () => {
    expect(finds('want .. die', 'i want to just die')).toBe(true);
    expect(finds('want .. die', 'i want to go and eat then die')).toBe(false);
    expect(finds('want ... die', 'i want to go and eat then die')).toBe(true);
    expect(finds('want .. die', 'i want to not die')).toBe(false);
  });

  it('refuses nested or unbalanced parentheses and unknown groups instead of matching something else', () => {
    expect(() => compilePhrase('(a|time (i|we) .. x)', groups)).toThrow(/parentheses/);
    expect(() => compilePhrase('want (to die', groups)).toThrow(/parentheses/);
    expect(() => compilePhrase('hurt @nobody', groups)).toThrow(/Unknown word group/);
  });
});
