import { type Certainty, type CrisisKind, crisisRules, negations, resolvedPast, wordGroups } from './crisis-lexicon.ts';
import { normalizeMessage } from './normalize-message.ts';
import { type CompiledPhrase, compilePhrase, findPhrase } from './phrase-match.ts';
import { theirSideOf } from './their-side.ts';

export type { CrisisKind } from './crisis-lexicon.ts';

/**
 * The local crisis check: the lexicon (crisis-lexicon.ts) read sentence by sentence. Pure, on the
 * calling thread, well under a millisecond for a chat message. Errs on the side of firing: a false
 * alarm costs a calm paragraph and a banner, a miss can cost far more.
 */
export interface CrisisFinding {
  kind: CrisisKind;
  certainty: 'explicit' | 'possible';
}

export interface LexiconHit {
  rule: string;
  kind: CrisisKind;
  certainty: Certainty;
}

interface CompiledRule {
  id: string;
  kind: CrisisKind;
  certainty: Certainty;
  phrases: CompiledPhrase[];
  unless: CompiledPhrase[];
  negatable: boolean;
}

const compile = (phrases: readonly string[] = []) => phrases.map((phrase) => compilePhrase(phrase, wordGroups));
const rules: CompiledRule[] = crisisRules.map((rule) => ({
  id: rule.id,
  kind: rule.kind,
  certainty: rule.certainty,
  phrases: compile(rule.phrases),
  unless: compile(rule.unless),
  negatable: rule.negatable === true,
}));
const pastPhrases = compile(resolvedPast.past);
const nowPhrases = compile(resolvedPast.now);
const negationWords = new Set(negations);
/** The rules about the writer's own safety, which also read a worried message from the other person's side. */
const readFromTheirSide = new Set<CrisisKind>(['suicide', 'self_harm', 'abuse']);

/** Sentences, each as the words the lexicon reads. A phrase never spans two sentences. */
export function sentencesOf(text: string): string[][] {
  return text
    .split(/(?<=[.!?…。])\s+|[\n;]+/u)
    .map((sentence) => normalizeMessage(sentence))
    .filter(Boolean)
    .map((sentence) => sentence.split(' '));
}

const holds = (phrases: readonly CompiledPhrase[], words: readonly string[]) => phrases.some((phrase) => findPhrase(phrase, words).length > 0);

/** A negation just before the phrase denies it ("I would never kill myself"), unless it is one being tried ("trying not to kms"). */
function denied(words: readonly string[], start: number): boolean {
  for (let at = Math.max(0, start - 2); at < start; at++) {
    const before = words[at - 1];
    if (negationWords.has(words[at] as string) && before !== 'trying' && before !== 'try') return true;
  }
  return false;
}

function ruleFires(rule: CompiledRule, words: readonly string[]): boolean {
  for (const phrase of rule.phrases) {
    for (const match of findPhrase(phrase, words)) {
      if (rule.negatable && denied(words, match.start)) continue;
      return !holds(rule.unless, words);
    }
  }
  return false;
}

/** Every rule that fires in `text`, once each: the writer's own words, then a worried message read from the other person's side. */
export function lexiconHits(text: string): LexiconHit[] {
  const sentences = sentencesOf(text);
  const recovered = sentences.some((words) => holds(nowPhrases, words));
  const hits = new Map<string, LexiconHit>();
  for (const words of sentences) {
    const longAgo = recovered && holds(pastPhrases, words);
    for (const rule of rules) {
      if (hits.has(rule.id) || (longAgo && (rule.kind === 'suicide' || rule.kind === 'self_harm'))) continue;
      if (ruleFires(rule, words)) hits.set(rule.id, { rule: rule.id, kind: rule.kind, certainty: rule.certainty });
    }
  }
  // A worried message about someone else, read from their side (their-side.ts), after the writer's own.
  for (const words of theirSideOf(sentences)) {
    for (const rule of rules) {
      const id = `${rule.id}.their-side`;
      if (!readFromTheirSide.has(rule.kind) || hits.has(rule.id) || hits.has(id)) continue;
      if (ruleFires(rule, words)) hits.set(id, { rule: id, kind: 'third_party', certainty: rule.certainty });
    }
  }
  return [...hits.values()];
}

/**
 * The finding in a set of hits: any explicit rule; else a possible signal, made explicit by a
 * second signal of another rule (a cue or another possible phrase) beside it; cues alone, nothing.
 */
export function findingOf(hits: readonly LexiconHit[]): CrisisFinding | null {
  const explicit = hits.find((hit) => hit.certainty === 'explicit');
  if (explicit) return { kind: explicit.kind, certainty: 'explicit' };
  const possible = hits.filter((hit) => hit.certainty === 'possible');
  const first = possible[0];
  if (!first) return null;
  const cues = hits.filter((hit) => hit.certainty === 'cue');
  return { kind: first.kind, certainty: possible.length + cues.length > 1 ? 'explicit' : 'possible' };
}

export function checkCrisisText(text: string): CrisisFinding | null {
  return findingOf(lexiconHits(text));
}

