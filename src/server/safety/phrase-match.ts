/**
 * The little language the crisis lexicon's phrases are written in (crisis-lexicon.ts), and the
 * matcher that reads it against a sentence's words. A phrase is words separated by spaces:
 * - `want|wish` either word; `suicid*` any word that starts with "suicid";
 * - `(i am|i feel|feeling)` one of several runs of words;
 * - `really?` an optional word; `_` any one word; `..` up to three words, `...` up to eight
 *   (a gap never skips a negation);
 * - `@self` one of the lexicon's word groups (its entries may be several words).
 * Phrases are ours; the user's text is only ever the words matched against them, never a pattern.
 */

type WordTest = { exact: string } | { prefix: string } | { any: true };

type Step =
  | { kind: 'words'; options: WordTest[][]; optional: boolean }
  | { kind: 'gap'; max: number };

export interface CompiledPhrase {
  source: string;
  steps: Step[];
  /** The words a match can start with, or null when any word can (a leading gap or `_`). */
  starts: { exact: Set<string>; prefixes: string[] } | null;
}

export type WordGroups = Readonly<Record<string, readonly string[]>>;

/** Words a gap or `_` never skips: "quiero no morir" is not "quiero .. morir". */
const unskippable = new Set(['not', 'never', 'no', 'nao', 'ne', 'pas', 'nicht', 'nie', 'non', 'nunca', 'jamais', 'jamas', 'niemals', 'kein']);

function wordTest(word: string): WordTest {
  if (word === '_') return { any: true };
  if (word.endsWith('*') && word.length > 1) return { prefix: word.slice(0, -1) };
  return { exact: word };
}

function compileStep(token: string, groups: WordGroups, phrase: string): Step {
  if (token === '..') return { kind: 'gap', max: 3 };
  if (token === '...') return { kind: 'gap', max: 8 };
  const optional = token.endsWith('?') && token.length > 1;
  let body = optional ? token.slice(0, -1) : token;
  if (body.startsWith('(') && body.endsWith(')')) body = body.slice(1, -1);
  // Groups do not nest: "(a|b (c|d))" would otherwise be cut at the first ")" without a word.
  if (/[()]/.test(body)) throw new Error(`Nested or unbalanced parentheses in "${phrase}"`);
  const options: WordTest[][] = [];
  for (const alternative of body.split('|').map((text) => text.trim())) {
    if (alternative.startsWith('@')) {
      const group = groups[alternative.slice(1)];
      if (!group) throw new Error(`Unknown word group ${alternative} in "${phrase}"`);
      for (const entry of group) options.push(entry.split(' ').map(wordTest));
    } else if (alternative) options.push(alternative.split(/\s+/).map(wordTest));
  }
  if (options.length === 0) throw new Error(`Empty step in "${phrase}"`);
  return { kind: 'words', options, optional };
}

export function compilePhrase(phrase: string, groups: WordGroups): CompiledPhrase {
  // A parenthesised group is one token, spaces and all.
  const tokens = phrase.trim().match(/\([^)]*\)\??|\S+/g) ?? [];
  const steps = tokens.map((token) => compileStep(token, groups, phrase));
  return { source: phrase, steps, starts: startsOf(steps) };
}

/** What a match's first word can be: the first steps' first words, up to the first step that must match. */
function startsOf(steps: readonly Step[]): CompiledPhrase['starts'] {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const step of steps) {
    if (step.kind === 'gap') return null;
    for (const option of step.options) {
      const first = option[0] as WordTest;
      if ('any' in first) return null;
      if ('prefix' in first) prefixes.push(first.prefix);
      else exact.add(first.exact);
    }
    if (!step.optional) return { exact, prefixes };
  }
  return null;
}

function canStart(phrase: CompiledPhrase, word: string): boolean {
  const { starts } = phrase;
  return starts === null || starts.exact.has(word) || starts.prefixes.some((prefix) => word.startsWith(prefix));
}

function passes(test: WordTest, word: string | undefined): boolean {
  if (word === undefined) return false;
  if ('any' in test) return !unskippable.has(word);
  if ('prefix' in test) return word.startsWith(test.prefix);
  return word === test.exact;
}

/** The index just past a match of `steps[step..]` starting at `at`, or -1. Shortest match first. */
function matchFrom(steps: readonly Step[], step: number, words: readonly string[], at: number): number {
  if (step === steps.length) return at;
  const current = steps[step] as Step;
  if (current.kind === 'gap') {
    for (let skip = 0; skip <= current.max && at + skip <= words.length; skip++) {
      if (skip > 0 && unskippable.has(words[at + skip - 1] as string)) break;
      const end = matchFrom(steps, step + 1, words, at + skip);
      if (end >= 0) return end;
    }
    return -1;
  }
  for (const option of current.options) {
    if (option.every((test, offset) => passes(test, words[at + offset]))) {
      const end = matchFrom(steps, step + 1, words, at + option.length);
      if (end >= 0) return end;
    }
  }
  return current.optional ? matchFrom(steps, step + 1, words, at) : -1;
}

export interface PhraseMatch {
  start: number;
  end: number;
}

/** Every place in `words` where the phrase matches (one per start). */
export function findPhrase(phrase: CompiledPhrase, words: readonly string[]): PhraseMatch[] {
  const found: PhraseMatch[] = [];
  for (let start = 0; start < words.length; start++) {
    // Most words cannot begin a given phrase: a set lookup spares the walk through its steps.
    if (!canStart(phrase, words[start] as string)) continue;
    const end = matchFrom(phrase.steps, 0, words, start);
    if (end > start) found.push({ start, end });
  }
  return found;
}
