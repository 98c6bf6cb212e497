import { extractFeatures } from './crisis-features.ts';
import model from './crisis-classifier-weights.json' with { type: 'json' };

/**
 * The second layer of the crisis check: a logistic regression over `extractFeatures`, trained by
 * `scripts/train-crisis-classifier.ts` on the development part of the labelled set. It catches
 * what the curated patterns miss (an indirect plan, a means, a farewell in a long everyday
 * message). Offline, synchronous and pure, like the patterns.
 */

// A Map, so feature names such as "w:constructor" never reach Object.prototype.
const weights = new Map<string, number>(Object.entries(model.weights as Record<string, number>));
const bias: number = model.bias;

/** The score at or above which the classifier alone counts a message as a crisis (chosen by the training script). */
export const crisisClassifierThreshold: number = model.threshold;

/** The probability, in [0, 1], that `text` is a crisis message. Deterministic. */
export function crisisClassifierScore(text: string): number {
  let z = bias;
  for (const [name, value] of extractFeatures(text)) z += (weights.get(name) ?? 0) * value;
  return 1 / (1 + Math.exp(-z));
}

export function isCrisisByClassifier(text: string): boolean {
  return crisisClassifierScore(text) >= crisisClassifierThreshold;
}
