import { wordGroups } from './crisis-lexicon.ts';
import { compilePhrase, findPhrase } from './phrase-match.ts';

/**
 * A worried message read from the other person's side: "my brother says he wants to be gone"
 * becomes "my brother says i want to be gone", which the rules about the writer's own safety then
 * read (crisis-check.ts reports what fires as `third_party`). Only for sentences about someone
 * else, in a message that is not a story, the news or history. The substitutions are a fixed
 * table of ours: the user's words are only ever looked up in it.
 */
const story = compilePhrase('@story', wordGroups);
/** A sentence about a death long past or a plot ("why did Van Gogh shoot himself", "why did they kill him off"), not a worry today. */
const notAWorry = ['why did', 'kill (him|her|them) off'].map((phrase) => compilePhrase(phrase, wordGroups));
const otherPerson = new Set(['he', 'she', 'they', 'him', 'her', 'them', 'his', 'their', 'himself', 'herself', 'themselves', 'themself']);
const subjects = new Set(['he', 'she', 'they']);
const pronouns: Readonly<Record<string, string>> = {
  himself: 'myself',
  herself: 'myself',
  themselves: 'myself',
  themself: 'myself',
  his: 'my',
  their: 'my',
  him: 'me',
  them: 'me',
};
/** The verb just after "he", "she" or "they", as it reads after "i". */
const afterSubject: Readonly<Record<string, string>> = { is: 'am', are: 'am', was: 'was', were: 'was', has: 'have', does: 'do' };
const baseVerbs = ['want', 'need', 'plan', 'think', 'feel', 'keep', 'say', 'try', 'hope', 'wish', 'take', 'cut', 'burn', 'hurt', 'harm', 'hate', 'give', 'talk', 'joke', 'mention', 'post', 'text', 'seem', 'start', 'sound', 'ask', 'write', 'act', 'sit', 'stay', 'refuse', 'stop', 'cry', 'go', 'deserve', 'punish', 'starve', 'scratch', 'bite', 'pull', 'dig', 'purge', 'make', 'let', 'use', 'hide', 'wear', 'miss', 'search', 'google', 'look', 'own', 'buy', 'collect', 'save', 'count'];
const thirdPerson = (verb: string) => (verb.endsWith('y') ? `${verb.slice(0, -1)}ies` : /(?:s|sh|ch|x|o)$/.test(verb) ? `${verb}es` : `${verb}s`);
const verbs: ReadonlyMap<string, string> = new Map(baseVerbs.map((verb) => [thirdPerson(verb), verb]));
/** Words between "he" and his verb that leave the verb where it is ("he really wants"). */
const adverbs = new Set(['just', 'really', 'still', 'always', 'also', 'even', 'literally', 'actually', 'never', 'often', 'sometimes', 'now', 'finally', 'apparently', 'openly', 'constantly']);
/** "her" is "me" before these words ("they hurt her again"), and "my" before a noun ("her arm"). */
const afterObjectHer = new Set(['to', 'and', 'a', 'the', 'that', 'in', 'on', 'at', 'for', 'with', 'up', 'out', 'off', 'down', 'again', 'anymore', 'so', 'because', 'if', 'when', 'or', 'but', 'is', 'was', 'will', 'would', 'anything', 'everything', 'goodbye', 'yet', 'now', 'today', 'tonight', 'every', 'until', 'till', 'badly', 'hard', 'she', 'he', 'they', 'i', 'we', 'you', 'it', 'me', 'him', 'them', 'yesterday', 'about', 'into', 'over', 'from', 'by', 'after', 'before', 'while', 'since', 'back', 'too', 'all', 'once', 'twice', 'sometimes', 'like', 'as', 'then']);

function firstPerson(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let at = 0; at < words.length; at++) {
    const word = words[at] as string;
    if (subjects.has(word)) {
      out.push('i');
      let next = at + 1;
      if (adverbs.has(words[next] as string) && !afterSubject[words[next] as string]) out.push(words[next++] as string);
      const verb = words[next] as string;
      const rewritten = (next === at + 1 ? afterSubject[verb] : undefined) ?? verbs.get(verb);
      if (rewritten) {
        out.push(rewritten);
        at = next;
      } else at = next - 1;
    } else if (word === 'her') out.push(at + 1 === words.length || afterObjectHer.has(words[at + 1] as string) ? 'me' : 'my');
    else out.push(pronouns[word] ?? word);
  }
  return out;
}

/** Each sentence about someone else, in first person; none when the message tells a story or the news. */
export function theirSideOf(sentences: readonly (readonly string[])[]): string[][] {
  if (sentences.some((words) => findPhrase(story, words).length > 0)) return [];
  return sentences
    .filter((words) => words.some((word) => otherPerson.has(word)) && !notAWorry.some((phrase) => findPhrase(phrase, words).length > 0))
    .map(firstPerson);
}
