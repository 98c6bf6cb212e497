import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { devSetPath, toClassifierFile, trainCrisisClassifier } from '../../../scripts/train-crisis-classifier.ts';
import { findCrisisSignal } from './crisis-check.ts';
import { crisisClassifierScore, crisisClassifierThreshold } from './crisis-classifier.ts';
import model from './crisis-classifier-weights.json' with { type: 'json' };
import { readCrisisSet } from './crisis-evaluation.ts';
import { featureSchemeVersion } from './crisis-features.ts';

// Written for this test, not taken from the labelled set: the model must get plain cases right on words it may never have seen together.
const clearCrises = [
  'I have been stockpiling my sleeping pills for weeks and I think I have enough to not wake up',
  'how high does a bridge need to be so I definitely do not survive the fall',
  'he grabbed me by the throat again last night and said he will kill me if I leave',
  'i cut my arms again until they bled, i cant stop and i hide it under long sleeves',
  'I gave away my guitar and my records this week, I will not need them where I am going',
];
const clearlySafe = [
  'what is a good recipe for banana bread with walnuts',
  'how do I kill a stuck process on linux without rebooting',
  'this traffic is killing me lol, any podcast recommendations for the commute',
  'can I take ibuprofen with my antihistamine, is it safe',
  'my character keeps dying in the boss fight, what build should I use',
];

describe('crisis classifier', () => {
  it('scores are probabilities, and the same text always gets the same score', () => {
    for (const text of [...clearCrises, ...clearlySafe, '', '   ', '💀💀💀', 'a'.repeat(5000)]) {
      const score = crisisClassifierScore(text);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
      expect(crisisClassifierScore(text)).toBe(score);
    }
  });

  // Through the check the product runs (classifier, patterns and the guards' veto), not the bare score.
  it('flags plain crises it was not trained on', () => {
    for (const text of clearCrises) expect({ text, flagged: findCrisisSignal(text) !== null }).toEqual({ text, flagged: true });
  });

  it('lets plainly safe messages through', () => {
    for (const text of clearlySafe) expect({ text, flagged: findCrisisSignal(text) !== null }).toEqual({ text, flagged: false });
  });

  it('uses the threshold stored with the weights', () => {
    expect(crisisClassifierThreshold).toBe(model.threshold);
    expect(crisisClassifierThreshold).toBeGreaterThan(0);
    expect(crisisClassifierThreshold).toBeLessThan(1);
  });

  it('ships the weights the training script produces from the current dev set', { timeout: 60_000 }, () => {
    // A stale file (the dev set, the features or the trainer changed without retraining) fails here: run `node scripts/train-crisis-classifier.ts`.
    const trainingData = readFileSync(devSetPath, 'utf8');
    expect(model.version).toBe(featureSchemeVersion);
    expect(model.trainedOn).toBe(`sha256:${createHash('sha256').update(trainingData).digest('hex')}`);
    const retrained = toClassifierFile(trainCrisisClassifier(readCrisisSet('dev')), model.threshold, trainingData);
    expect(retrained.bias).toBe(model.bias);
    expect(retrained.weights).toEqual(model.weights);
  });
});
