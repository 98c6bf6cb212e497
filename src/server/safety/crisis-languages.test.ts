import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCrisisText } from './crisis-check.ts';

/**
 * Issue 23: explicit statements of wanting to die, of suicide and of self-harm are caught in
 * Spanish, Portuguese, French, German and Italian, and each language's idioms stay quiet. The
 * sentences are the team's own (evals/crisis/languages.jsonl), written as people write them.
 */
interface LanguageExample {
  text: string;
  label: 'crisis' | 'safe';
  lang: string;
}

const examples = readFileSync(path.resolve(import.meta.dirname, '../../../evals/crisis/languages.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as LanguageExample);

describe('the crisis check in five more languages', () => {
  for (const lang of ['es', 'pt', 'fr', 'de', 'it']) {
    it(`catches every explicit statement in ${lang}, and leaves its idioms alone`, () => {
      const own = examples.filter((example) => example.lang === lang);
      expect(own.filter((example) => example.label === 'crisis').length).toBeGreaterThanOrEqual(10);
      const missed = own.filter((example) => example.label === 'crisis' && checkCrisisText(example.text)?.certainty !== 'explicit').map((example) => example.text);
      const raised = own.filter((example) => example.label === 'safe' && checkCrisisText(example.text) !== null).map((example) => example.text);
      expect({ missed, raised }).toEqual({ missed: [], raised: [] });
    });
  }
});
