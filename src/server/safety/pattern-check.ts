import { type CrisisKind, type CrisisPattern, crisisPatterns, finalityCues, storyOrNews } from './patterns/index.ts';
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

/** Two or more quiet signs of a life being put in order (patterns/finality.ts). */
function showsFinality(normalized: string): boolean {
  let found = 0;
  for (const cue of finalityCues) {
    if (cue.pattern.test(normalized) && ++found >= 2) return true;
  }
  return false;
}

const someoneElse = /\b(?:he|she|they|him|her|them|his|their|himself|herself|themselves|themself)\b/;
const thirdPersonVerbs =
  /\bi (want|need|plan|think|feel|keep|say|tri|hope|wish|take|cut|burn|hurt|hate|give|talk|joke|mention|post|text|seem|start|sound|ask|write|act|sit|stay|refuse|stop|cry|go)(?:s|es)\b/g;

/**
 * A worried message read from the other person's side: "my brother says he wants to be gone"
 * becomes "my brother say i want to be gone", which the patterns about the writer's own safety
 * then read. Only for messages about someone else that are not a story, the news or history.
 */
function fromTheirSide(normalized: string): string | undefined {
  if (!someoneElse.test(normalized) || storyOrNews.test(normalized)) return undefined;
  return normalized
    .replace(/\b(?:himself|herself|themselves|themself)\b/g, 'myself')
    .replace(/\b(?:he|she|they) (?:is|are)\b/g, 'i am')
    .replace(/\b(?:he|she|they) (?:has|have)\b/g, 'i have')
    .replace(/\b(?:he|she|they) (?:was|were)\b/g, 'i was')
    .replace(/\b(?:he|she|they) does\b/g, 'i do')
    .replace(/\b(?:he|she|they)\b/g, 'i')
    .replace(/\b(?:his|their)\b/g, 'my')
    .replace(
      /\bher (?=(?:to|and|a|the|that|in|on|at|for|with|up|out|off|down|again|anymore|so|because|if|when|or|but|is|was|will|would|anything|everything|goodbye|yet|now|today|tonight)\b|$)/g,
      'me ',
    )
    .replace(/\bher\b/g, 'my')
    .replace(/\b(?:him|them)\b/g, 'me')
    .replace(thirdPersonVerbs, (_, verb: string) => `i ${verb === 'tri' ? 'try' : verb}`);
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
  return { kind: kind ?? findIndirectKind(normalized), ruledOut: guarded || denied, denied };
}

/** Finality cues, and the first-person patterns read from a worried friend's side. */
function findIndirectKind(normalized: string): CrisisKind | null {
  const theirSide = fromTheirSide(normalized);
  if (showsFinality(normalized))
    return theirSide !== undefined &&
      !/\b(?:i|my|me)\b/.test(
        normalized.replace(
          /\bmy (?:\w+ ){0,2}(?:friend|brother|sister|mum|mom|dad|son|daughter|wife|husband|partner|boyfriend|girlfriend|roommate|auntie|aunt|uncle|grandpa|grandma|nan|twin|cousin|colleague|coworker)\b/g,
          '',
        ),
      )
      ? 'third_party'
      : 'suicide';
  if (theirSide && showsFinality(theirSide)) return 'third_party';
  return null;
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
