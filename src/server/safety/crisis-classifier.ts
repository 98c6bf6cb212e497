import { type NearestExamples, exampleScore, nearestExamples, shippedExampleMemory } from './crisis-examples.ts';
import { extractFeatures } from './crisis-features.ts';
import model from './crisis-classifier-weights.json' with { type: 'json' };
import { crisisNetworkScore } from './crisis-network.ts';
import { type PatternEvidence, patternEvidence } from './pattern-check.ts';
import { type NearestWordExamples, nearestWordExamples, shippedWordExampleMemory, wordExampleScore, wordTermsOf } from './crisis-word-examples.ts';

/**
 * The deciding layer of the crisis check: the mean of two models over the same features, a
 * logistic regression over the message's word and character n-grams and concepts
 * (`extractFeatures`), its sentence embedding (`sentence-encoder.ts`) and the curated patterns'
 * verdict, and a small network over the embedding and the concepts (`crisis-network.ts`), mixed
 * with the votes of the nearest labelled examples by meaning (`crisis-examples.ts`) and by words
 * (`crisis-word-examples.ts`). All are built by
 * `scripts/train-crisis-classifier.ts` from the development part of the labelled set.
 * Offline and pure: the same text and embedding always get the same score.
 */

// A Map, so feature names such as "w:constructor" never reach Object.prototype.
const weights = new Map<string, number>(Object.entries(model.weights as Record<string, number>));
const bias: number = model.bias;

/** The score at or above which a message counts as a crisis (chosen by the training script). */
export const crisisClassifierThreshold: number = model.threshold;

/**
 * How much the embedding's dimensions weigh against the n-grams: its components are about 0.04
 * each, and at scale 1 the shared L2 penalty kept them from saying anything. Chosen by leave one
 * author out on the development part (decision 0152).
 */
export const embeddingScale = 3;

/** The features the classifier reads: the text's own, its embedding, and what the patterns found in it. */
export function classifierFeatures(text: string, embedding: readonly number[], evidence: PatternEvidence = patternEvidence(text)): Map<string, number> {
  const features = extractFeatures(text);
  embedding.forEach((value, index) => features.set(`e:${index}`, value * embeddingScale));
  if (evidence.kind) {
    features.set('s:pattern', 1);
    features.set(`s:pattern:${evidence.kind}`, 1);
  }
  if (evidence.ruledOut) features.set('s:ruled-out', 1);
  return features;
}

/** The linear model's probability for a message's features. */
export function linearScore(features: ReadonlyMap<string, number>): number {
  let z = bias;
  for (const [name, value] of features) z += (weights.get(name) ?? 0) * value;
  return 1 / (1 + Math.exp(-z));
}

/**
 * How the models' mean and the two votes mix, when the message is long enough for both and no
 * guard read its phrase as something else: the models, the nearest examples by meaning
 * (`crisis-examples.ts`) and the nearest examples by words (`crisis-word-examples.ts`). Chosen by
 * leaving writers out, with the votes' sharpness (decisions 0198 and 0199).
 */
export const mixWeights = { models: 0.4, meaning: 0.3, words: 0.3 };

/**
 * The mix when a guard or a denial ruled the message's phrase out: the vote by words is not
 * asked, since the words it would match are the very phrase the guard read as something else ("I
 * cut myself a slice of cake"). The vote by meaning reads the whole scene (decision 0198).
 */
export const ruledOutMixWeights = { models: 0.65, meaning: 0.35 };

/**
 * The votes count fully from this many different words and not at all below four, growing in
 * between: the nearest example of a name or a short phrase matches its topic, not a scene
 * ("Golden Gate Bridge", typed into a trip request, scored 0.24 by the models and 0.46 with the
 * vote by meaning; "the bridge on my commute is closed" shares its rare words with a plan). On
 * writers left out this cost no recall at the chosen threshold (decision 0199).
 */
export const votesFullFromWords = 11;
export const minimumWordsForVote = 4;

function differentWords(features: ReadonlyMap<string, number>): number {
  let count = 0;
  for (const name of features.keys()) if (name.startsWith('w:')) count += 1;
  return count;
}

/** How much the votes count for a message with these features, from 0 (the models alone) to 1. */
export function votesShare(features: ReadonlyMap<string, number>): number {
  // Where the writer says outright that they are safe ("not in a dark way, just drained"), the
  // models alone decide: the nearest examples are found by what a message is about (a landlord,
  // a knife), while the models were trained on the reassurance (decision 0198).
  if (features.has('k:reassured')) return 0;
  const words = differentWords(features);
  if (words < minimumWordsForVote) return 0;
  return Math.min(1, (words - minimumWordsForVote + 1) / (votesFullFromWords - minimumWordsForVote + 1));
}

/** The two nearest examples a message has: by meaning and by words. */
export interface NearestOfBoth {
  meaning: NearestExamples;
  words: NearestWordExamples;
}

/**
 * The models' mean and the two votes, mixed: the score the check reads. `nearestOf` is asked only
 * when the votes count, so a short string or a reassured message skips both searches.
 */
export function mixScores(models: number, nearestOf: () => NearestOfBoth, features: ReadonlyMap<string, number>): number {
  const share = votesShare(features);
  if (share === 0) return models;
  const nearest = nearestOf();
  const meaning = exampleScore(nearest.meaning);
  const ruledOut = features.has('s:ruled-out') && !features.has('s:pattern');
  const votes = ruledOut
    ? ruledOutMixWeights.models * models + ruledOutMixWeights.meaning * meaning
    : mixWeights.models * models + mixWeights.meaning * meaning + mixWeights.words * wordExampleScore(nearest.words);
  return (1 - share) * models + share * votes;
}

/** The score, in [0, 1], that `text` (whose sentence embedding is `embedding`) is a crisis message. Deterministic. */
export function crisisClassifierScore(text: string, embedding: readonly number[], evidence?: PatternEvidence): number {
  const features = classifierFeatures(text, embedding, evidence);
  const models = (linearScore(features) + crisisNetworkScore(features, embeddingScale)) / 2;
  return mixScores(
    models,
    () => ({ meaning: nearestExamples(shippedExampleMemory(), embedding), words: nearestWordExamples(shippedWordExampleMemory(), wordTermsOf(features)) }),
    features,
  );
}
