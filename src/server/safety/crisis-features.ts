import { type ConceptRole, concepts, emojiConcepts } from './crisis-concepts.ts';
import { normalizeMessage } from './normalize-message.ts';

/**
 * Features the crisis classifier reads from a message, after `normalizeMessage`: word unigrams and
 * bigrams, character 3- to 5-grams inside words (for typos), and concepts. N-grams alone learn the
 * vocabulary of whoever wrote the training set; the concept features are what let the
 * model recognise a plan, a means or a farewell written in words it has never seen ("the top deck
 * of the car park", "my dad's heart pills"). Each concept is a curated list of phrases over the
 * normalized text; concepts found close together in a message also make a pair feature, because
 * danger is usually a combination (a means and a moment, a body part and an injury, a person and a
 * threat) that no single word carries.
 */

/** Bump when extraction changes, so stale weights are caught by the test that retrains. */
export const featureSchemeVersion = 5;

/** Concepts within this many words of each other make a pair; a buried signal is one or two sentences long. */
const pairWindow = 14;

const charMin = 3;
const charMax = 5;

/**
 * How much each family of features can say. Word and character n-grams are scaled so that each
 * family has unit length in every message: a long message then does not outvote a short one by
 * sheer vocabulary. Concepts keep a fixed value, so one dark sentence buried in a long everyday
 * message weighs as much as it would on its own.
 */
const featureScales = { words: 1, chars: 1, concepts: 1 } as const;

/** Word index of each character of `text`, so concept matches can be placed by word. */
function wordIndexOf(text: string): Int32Array {
  const index = new Int32Array(text.length + 1);
  let word = 0;
  for (let i = 0; i < text.length; i += 1) {
    index[i] = word;
    if (text[i] === ' ') word += 1;
  }
  index[text.length] = word;
  return index;
}

interface FoundConcept {
  name: string;
  role: ConceptRole;
  positions: number[];
}

function conceptsOf(text: string, normalized: string, wordCount: number): FoundConcept[] {
  const index = wordIndexOf(normalized);
  const found: FoundConcept[] = [];
  for (const [name, role, pattern] of concepts) {
    pattern.lastIndex = 0;
    const positions: number[] = [];
    for (let match = pattern.exec(normalized); match; match = pattern.exec(normalized)) {
      positions.push(index[match.index] ?? 0);
      if (match[0].length === 0) pattern.lastIndex += 1;
    }
    if (positions.length > 0) found.push({ name, role, positions });
  }
  // An emoji's place is unknown after normalizing; counting it at the end pairs it with the last sentence.
  for (const [name, role, pattern] of emojiConcepts) {
    if (pattern.test(text)) found.push({ name, role, positions: [wordCount] });
  }
  return found;
}

/**
 * The features of one message, each a name and a value. Deterministic: the same text always
 * gives the same map, in the same order.
 */
export function extractFeatures(text: string): Map<string, number> {
  const normalized = normalizeMessage(text);
  const words = normalized ? normalized.split(' ') : [];
  const wordGrams = new Set<string>();
  const charGrams = new Set<string>();
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as string;
    wordGrams.add(`w:${word}`);
    // Trigrams were tried: no better in cross-author validation, and 1,400 more weights to ship.
    if (i + 1 < words.length) wordGrams.add(`b:${word} ${words[i + 1] as string}`);
    // Character n-grams inside a word, edges marked, so "beter" and "wrsit" share most of their pieces with the real word.
    if (word.length >= charMin) {
      const padded = `<${word}>`;
      for (let n = charMin; n <= charMax; n += 1) {
        for (let start = 0; start + n <= padded.length; start += 1) charGrams.add(`c:${padded.slice(start, start + n)}`);
      }
    }
  }

  const features = new Map<string, number>();
  const wordValue = featureScales.words / Math.sqrt(Math.max(1, wordGrams.size));
  for (const name of wordGrams) features.set(name, wordValue);
  const charValue = featureScales.chars / Math.sqrt(Math.max(1, charGrams.size));
  for (const name of charGrams) features.set(name, charValue);

  const found = conceptsOf(text, normalized, words.length);
  for (const concept of found) if (concept.role !== 'context') features.set(`k:${concept.name}`, featureScales.concepts);
  // Only pairs with a sign of danger in them: two context words side by side ("tonight", "him") say nothing.
  for (let a = 0; a < found.length; a += 1) {
    for (let b = a + 1; b < found.length; b += 1) {
      const first = found[a] as FoundConcept;
      const second = found[b] as FoundConcept;
      if (first.role !== 'core' && second.role !== 'core') continue;
      if (isNear(first.positions, second.positions)) features.set(`p:${first.name}+${second.name}`, featureScales.concepts);
    }
  }
  return features;
}

function isNear(first: number[], second: number[]): boolean {
  // Both lists are ascending; walk them together.
  let i = 0;
  let j = 0;
  while (i < first.length && j < second.length) {
    const a = first[i] as number;
    const b = second[j] as number;
    if (Math.abs(a - b) <= pairWindow) return true;
    if (a < b) i += 1;
    else j += 1;
  }
  return false;
}
