import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { authorFolds, devSetPath, featuresOfMessages, toClassifierFile, toNetworkFile, trainCrisisClassifier, trainNetworkOn } from '../../../scripts/train-crisis-classifier.ts';
import { findCrisisSignal } from './crisis-check.ts';
import {
  crisisClassifierScore,
  crisisClassifierThreshold,
  minimumWordsForVote,
  mixScores,
  mixWeights,
  ruledOutMixWeights,
  votesFullFromWords,
  votesShare,
} from './crisis-classifier.ts';
import { exampleScore } from './crisis-examples.ts';
import { wordExampleScore } from './crisis-word-examples.ts';
import model from './crisis-classifier-weights.json' with { type: 'json' };
import { readCrisisSet } from './crisis-evaluation.ts';
import { featureSchemeVersion } from './crisis-features.ts';
import { crisisNetworkFile } from './crisis-network.ts';
import { normalizeMessage } from './normalize-message.ts';
import { embedSentence, embedSentences, sentenceEmbeddingSize } from './sentence-encoder.ts';

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
  it('scores are probabilities, and the same text always gets the same embedding and score', async () => {
    for (const text of [...clearCrises, ...clearlySafe, '', '   ', '💀💀💀', 'a'.repeat(5000)]) {
      const embedding = await embedSentence(normalizeMessage(text));
      expect(embedding).toHaveLength(sentenceEmbeddingSize);
      expect(await embedSentence(normalizeMessage(text))).toEqual(embedding);
      const score = crisisClassifierScore(text, embedding);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
      expect(crisisClassifierScore(text, embedding)).toBe(score);
    }
  });

  it('embeds a message the same alone as in a batch', async () => {
    const [first, second] = await embedSentences(clearCrises.slice(0, 2));
    expect(await embedSentence(clearCrises[0] as string)).toEqual(first);
    expect(await embedSentence(clearCrises[1] as string)).toEqual(second);
  });

  // Through the check the product runs (classifier, patterns and the guards' veto), not the bare score.
  it('flags plain crises it was not trained on', async () => {
    for (const text of clearCrises) expect({ text, flagged: (await findCrisisSignal(text)) !== null }).toEqual({ text, flagged: true });
  });

  it('lets plainly safe messages through', async () => {
    for (const text of clearlySafe) expect({ text, flagged: (await findCrisisSignal(text)) !== null }).toEqual({ text, flagged: false });
  });

  it('mixes the two votes with the models, except where the writer says they are safe', () => {
    const nearest = { meaning: { crisis: 0.77, safe: 0.7 }, words: { crisis: 0.2, safe: 0.35 } };
    const words = (count: number) => new Map(Array.from({ length: count }, (_, index) => [`w:word${index}`, 1]));
    const long = words(votesFullFromWords);
    const votes = mixWeights.models * 0.2 + mixWeights.meaning * exampleScore(nearest.meaning) + mixWeights.words * wordExampleScore(nearest.words);
    expect(mixScores(0.2, () => nearest, long)).toBeCloseTo(votes, 10);
    expect(mixScores(0.2, () => nearest, new Map([...long, ['k:reassured', 1]]))).toBe(0.2);
  });

  it('lets the votes count more as a message gets longer, and not at all for a name or a short phrase', () => {
    const nearest = { meaning: { crisis: 0.8, safe: 0.6 }, words: { crisis: 0.5, safe: 0.2 } };
    const words = (count: number) => new Map(Array.from({ length: count }, (_, index) => [`w:word${index}`, 1]));
    // "Golden Gate Bridge": a topic, not a scene.
    expect(mixScores(0.2, () => nearest, words(minimumWordsForVote - 1))).toBe(0.2);
    const scores = Array.from({ length: votesFullFromWords - minimumWordsForVote + 2 }, (_, index) => mixScores(0.2, () => nearest, words(minimumWordsForVote + index)));
    for (let index = 1; index < scores.length - 1; index += 1) expect(scores[index]).toBeGreaterThan(scores[index - 1] as number);
    expect(scores.at(-1)).toBe(scores.at(-2));
    expect(votesShare(words(votesFullFromWords))).toBe(1);
  });

  it('does not ask the vote by words where a guard read the phrase as something else', () => {
    const nearest = { meaning: { crisis: 0.66, safe: 0.63 }, words: { crisis: 0.6, safe: 0.1 } };
    const guarded = new Map([...Array.from({ length: votesFullFromWords }, (_, index) => [`w:word${index}`, 1] as const), ['s:ruled-out', 1]]);
    expect(mixScores(0.3, () => nearest, guarded)).toBeCloseTo(ruledOutMixWeights.models * 0.3 + ruledOutMixWeights.meaning * exampleScore(nearest.meaning), 10);
    // A pattern that fired outweighs a guard elsewhere in the message: both votes count.
    expect(mixScores(0.3, () => nearest, new Map([...guarded, ['s:pattern', 1]]))).toBeGreaterThan(mixScores(0.3, () => nearest, guarded));
  });

  it('uses the threshold stored with the weights', () => {
    expect(crisisClassifierThreshold).toBe(model.threshold);
    expect(crisisClassifierThreshold).toBeGreaterThan(0);
    expect(crisisClassifierThreshold).toBeLessThan(1);
  });

  it('ships weights trained on the current dev set with the current features', () => {
    // A stale file (the dev set or the features changed without retraining) fails here: run `node scripts/train-crisis-classifier.ts`.
    const devSetHash = `sha256:${createHash('sha256').update(readFileSync(devSetPath, 'utf8')).digest('hex')}`;
    expect(model.version).toBe(featureSchemeVersion);
    expect(model.trainedOn).toBe(devSetHash);
    expect(crisisNetworkFile.version).toBe(featureSchemeVersion);
    expect(crisisNetworkFile.trainedOn).toBe(devSetHash);
    expect(crisisNetworkFile.members.length).toBeGreaterThan(0);
  });

  it('trains the same weights from the same messages (no randomness but fixed seeds)', { timeout: 120_000 }, async () => {
    // Retraining on the whole dev set means embedding 9,000 messages (minutes); a slice of it shows the same property.
    const slice = readCrisisSet('dev').filter((_, index) => index % 30 === 0);
    const featuresOf = await featuresOfMessages(slice);
    const first = toClassifierFile(trainCrisisClassifier(slice, featuresOf), 0.5, 'slice');
    const again = toClassifierFile(trainCrisisClassifier(slice, await featuresOfMessages(slice)), 0.5, 'slice');
    expect(again).toEqual(first);
    expect(Object.keys(first.weights).some((name) => name.startsWith('e:'))).toBe(true);
    const network = toNetworkFile(trainNetworkOn(slice, featuresOf), 'slice');
    expect(toNetworkFile(trainNetworkOn(slice, featuresOf), 'slice')).toEqual(network);
    expect(network.indicators.some((name) => name.startsWith('k:'))).toBe(true);
  });

  it('validates on groups of writers that never overlap', () => {
    const authors = readCrisisSet('dev').map((message) => message.author);
    const groups = authorFolds(authors, 9);
    const dealt = groups.flat();
    expect(dealt.sort()).toEqual([...new Set(authors)].sort());
    expect(Math.max(...groups.map((group) => group.length)) - Math.min(...groups.map((group) => group.length))).toBeLessThanOrEqual(1);
    expect(authorFolds(['b', 'a', 'b'], 9)).toEqual([['a'], ['b']]);
  });
});
