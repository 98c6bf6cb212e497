import { memorySummaryMaxLength } from '../../../shared/chat/memory.schema.ts';
import type { MemorySummaryTask } from '../memory-facts.ts';
import { paraphrase, sentencesOf, topicOf } from './paraphrase.ts';
import { findTopic } from './topics.ts';
import { withoutTripRequest } from './user-message.ts';

/**
 * The topic of a memory, named in full: a topic pack's phrase ("your presentation on Friday",
 * "your thesis"), else "your" and a head noun from the newest sentence that has one, else "what
 * was on your mind". Never a dangling word ("your whole").
 */
export function memoryTopic(memory: string): string {
  const sentences = sentencesOf(memory);
  const packed = findTopic(sentences);
  if (packed) return packed.name;
  for (const sentence of sentences) {
    const topic = topicOf(sentence);
    if (topic !== 'this') return topic;
  }
  return 'what was on your mind';
}

/**
 * The offline memory summary: the key sentences of the user's messages, newest first, told back
 * to them ("You keep putting off your thesis."), then the previous memory's sentences, without
 * repeats, cut at a sentence to fit `memorySummaryMaxLength`. Questions and very short messages
 * ("hi", "thanks") say little about the person and are skipped. A message that carried a crisis
 * signal never gets here: the memory writer leaves it out of the task (memories/memory-writer.ts).
 */
export function composeMemorySummary(task: Pick<MemorySummaryTask, 'previousSummary' | 'userMessages'>): string {
  const fresh: string[] = [];
  const freshKeys = new Set<string>();
  let freshLength = 0;
  for (const message of task.userMessages) {
    // Past the cap nothing more can be kept.
    if (freshLength > memorySummaryMaxLength) break;
    let picked = 0;
    for (const sentence of sentencesOf(withoutTripRequest(message))) {
      if (picked === 2) break;
      if (sentence.endsWith('?') || sentence.split(/\s+/).length < 4) continue;
      picked += 1;
      const told = paraphrase(sentence, 30);
      if (!told) continue;
      const toldBack = `${told.charAt(0).toUpperCase()}${told.slice(1)}.`;
      fresh.push(toldBack);
      const key = summaryKey(toldBack);
      if (!freshKeys.has(key)) freshLength += toldBack.length + 1;
      freshKeys.add(key);
    }
  }
  const seen = new Set<string>();
  const kept: string[] = [];
  let length = 0;
  for (const sentence of [...fresh, ...sentencesOf(task.previousSummary ?? '')]) {
    const key = summaryKey(sentence);
    if (!key || seen.has(key)) continue;
    const added = (kept.length > 0 ? 1 : 0) + sentence.length;
    if (length + added > memorySummaryMaxLength) break;
    seen.add(key);
    kept.push(sentence);
    length += added;
  }
  return kept.join(' ');
}

/** Sentences that differ only in case, spacing or punctuation are one sentence to the summary. */
function summaryKey(sentence: string): string {
  return sentence.toLowerCase().replace(/[^a-z0-9]/g, '');
}
