import { crisisClassifierScore, crisisClassifierThreshold } from './crisis-classifier.ts';
import { normalizeMessage } from './normalize-message.ts';
import { type PatternEvidence, patternEvidence } from './pattern-check.ts';
import { embedSentence } from './sentence-encoder.ts';
import type { CrisisKind } from './patterns/index.ts';

export type { CrisisKind } from './patterns/index.ts';

/** What the local check found: the kind of danger (unknown when no pattern named it), and whether a pattern or only the classifier saw it. */
export interface CrisisSignal {
  kind: CrisisKind | 'unspecified';
  layer: 'patterns' | 'classifier';
}

/**
 * The local, offline crisis check of a message: about 15 ms (the sentence encoder), so it runs on
 * every message before any model is called. Errs on the side of firing: a false alarm costs a
 * calm paragraph and a banner, a miss can cost far more.
 */
export async function findCrisisSignal(text: string): Promise<CrisisSignal | null> {
  // The classifier decides, with the patterns' verdict among its features: measured on writers it
  // never read, the patterns firing on their own raised more false alarms than the classifier did
  // at the same recall (docs/safety.md), so a pattern is strong evidence, not the last word.
  const evidence = patternEvidence(text);
  if (isVetoedByGuards(evidence)) return null;
  const embedding = await embedSentence(normalizeMessage(text));
  if (crisisClassifierScore(text, embedding, evidence) < crisisClassifierThreshold) return null;
  return evidence.kind ? { kind: evidence.kind, layer: 'patterns' } : { kind: 'unspecified', layer: 'classifier' };
}

/**
 * Guards win: where a pattern knew the phrase and a guard or a denial ruled it out ("I cut myself
 * a slice of cake", "I would never kill myself"), and no other pattern fired, the classifier is
 * not asked. Figures of speech must stay quiet whatever the rest of the message looks like.
 */
export function isVetoedByGuards(evidence: PatternEvidence): boolean {
  return evidence.ruledOut && evidence.kind === null;
}

/** The kind of the first crisis signal in `text`, or null. */
export async function detectCrisisSignal(text: string): Promise<CrisisKind | 'unspecified' | null> {
  return (await findCrisisSignal(text))?.kind ?? null;
}
