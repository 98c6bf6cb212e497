import type { CrisisSignal } from './crisis-verdict.ts';
import type { CrisisKind } from './patterns/index.ts';
import { checkInThread, loadSentenceEncoder } from './sentence-encoder.ts';

export type { CrisisKind } from './patterns/index.ts';
export { type CrisisSignal, firesOnScore, guardOverrideScore, type Veto, vetoOf } from './crisis-verdict.ts';

/**
 * The verdicts on the latest texts. The offline engine checks the very message the crisis screen
 * has just checked; it gets the same answer without a second turn at the threads. The check reads
 * nothing but the text, so a remembered verdict is the verdict.
 */
const recentVerdicts = new Map<string, CrisisSignal | null>();
const recentVerdictCount = 256;
const rememberedTextMaxLength = 8_000;

/**
 * The local, offline crisis check of a message, run on one of the check's own threads
 * (sentence-encoder.ts): the patterns, the sentence encoder and the classifier, about 15 ms for a
 * short message and 100 ms for 4,000 characters, none of it on the thread that serves requests.
 * It runs on every message before any model is called. Errs on the side of firing: a false alarm
 * costs a calm paragraph and a banner, a miss can cost far more.
 */
export async function findCrisisSignal(text: string): Promise<CrisisSignal | null> {
  const remembered = recentVerdicts.get(text);
  if (remembered !== undefined) return remembered;
  const signal = await checkInThread(text);
  if (text.length <= rememberedTextMaxLength) {
    if (recentVerdicts.size >= recentVerdictCount) recentVerdicts.delete(recentVerdicts.keys().next().value as string);
    recentVerdicts.set(text, signal);
  }
  return signal;
}

/**
 * Loads what the check reads from disk into each of its threads, the sentence encoder (about a
 * second) and the remembered examples (by meaning, 4.6 MB, about 20 ms; by words, about 200 ms to
 * index); boot calls it so the first message waits for none of them.
 */
export async function loadCrisisCheck(): Promise<void> {
  await loadSentenceEncoder();
}

/** The kind of the first crisis signal in `text`, or null. */
export async function detectCrisisSignal(text: string): Promise<CrisisKind | 'unspecified' | null> {
  return (await findCrisisSignal(text))?.kind ?? null;
}
