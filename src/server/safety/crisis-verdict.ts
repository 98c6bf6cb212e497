import { crisisClassifierScore, crisisClassifierThreshold } from './crisis-classifier.ts';
import { type PatternEvidence, patternEvidence } from './pattern-check.ts';
import type { CrisisKind } from './patterns/index.ts';

/** What the local check found: the kind of danger (unknown when no pattern named it), and whether a pattern or only the classifier saw it. */
export interface CrisisSignal {
  kind: CrisisKind | 'unspecified';
  layer: 'patterns' | 'classifier';
}

/**
 * The verdict on a text, given its sentence embedding (of `normalizeMessage(text)`). Pure: the
 * crisis check's threads run it beside the encoder (sentence-encoder.worker.ts), the training and
 * the tests on the main thread.
 */
export function crisisVerdict(text: string, embedding: readonly number[]): CrisisSignal | null {
  // The classifier decides, with the patterns' verdict among its features: measured on writers it
  // never read, the patterns firing on their own raised more false alarms than the classifier did
  // at the same recall (docs/safety.md), so a pattern is strong evidence, not the last word.
  const evidence = patternEvidence(text);
  const score = crisisClassifierScore(text, embedding, evidence);
  if (!firesOnScore(score, vetoOf(evidence), crisisClassifierThreshold)) return null;
  return evidence.kind ? { kind: evidence.kind, layer: 'patterns' } : { kind: 'unspecified', layer: 'classifier' };
}

/**
 * How the curated layer ruled a message out, when it did and no pattern fired: a denial ("I would
 * never kill myself", "I am not suicidal") or a guard that reads the phrase as something else ("I
 * cut myself a slice of cake").
 */
export type Veto = 'none' | 'guard' | 'denial';

export function vetoOf(evidence: PatternEvidence): Veto {
  if (!evidence.ruledOut || evidence.kind !== null) return 'none';
  return evidence.denied ? 'denial' : 'guard';
}

/**
 * The score at which the models overrule a guard. A guard reads one phrase; the models read the
 * whole message, and a message can rule one phrase out and still say something else ("not for
 * hunting. for the guy who hurt my sister", "its not eczema"). On writers left out, a guard that
 * always held cost 1.4 points of recall to spare 0.02 % of safe messages (decision 0197). A
 * denial keeps the last word: the writer said it outright.
 */
export const guardOverrideScore = 0.7;

/** Whether a message with this score and veto fires: at the threshold, when a guard ruled it out only when the models are sure, never when it was denied. */
export function firesOnScore(score: number, veto: Veto, threshold: number): boolean {
  if (veto === 'denial') return false;
  return score >= (veto === 'guard' ? Math.max(threshold, guardOverrideScore) : threshold);
}
