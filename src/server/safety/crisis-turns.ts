import { type CrisisFinding, findingOf, lexiconHits } from './crisis-check.ts';
import { checkInThread } from './crisis-threads.ts';

export type { CrisisFinding } from './crisis-check.ts';

export interface CrisisTurns {
  /** The user's earlier turns in this conversation, oldest first (a few at most). */
  prior: readonly string[];
  /** Everything the user wrote in this turn: the message and any free text a trip request carries. */
  current: readonly string[];
}

const rank = (finding: CrisisFinding | null) => (finding === null ? 0 : finding.certainty === 'possible' ? 1 : 2);

/**
 * The local check of one turn, read with the turns before it: each current text alone, then the
 * recent turns together, so that "I've made up my mind" after "I'm done with everything" counts.
 * What the earlier turns say on their own was reported on their own turns and is not repeated.
 */
export function findingOfTurns({ prior, current }: CrisisTurns): CrisisFinding | null {
  // Each text is read once; its hits give both its own finding and its share of the turns' together.
  const writtenHits = current.map((text) => text.trim()).filter(Boolean).map((text) => lexiconHits(text));
  const alone = writtenHits.map((hits) => findingOf(hits)).reduce<CrisisFinding | null>((best, finding) => (rank(finding) > rank(best) ? finding : best), null);
  const earlier = prior.map((text) => text.trim()).filter(Boolean);
  if (earlier.length === 0 || writtenHits.length === 0) return alone;
  const earlierHits = earlier.flatMap((text) => lexiconHits(text));
  const together = findingOf([...earlierHits, ...writtenHits.flat()]);
  return rank(together) > rank(alone) && rank(together) > rank(findingOf(earlierHits)) ? together : alone;
}

/** `findingOfTurns` on one of the check's threads: the request thread never waits on the rules. */
export function checkCrisisTurns(turns: CrisisTurns): Promise<CrisisFinding | null> {
  return checkInThread(turns);
}

