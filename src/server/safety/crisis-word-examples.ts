import { readFileSync } from 'node:fs';

/**
 * The labelled messages the crisis check remembers by their words: beside the nearest examples by
 * meaning (`crisis-examples.ts`), how close a message comes, in the words, word pairs and concepts
 * it shares, to the nearest crisis message and the nearest safe one of the development part. The
 * sentence encoder is small and reads a scene's topic; the words keep what it blurs ("which
 * floor", "counted out", "the note"). Weighted by how rare each term is (tf-idf), so a shared
 * "the" says nothing and a shared "counted out" says much.
 */
export interface WordExampleMemory {
  /** Each remembered term's column. */
  columns: ReadonlyMap<string, number>;
  /** Per column: how rare the term is among the examples, log(examples / examples holding it). */
  rarity: Float64Array;
  /** Per column: the examples holding the term. */
  postings: readonly Int32Array[];
  /** Per example: the length of its tf-idf vector. */
  lengths: Float64Array;
  /** 1 for a crisis message, 0 for a safe one. */
  labels: Uint8Array;
}

/** How close a message comes to the nearest remembered examples of each label: the mean cosine similarity of the `wordNeighbours` closest (0 to 1). */
export interface NearestWordExamples {
  crisis: number;
  safe: number;
}

/** The terms of a message's features the words vote reads: its words, word pairs and concepts. */
export function wordTermsOf(features: ReadonlyMap<string, number>): string[] {
  return [...features.keys()].filter((name) => name.startsWith('w:') || name.startsWith('b:') || name.startsWith('k:'));
}

/**
 * Which terms are remembered: those held by at least two examples (one example's typo says
 * nothing about another writer) and by at most 30% of them (a term in every other message is
 * grammar, not content).
 */
const minimumExamples = 2;
const maximumShare = 0.3;

/** The examples' terms, indexed by term for a fast nearest search. */
export function rememberWordExamples(termsOfExamples: readonly (readonly string[])[], labels: readonly boolean[]): WordExampleMemory {
  const count = termsOfExamples.length;
  const holding = new Map<string, number[]>();
  termsOfExamples.forEach((terms, index) => {
    for (const term of new Set(terms)) {
      let examples = holding.get(term);
      if (!examples) holding.set(term, (examples = []));
      examples.push(index);
    }
  });
  const kept = [...holding.entries()].filter(([, examples]) => examples.length >= minimumExamples && examples.length <= maximumShare * count).sort(([a], [b]) => (a < b ? -1 : 1));
  const columns = new Map(kept.map(([term], column) => [term, column]));
  const rarity = Float64Array.from(kept, ([, examples]) => Math.log(count / examples.length));
  const postings = kept.map(([, examples]) => Int32Array.from(examples));
  const squared = new Float64Array(count);
  kept.forEach(([, examples], column) => {
    for (const example of examples) squared[example] = (squared[example] as number) + (rarity[column] as number) ** 2;
  });
  return { columns, rarity, postings, lengths: squared.map(Math.sqrt), labels: Uint8Array.from(labels, (label) => (label ? 1 : 0)) };
}

/**
 * How many of the nearest examples of each label the vote by words reads, their similarities
 * averaged: one example that shares a single rare word by chance ("a note", "the cliff") counts
 * for a third. On writers left out, three did better than one at every false-alarm rate, and
 * five no better than three (decision 0199).
 */
export const wordNeighbours = 3;

/** Inserts `similarity` into `top`, kept sorted from highest and no longer than its length. */
function keepHighest(top: Float64Array, similarity: number): void {
  if (similarity <= (top[top.length - 1] as number)) return;
  let at = top.length - 1;
  while (at > 0 && (top[at - 1] as number) < similarity) {
    top[at] = top[at - 1] as number;
    at -= 1;
  }
  top[at] = similarity;
}

const mean = (values: Float64Array) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The cosine similarity, over rare terms weighted by rarity, of `terms` to the `neighbours`
 * closest crisis examples and the closest safe ones, averaged per label (an example that shares
 * nothing counts as 0).
 */
export function nearestWordExamples(memory: WordExampleMemory, terms: readonly string[], neighbours = wordNeighbours): NearestWordExamples {
  const dots = new Map<number, number>();
  let squared = 0;
  for (const term of new Set(terms)) {
    const column = memory.columns.get(term);
    if (column === undefined) continue;
    const weight = memory.rarity[column] as number;
    squared += weight * weight;
    for (const example of memory.postings[column] as Int32Array) dots.set(example, (dots.get(example) ?? 0) + weight * weight);
  }
  const crisis = new Float64Array(neighbours);
  const safe = new Float64Array(neighbours);
  const length = Math.sqrt(squared);
  for (const [example, dot] of dots) keepHighest(memory.labels[example] === 1 ? crisis : safe, dot / (length * (memory.lengths[example] as number)));
  return { crisis: mean(crisis), safe: mean(safe) };
}

/**
 * How sharply the gap between the nearest examples of the two labels becomes a score: 30 turns a
 * gap of 0.05 into 0.82. Chosen with the mix's weights by leaving writers out (decision 0199).
 */
export const wordExampleSharpness = 30;

/** The nearest examples' vote by words, in [0, 1]: above one half when the closest crisis messages share more than the closest safe ones. */
export function wordExampleScore(nearest: NearestWordExamples): number {
  return 1 / (1 + Math.exp(-wordExampleSharpness * (nearest.crisis - nearest.safe)));
}

/** The memory as it is stored: each example's remembered terms, as columns into one sorted list of terms. */
export interface WordExampleFile {
  version: number;
  /** SHA-256 of the data the examples came from. */
  trainedOn: string;
  terms: string[];
  /** One character per example: 1 for crisis, 0 for safe. */
  labels: string;
  examples: number[][];
}

/** The memory as a file; `version` is the feature scheme's (`featureSchemeVersion`): other features, other terms. */
export function wordExampleFile(memory: WordExampleMemory, version: number, trainedOn: string): WordExampleFile {
  const terms = [...memory.columns.keys()];
  const examples = Array.from(memory.labels, () => [] as number[]);
  memory.postings.forEach((holders, column) => {
    for (const example of holders) examples[example]?.push(column);
  });
  return { version, trainedOn, terms, labels: Array.from(memory.labels).join(''), examples };
}

export function readWordExampleFile(file: WordExampleFile): WordExampleMemory {
  if (file.examples.length !== file.labels.length || !/^[01]*$/.test(file.labels)) throw new Error('crisis word examples: labels and examples do not match');
  const termsOf = file.examples.map((columns) =>
    columns.map((column) => {
      const term = file.terms[column];
      if (term === undefined) throw new Error('crisis word examples: a column outside the terms');
      return term;
    }),
  );
  return rememberWordExamples(termsOf, Array.from(file.labels, (label) => label === '1'));
}

export const wordExampleMemoryPath = new URL('./crisis-word-examples.json', import.meta.url);

let shipped: WordExampleMemory | undefined;

/** The examples shipped with the check (the development part), read once. */
export function shippedWordExampleMemory(): WordExampleMemory {
  shipped ??= readWordExampleFile(JSON.parse(readFileSync(wordExampleMemoryPath, 'utf8')) as WordExampleFile);
  return shipped;
}
