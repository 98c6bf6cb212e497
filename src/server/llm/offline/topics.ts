import { dayWords, topicPacks, type TopicPack } from './topics.data.ts';
import { indexOfPhrase, phrases, tokensOf, type Phrase } from './words.ts';

/**
 * The topic of a conversation, named as a clean noun phrase built from our own words ("your
 * presentation on Friday"), so the reply never quotes a fragment of the user's sentence.
 */
export interface Topic {
  pack: TopicPack;
  /** "your presentation on Friday", "getting into running", "your trip to Lisbon". */
  name: string;
}

const packTriggers: { pack: TopicPack; triggers: Phrase[] }[] = topicPacks.map((pack) => ({ pack, triggers: phrases(pack.triggers) }));
const dayPhrases: { phrase: Phrase; words: string }[] = Object.entries(dayWords).map(([key, words]) => ({ phrase: tokensOf(key), words }));

/** A place name we may say back: at most four words of letters (a name may be echoed). */
export function safePlaceName(place: string | undefined): string | undefined {
  const words = (place ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 4) return undefined;
  if (!words.every((word) => /^\p{Lu}[\p{L}'’.-]*$/u.test(word) || /^(?:de|da|do|la|le|del|am|upon|on|of)$/.test(word))) return undefined;
  return words.join(' ');
}

/** The pack and the trigger that matched first in the pack order, in one message. */
function packIn(tokens: readonly string[]): { pack: TopicPack; trigger: Phrase; at: number } | undefined {
  for (const { pack, triggers } of packTriggers) {
    for (const trigger of triggers) {
      const at = indexOfPhrase(tokens, trigger);
      if (at >= 0) return { pack, trigger, at };
    }
  }
  return undefined;
}

/** "on Friday" when a day word stands within a few words after the topic word. */
function dayNear(tokens: readonly string[], at: number): string | undefined {
  const window = tokens.slice(at, at + 8);
  for (const { phrase, words } of dayPhrases) if (indexOfPhrase(window, phrase) >= 0) return words;
  return undefined;
}

function nameOf(pack: TopicPack, trigger: Phrase, day: string | undefined, destination: string | undefined): string {
  let name = pack.names?.[trigger.join(' ')] ?? pack.name;
  if (pack.key === 'trip' && destination) name = `${name} to ${destination}`;
  return pack.dated && day ? `${name} ${day}` : name;
}

/**
 * The topic of the newest message that names one (the newest first, then earlier ones, so "can
 * you give me a plan?" after "my exam is on Monday" is about the exam). `destination` is a trip
 * request's city, already checked with `safePlaceName`.
 */
export function findTopic(messagesNewestFirst: readonly string[], destination?: string): Topic | undefined {
  for (const message of messagesNewestFirst) {
    const tokens = tokensOf(message);
    const found = packIn(tokens);
    if (found) return { pack: found.pack, name: nameOf(found.pack, found.trigger, dayNear(tokens, found.at), destination) };
  }
  if (destination) {
    const trip = topicPacks.find((pack) => pack.key === 'trip') as TopicPack;
    return { pack: trip, name: `your trip to ${destination}` };
  }
  return undefined;
}
