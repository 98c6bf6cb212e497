import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { devSetPath } from '../../../scripts/train-crisis-classifier.ts';
import { exampleMemoryFile, exampleScore, nearestExamples, readExampleMemory, rememberExamples, shippedExampleMemory } from './crisis-examples.ts';
import { readCrisisSet } from './crisis-evaluation.ts';
import { normalizeMessage } from './normalize-message.ts';
import { embedSentences, sentenceEmbeddingSize } from './sentence-encoder.ts';

const cosine = (a: number[], b: number[]) => a.reduce((sum, value, k) => sum + value * (b[k] as number), 0) / (Math.hypot(...a) * Math.hypot(...b));

describe('crisis examples', () => {
  // Three crisis and two safe "embeddings", not unit length, with negative parts.
  const examples = [
    [0.9, 0.1, -0.2, 0.05],
    [0.1, 0.8, 0.3, -0.4],
    [-0.5, 0.2, 0.7, 0.1],
    [0.2, -0.9, 0.1, 0.3],
    [0.05, 0.05, -0.9, 0.6],
  ];
  const labels = [true, true, true, false, false];
  const memory = rememberExamples(examples, labels, 'ab'.repeat(32));

  it('finds the closest example of each label, to within the rounding of one byte a number', () => {
    for (const query of [
      [1, 0, 0, 0],
      [0.3, -0.7, 0.2, 0.1],
      [-0.2, 0.4, -0.6, 0.9],
    ]) {
      const nearest = nearestExamples(memory, query);
      const crisis = Math.max(...examples.filter((_, index) => labels[index]).map((example) => cosine(example, query)));
      const safe = Math.max(...examples.filter((_, index) => !labels[index]).map((example) => cosine(example, query)));
      expect(nearest.crisis).toBeCloseTo(crisis, 2);
      expect(nearest.safe).toBeCloseTo(safe, 2);
    }
  });

  it('votes crisis when the closest crisis example is closer than the closest safe one', () => {
    expect(exampleScore(nearestExamples(memory, examples[0] as number[]))).toBeGreaterThan(0.99);
    expect(exampleScore(nearestExamples(memory, examples[3] as number[]))).toBeLessThan(0.01);
    expect(exampleScore({ crisis: 0.6, safe: 0.6 })).toBe(0.5);
  });

  it('reads back the file it writes, and refuses a file cut short', () => {
    const file = exampleMemoryFile(memory);
    expect(readExampleMemory(file)).toEqual(memory);
    // Offset inside a larger buffer, as a pooled Buffer may be.
    const padded = Buffer.concat([Buffer.alloc(3), file]).subarray(3);
    expect(readExampleMemory(padded)).toEqual(memory);
    expect(() => readExampleMemory(file.subarray(0, file.length - 1))).toThrow(/cut short/);
    expect(() => readExampleMemory(Buffer.alloc(8))).toThrow(/format/);
  });

  it('ships the development part, each message remembered with its label', async () => {
    // A stale file (the dev set changed without retraining) fails here: run `node scripts/train-crisis-classifier.ts`.
    const shipped = shippedExampleMemory();
    const dev = readCrisisSet('dev');
    expect(shipped.trainedOn).toBe(createHash('sha256').update(readFileSync(devSetPath, 'utf8')).digest('hex'));
    expect(shipped.count).toBe(dev.length);
    expect(shipped.dimensions).toBe(sentenceEmbeddingSize);
    expect(shipped.labels.reduce((sum, label) => sum + label, 0)).toBe(dev.filter((message) => message.label === 'crisis').length);
    // A message the set holds is its own nearest example.
    const sample = dev.filter((_, index) => index % 1500 === 0);
    const embeddings = await embedSentences(sample.map((message) => normalizeMessage(message.text)));
    sample.forEach((message, index) => {
      const nearest = nearestExamples(shipped, embeddings[index] as number[]);
      expect(message.label === 'crisis' ? nearest.crisis : nearest.safe).toBeGreaterThan(0.99);
    });
  });
});
