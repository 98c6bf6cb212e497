import { type CrisisKind, type CrisisPattern, crisisPatterns } from './patterns/index.ts';
import { normalizeMessage } from './normalize-message.ts';

/**
 * The curated layer of the crisis check: patterns per family with their guards, finality cues,
 * and the patterns read again from a worried friend's side. A pattern that fires is an explicit
 * finding of the crisis check (crisis-check.ts), beside the lexicon's rules.
 */

const negation = /\b(?:not|never|no|nor|neither)\b/;

/** "I would never kill myself", "I am not suicidal": a denial just before the phrase. */
function isNegated(normalized: string, index: number): boolean {
  const before = normalized.slice(0, index).split(' ').filter(Boolean).slice(-3).join(' ');
  return negation.test(before);
}

type Verdict = 'fires' | 'guarded' | 'denied' | 'silent';

/** Whether a pattern fires, or found its phrase but a guard ("I cut myself a slice of cake") or a denial ("I would never kill myself") ruled it out. */
function judge(entry: CrisisPattern, normalized: string): Verdict {
  const found = entry.pattern.exec(normalized);
  if (!found) return 'silent';
  if (entry.unless?.some((guard) => guard.test(normalized))) return 'guarded';
  if (entry.negatable && isNegated(normalized, found.index)) {
    // A denial of one phrase says nothing of a second one further on.
    const further = judge(entry, normalized.slice(found.index + found[0].length));
    return further === 'fires' || further === 'guarded' ? further : 'denied';
  }
  return 'fires';
}

/** One pass over the patterns: the first kind that fires, and whether any phrase was ruled out, and how. */
function judgeMessage(normalized: string): PatternEvidence {
  if (!normalized) return { kind: null, ruledOut: false, denied: false };
  let kind: CrisisKind | null = null;
  let guarded = false;
  let denied = false;
  for (const entry of crisisPatterns) {
    const verdict = judge(entry, normalized);
    if (verdict === 'fires') kind ??= entry.kind;
    else if (verdict === 'guarded') guarded = true;
    else if (verdict === 'denied') denied = true;
  }
  return { kind, ruledOut: guarded || denied, denied };
}

/** What the curated layer says about a message: the kind a pattern found, and whether a guard or a denial ruled a phrase out. */
export interface PatternEvidence {
  kind: CrisisKind | null;
  ruledOut: boolean;
  /** A denial ruled a phrase out ("I would never kill myself", "I am not suicidal"). */
  denied: boolean;
}

export function patternEvidence(text: string): PatternEvidence {
  return judgeMessage(normalizeMessage(text));
}
