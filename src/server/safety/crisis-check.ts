import { type CrisisKind, type CrisisPattern, crisisPatterns, finalityCues, firstPersonPatterns, storyOrNews } from './patterns/index.ts';
import { isCrisisByClassifier } from './crisis-classifier.ts';
import { normalizeMessage } from './normalize-message.ts';

export type { CrisisKind } from './patterns/index.ts';

/** What the local check found: the kind of danger (unknown when only the classifier saw it), and which layer saw it. */
export interface CrisisSignal {
  kind: CrisisKind | 'unspecified';
  layer: 'patterns' | 'classifier';
}

const negation = /\b(?:not|never|no|nor|neither)\b/;

/** "I would never kill myself", "I am not suicidal": a denial just before the phrase. */
function isNegated(normalized: string, index: number): boolean {
  const before = normalized.slice(0, index).split(' ').filter(Boolean).slice(-3).join(' ');
  return negation.test(before);
}

type Verdict = 'fires' | 'ruled out' | 'silent';

/** Whether a pattern fires, or found its phrase but a guard or a denial ruled it out ("I cut myself a slice of cake"). */
function judge(entry: CrisisPattern, normalized: string): Verdict {
  const found = entry.pattern.exec(normalized);
  if (!found) return 'silent';
  if (entry.unless?.some((guard) => guard.test(normalized))) return 'ruled out';
  if (entry.negatable && isNegated(normalized, found.index)) {
    // A denial of one phrase says nothing of a second one further on.
    return judge(entry, normalized.slice(found.index + found[0].length)) === 'fires' ? 'fires' : 'ruled out';
  }
  return 'fires';
}

function matches(entry: CrisisPattern, normalized: string): boolean {
  return judge(entry, normalized) === 'fires';
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

/** The patterns that fire on a message (for the evaluation's error analysis). */
export function matchingPatterns(text: string): CrisisPattern[] {
  const normalized = normalizeMessage(text);
  return normalized ? crisisPatterns.filter((entry) => matches(entry, normalized)) : [];
}

/** The curated layer: patterns, finality cues, and the patterns again from a worried friend's side. */
export function findPatternSignal(text: string): CrisisKind | null {
  const normalized = normalizeMessage(text);
  if (!normalized) return null;
  for (const entry of crisisPatterns) {
    if (matches(entry, normalized)) return entry.kind;
  }
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
  if (theirSide && firstPersonPatterns.some((entry) => matches(entry, theirSide))) return 'third_party';
  if (theirSide && showsFinality(theirSide)) return 'third_party';
  return null;
}

/**
 * The local, offline crisis check of a message. Pure and synchronous (well under a millisecond a
 * message), so it runs on every message before any model is called. Errs on the side of firing:
 * a false alarm costs a calm paragraph and a banner, a miss can cost far more.
 */
export function findCrisisSignal(text: string): CrisisSignal | null {
  const kind = findPatternSignal(text);
  if (kind) return { kind, layer: 'patterns' };
  // The trained layer catches what no pattern names (crisis-classifier.ts, trained on
  // evals/crisis/dev.jsonl). Where a pattern knew the phrase and a guard or a denial ruled it out
  // ("I cut myself a slice of cake", "I would never kill myself"), the curated layer has the last word.
  const normalized = normalizeMessage(text);
  if (crisisPatterns.some((entry) => judge(entry, normalized) === 'ruled out')) return null;
  return isCrisisByClassifier(text) ? { kind: 'unspecified', layer: 'classifier' } : null;
}

/** The kind of the first crisis signal in `text`, or null. */
export function detectCrisisSignal(text: string): CrisisKind | 'unspecified' | null {
  return findCrisisSignal(text)?.kind ?? null;
}
