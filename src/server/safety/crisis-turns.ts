import { findCrisisSignal } from './crisis-check.ts';
import type { CrisisKind } from './patterns/index.ts';

/**
 * What the local check found in a user's turn: the kind of danger, and how sure the lexicon is.
 * `explicit` shows the crisis resources at once; `possible` is confirmed by the model's verdict
 * when a real model is configured, and shown at once when none is (recall first).
 */
export interface CrisisFinding {
  kind: CrisisKind | 'unspecified';
  certainty: 'explicit' | 'possible';
}

export interface CrisisTurns {
  /** The user's earlier turns in this conversation, oldest first (a few at most). */
  prior: readonly string[];
  /** Everything the user wrote in this turn: the message and any free text a trip request carries. */
  current: readonly string[];
}

/**
 * The local check of one turn, read with the turns before it: the current texts alone, then the
 * recent turns together, so that "I've made up my mind" after "I'm done with everything" counts.
 * A signal that lies wholly in the earlier turns was reported on its own turn and is not repeated.
 */
export async function checkCrisisTurns({ prior, current }: CrisisTurns): Promise<CrisisFinding | null> {
  const written = current.map((text) => text.trim()).filter(Boolean);
  for (const text of written) {
    const signal = await findCrisisSignal(text);
    if (signal) return { kind: signal.kind, certainty: signal.layer === 'patterns' ? 'explicit' : 'possible' };
  }
  const earlier = prior.map((text) => text.trim()).filter(Boolean);
  if (earlier.length === 0 || written.length === 0) return null;
  const together = await findCrisisSignal([...earlier, ...written].join('\n'));
  if (!together || (await findCrisisSignal(earlier.join('\n')))) return null;
  return { kind: together.kind, certainty: 'possible' };
}
