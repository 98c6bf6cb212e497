import { extractFeatures } from './crisis-features.ts';
import model from './crisis-classifier-weights.json' with { type: 'json' };
import { type PatternEvidence, patternEvidence } from './pattern-check.ts';

/**
 * The deciding layer of the crisis check: a logistic regression over the message's word and
 * character n-grams and concepts (`extractFeatures`) and the curated patterns' verdict, trained by
 * `scripts/train-crisis-classifier.ts` on the development part of the labelled set. Offline,
 * synchronous and pure.
 */

// A Map, so feature names such as "w:constructor" never reach Object.prototype.
const weights = new Map<string, number>(Object.entries(model.weights as Record<string, number>));
const bias: number = model.bias;

/** The score at or above which a message counts as a crisis (chosen by the training script). */
export const crisisClassifierThreshold: number = model.threshold;

/** The features the classifier reads: the text's own, and what the patterns found in it. */
export function classifierFeatures(text: string, evidence: PatternEvidence = patternEvidence(text)): Map<string, number> {
  const features = extractFeatures(text);
  if (evidence.kind) {
    features.set('s:pattern', 1);
    features.set(`s:pattern:${evidence.kind}`, 1);
  }
  if (evidence.ruledOut) features.set('s:ruled-out', 1);
  return features;
}

/** The probability, in [0, 1], that `text` is a crisis message. Deterministic. */
export function crisisClassifierScore(text: string, evidence?: PatternEvidence): number {
  let z = bias;
  for (const [name, value] of classifierFeatures(text, evidence)) z += (weights.get(name) ?? 0) * value;
  return 1 / (1 + Math.exp(-z));
}
