import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { devSetPath } from '../../../scripts/train-crisis-classifier.ts';
import { readCrisisSet } from './crisis-evaluation.ts';
import { extractFeatures, featureSchemeVersion } from './crisis-features.ts';
import {
  type WordExampleFile,
  nearestWordExamples,
  readWordExampleFile,
  rememberWordExamples,
  shippedWordExampleMemory,
  wordExampleFile,
  wordExampleMemoryPath,
  wordExampleScore,
  wordNeighbours,
  wordTermsOf,
} from './crisis-word-examples.ts';

// Ten examples, so a term must be held by two or three of them (at most 30%) to be remembered.
const examples: string[][] = [
  ['w:pills', 'w:counted', 'b:counted out', 'k:means'],
  ['w:pills', 'w:table', 'k:means'],
  ['w:bridge', 'w:floor', 'b:which floor'],
  ['w:bridge', 'w:closed', 'w:commute'],
  ['w:counted', 'w:sheep', 'w:commute'],
  ['w:floor', 'w:table', 'w:dinner', 'b:which floor'],
  ['w:dinner', 'w:sheep', 'w:the'],
  ['w:the', 'w:unique1'],
  ['w:the', 'w:unique2'],
  ['w:the', 'w:closed'],
];
const labels = [true, true, true, false, false, false, false, false, false, false];

/** tf-idf cosine done the slow, obvious way, over the terms the memory keeps: the mean of the `neighbours` highest per label. */
function bruteForce(query: string[], neighbours: number): { crisis: number; safe: number } {
  const count = examples.length;
  const holders = (term: string) => examples.filter((terms) => terms.includes(term)).length;
  const kept = (term: string) => holders(term) >= 2 && holders(term) <= 0.3 * count;
  const vector = (terms: string[]) => new Map([...new Set(terms)].filter(kept).map((term) => [term, Math.log(count / holders(term))]));
  const q = vector(query);
  const length = (v: Map<string, number>) => Math.hypot(...v.values());
  const crisis: number[] = [];
  const safe: number[] = [];
  examples.forEach((terms, index) => {
    const e = vector(terms);
    let dot = 0;
    for (const [term, weight] of q) dot += weight * (e.get(term) ?? 0);
    (labels[index] ? crisis : safe).push(dot === 0 ? 0 : dot / (length(q) * length(e)));
  });
  const top = (similarities: number[]) =>
    [...similarities, ...new Array<number>(neighbours).fill(0)]
      .sort((a, b) => b - a)
      .slice(0, neighbours)
      .reduce((sum, value) => sum + value, 0) / neighbours;
  return { crisis: top(crisis), safe: top(safe) };
}

describe('crisis word examples', () => {
  const memory = rememberWordExamples(examples, labels);

  it('keeps only the terms at least two and at most 30% of the examples hold', () => {
    expect([...memory.columns.keys()].sort()).toEqual(['b:which floor', 'k:means', 'w:bridge', 'w:closed', 'w:commute', 'w:counted', 'w:dinner', 'w:floor', 'w:pills', 'w:sheep', 'w:table']);
    // Held by one example, and by four of ten.
    expect(memory.columns.has('b:counted out')).toBe(false);
    expect(memory.columns.has('w:the')).toBe(false);
    expect(memory.columns.has('w:unique1')).toBe(false);
  });

  it('finds the closest examples of each label by rare terms', () => {
    for (const query of [['w:pills', 'k:means'], ['w:which', 'b:which floor', 'w:floor'], ['w:commute', 'w:closed', 'w:the'], ['w:sheep', 'w:dinner', 'w:table'], ['w:the'], [], ['w:never-seen']]) {
      for (const neighbours of [1, 2, wordNeighbours, 5]) {
        const nearest = nearestWordExamples(memory, query, neighbours);
        const expected = bruteForce(query, neighbours);
        expect(nearest.crisis).toBeCloseTo(expected.crisis, 10);
        expect(nearest.safe).toBeCloseTo(expected.safe, 10);
      }
    }
    expect(nearestWordExamples(memory, ['w:pills', 'w:counted', 'k:means'], 1).crisis).toBeCloseTo(1, 10);
    // Nothing in common, nothing to say: an even vote.
    expect(wordExampleScore(nearestWordExamples(memory, ['w:the']))).toBe(0.5);
  });

  it('votes for the label whose nearest example shares more', () => {
    expect(wordExampleScore({ crisis: 0.5, safe: 0.2 })).toBeGreaterThan(0.99);
    expect(wordExampleScore({ crisis: 0.2, safe: 0.5 })).toBeLessThan(0.01);
  });

  it('survives the round trip through its file, and refuses a broken one', () => {
    const file = wordExampleFile(memory, featureSchemeVersion, 'sha256:test');
    const read = readWordExampleFile(JSON.parse(JSON.stringify(file)) as WordExampleFile);
    expect(read.columns).toEqual(memory.columns);
    expect(read.rarity).toEqual(memory.rarity);
    expect(read.labels).toEqual(memory.labels);
    expect(read.lengths).toEqual(memory.lengths);
    expect(() => readWordExampleFile({ ...file, labels: file.labels.slice(1) })).toThrow(/labels and examples/);
    expect(() => readWordExampleFile({ ...file, labels: file.labels.replace('1', '2') })).toThrow(/labels and examples/);
    expect(() => readWordExampleFile({ ...file, examples: [[file.terms.length], ...file.examples.slice(1)] })).toThrow(/outside the terms/);
  });

  it('ships the development part, remembered with the features the check extracts today', () => {
    const file = JSON.parse(readFileSync(wordExampleMemoryPath, 'utf8')) as WordExampleFile;
    expect(file.version).toBe(featureSchemeVersion);
    expect(file.trainedOn).toBe(`sha256:${createHash('sha256').update(readFileSync(devSetPath, 'utf8')).digest('hex')}`);
    const dev = readCrisisSet('dev');
    expect(file.labels).toBe(dev.map((message) => (message.label === 'crisis' ? '1' : '0')).join(''));
    // Every message finds itself: its own terms, extracted now, are the ones the file remembers.
    const shipped = shippedWordExampleMemory();
    for (const index of [0, 1, 500, 4000, dev.length - 1]) {
      const message = dev[index]!;
      const remembered = file.examples[index]!.map((column) => file.terms[column]!).sort();
      expect(remembered).toEqual(wordTermsOf(extractFeatures(message.text)).filter((term) => shipped.columns.has(term)).sort());
      const nearest = nearestWordExamples(shipped, wordTermsOf(extractFeatures(message.text)), 1);
      if (remembered.length > 0) expect(message.label === 'crisis' ? nearest.crisis : nearest.safe).toBeCloseTo(1, 10);
    }
  });
});
