import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4Prompt, LanguageModelV4StreamPart, LanguageModelV4Usage } from '@ai-sdk/provider';
import { detectCrisisSignal } from '../safety/index.ts';
import { memorySummaryMaxLength } from '../../shared/chat/memory.schema.ts';
import { type AdvisorFacts, readAdvisorFacts } from './advisor-facts.ts';
import { type MemorySummaryTask, readMemory, readMemorySummaryTask } from './memory-facts.ts';

/**
 * The built-in offline engine: a language model (AI SDK specification v4) that needs no network.
 * It answers as the advisor found in the call's `providerOptions.wayfinderAdvisor` (see
 * advisor-facts.ts): it reflects the newest user message in its own words, applies one of the
 * advisor's methods (name and one scope, chosen from a hash of the message and the advisor, so
 * the same input always gives the same reply) and ends with one open question. It streams word
 * by word with `wordDelayMs` between words. With a memory (`providerOptions.wayfinderMemory`) its
 * first reply of a conversation opens with "Last time we talked about ...". Asked for a memory
 * summary (`providerOptions.wayfinderTask`), it answers with an extractive summary instead.
 */
export interface OfflineEngineOptions {
  wordDelayMs?: number;
}

const fallbackAdvisor: AdvisorFacts = {
  name: 'your advisor',
  ethos: null,
  about: null,
  methods: [{ name: 'Reflective Listening', scope: ['whatever is on your mind'] }],
};

/** FNV-1a: small, stable across runs and platforms. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length] as T;
}

const swaps: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  was: 'were',
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  you: 'I',
  your: 'my',
  yours: 'mine',
  yourself: 'myself',
  "you're": "I'm",
};

const stopWords = new Set(
  'a an the and or but so to of in on at for with about from into that this these those it its is are be been being have has had do does did not no just really very feel feeling think thinking want wanted need needs i me my you your we our they them their he she his her what when how why which who there here than then also because like get got keep keeps been some any much many more most lot can could would should will'.split(
    ' ',
  ),
);

/** Words a cut-short clause must not end on ("...about your workload and"). */
const danglingWords = new Set('a an the and or but so to of in on at for with about from into that because my your his her their our its i you we they is are was were'.split(' '));

/** "I keep putting off my thesis." → "you keep putting off your thesis" (first sentence, at most `maxWords` words, never ending mid-phrase on "and"). */
export function paraphrase(message: string, maxWords = 14): string {
  const firstSentence = message.trim().split(/(?<=[.!?])\s+|\n+/)[0] ?? '';
  const allWords = firstSentence
    .replace(/[.!?…]+$/, '')
    .split(/\s+/)
    .filter(Boolean);
  const words = allWords.slice(0, maxWords);
  while (allWords.length > maxWords && words.length > 1 && danglingWords.has((words.at(-1) as string).toLowerCase().replace(/[^a-z']/g, ''))) words.pop();
  return words
    .map((word) => {
      const bare = word.toLowerCase().replace(/[^a-z']/g, '');
      const swapped = swaps[bare];
      if (!swapped) return word === 'I' ? 'you' : word;
      // Keep punctuation around the word (a trailing comma, say).
      return word.toLowerCase().replace(bare, swapped);
    })
    .join(' ')
    .replace(/^\w/, (first) => first.toLowerCase());
}

/** What the reply talks about: "your thesis", "money", or "this". */
function topicOf(reflection: string): string {
  const words = reflection.toLowerCase().replace(/[^a-z' -]/g, ' ').split(/\s+/).filter(Boolean);
  for (const marker of ['your', 'about']) {
    for (let index = 0; index < words.length - 1; index++) {
      const next = words[index + 1] as string;
      if (words[index] === marker && next.length > 2 && !stopWords.has(next)) return marker === 'your' ? `your ${next}` : next;
    }
  }
  return 'this';
}

const openers = [
  (reflection: string) => `It sounds like ${reflection}.`,
  (reflection: string) => `If I'm hearing you right, ${reflection}.`,
  (reflection: string) => `So, in your words, ${reflection}.`,
  (reflection: string) => `What I'm taking from this is that ${reflection}.`,
];

const applications = [
  (method: string, scope: string) => `This is a good moment for ${method}, which I use for ${scope}.`,
  (method: string, scope: string) => `Let's bring in ${method}, something I often use for ${scope}, and see what it shows us here.`,
  (method: string, scope: string) => `I'd like to try ${method} with you here, since it helps with ${scope}.`,
];

const steps = [
  (topic: string) => `As a first step, write down the one part of ${topic} that feels heaviest, and look at it on its own.`,
  (topic: string) => `Try to separate what you know for certain about ${topic} from what you are only guessing.`,
  (topic: string) => `Picture how ${topic} would look a month from now if it went well, and notice the first thing that changed.`,
  (topic: string) => `Pick one small, concrete action about ${topic} that you could take in the next day.`,
];

const questions = [
  (topic: string) => `What feels most important to you about ${topic} right now?`,
  (topic: string) => `What would change for you if ${topic} felt lighter?`,
  (topic: string) => `Which part of ${topic} would you like to start with?`,
  (topic: string) => `What have you already tried with ${topic}, and how did it go?`,
];

/**
 * The reply the offline engine gives to `message` as `advisor`: four sentences, the method's name
 * in the second, an open question last.
 */
export function composeOfflineReply(message: string, advisor: AdvisorFacts = fallbackAdvisor): string {
  const methods = advisor.methods.length > 0 ? advisor.methods : fallbackAdvisor.methods;
  const trimmed = message.trim();
  const seed = hash(`${advisor.name}\u0000${trimmed}`);
  const method = pick(methods, seed);
  const scope = method.scope.length > 0 ? pick(method.scope, seed >>> 3) : 'situations like this one';
  const reflection = trimmed ? paraphrase(trimmed) : 'you would like to think something through together';
  const topic = trimmed ? topicOf(reflection) : 'this';
  return [
    `${pick(openers, seed >>> 5)(reflection)}`,
    pick(applications, seed >>> 7)(method.name, scope),
    pick(steps, seed >>> 9)(topic),
    pick(questions, seed >>> 11)(topic),
  ].join(' ');
}

const crisisFollowUps = [
  'You do not have to carry this on your own, and reaching out to one of those lines is a strong thing to do.',
  'What you are feeling matters, and the people at those lines are there for exactly this moment, day or night.',
  'You reached out here, and that took courage; the people at those lines can stay with you through this right now.',
];

/**
 * The offline reply to a message with a crisis signal: no method, no memory, no homework; a calm
 * word as the advisor and one gentle question that keeps the person talking.
 */
export function composeOfflineCrisisReply(message: string, advisor: AdvisorFacts = fallbackAdvisor): string {
  const seed = hash(`${advisor.name}\u0000crisis\u0000${message.trim()}`);
  return `${pick(crisisFollowUps, seed)} I'm ${advisor.name}, and I'm here to listen while you do. Is there someone near you, or someone you trust, you could be with right now?`;
}

/** The newest user message's text. */
function lastUserText(prompt: LanguageModelV4Prompt): string {
  for (let index = prompt.length - 1; index >= 0; index--) {
    const message = prompt[index];
    if (message?.role !== 'user') continue;
    return message.content
      .filter((part) => part.type === 'text')
      .map((part) => part.text)
      .join(' ');
  }
  return '';
}

function usage(inputWords: number, outputWords: number): LanguageModelV4Usage {
  return {
    inputTokens: { total: inputWords, noCache: inputWords, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: outputWords, text: outputWords, reasoning: undefined },
  };
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new Error('aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The assistant route appends "Trip request:" and one "Label: value" line per field
 * (assistant/trip-request-prompt.ts): the reply speaks of the trip instead.
 */
function withoutTripRequest(text: string): string {
  const at = text.indexOf('Trip request:');
  if (at < 0) return text;
  const message = text.slice(0, at).trim();
  if (message) return message;
  const destination = /^Destination city: (.{1,100})$/m.exec(text.slice(at))?.[1]?.trim();
  return destination ? `I am planning a trip to ${destination}.` : 'I am planning a trip.';
}

/** Sentences of a text, without their closing punctuation. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * A short topic out of a memory: "your thesis" from "You keep putting off your thesis.", else the
 * longest word of its first sentence (likeliest a noun), else "what you shared".
 */
export function memoryTopic(memory: string): string {
  const sentences = sentencesOf(memory);
  for (const sentence of sentences) {
    const topic = topicOf(sentence);
    if (topic !== 'this') return topic;
  }
  const words = (sentences[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z' -]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 3 && !stopWords.has(word));
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
  return longest || 'what you shared';
}

/**
 * The offline memory summary: the key sentences of the user's messages, newest first, told back
 * to them ("You keep putting off your thesis."), then the previous memory's sentences, without
 * repeats, cut at a sentence to fit `memorySummaryMaxLength`. Questions and very short messages
 * ("hi", "thanks") say little about the person and are skipped.
 */
export function composeMemorySummary(task: Pick<MemorySummaryTask, 'previousSummary' | 'userMessages'>): string {
  const fresh: string[] = [];
  for (const message of task.userMessages) {
    const picked = sentencesOf(withoutTripRequest(message))
      // A crisis is met with resources in the moment; it is not something to bring up next time.
      .filter((sentence) => !sentence.endsWith('?') && sentence.split(/\s+/).length >= 4 && detectCrisisSignal(sentence) === null)
      .slice(0, 2);
    for (const sentence of picked) {
      const told = paraphrase(sentence, 30);
      if (told) fresh.push(`${told.charAt(0).toUpperCase()}${told.slice(1)}.`);
    }
  }
  const seen = new Set<string>();
  const kept: string[] = [];
  let length = 0;
  for (const sentence of [...fresh, ...sentencesOf(task.previousSummary ?? '')]) {
    const key = sentence.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (!key || seen.has(key)) continue;
    const added = (kept.length > 0 ? 1 : 0) + sentence.length;
    if (length + added > memorySummaryMaxLength) break;
    seen.add(key);
    kept.push(sentence);
    length += added;
  }
  return kept.join(' ');
}

/** True when the conversation already has a reply from the advisor. */
function hasAssistantMessage(prompt: LanguageModelV4Prompt): boolean {
  return prompt.some((message) => message.role === 'assistant');
}

function replyFor(options: LanguageModelV4CallOptions): { text: string; inputWords: number } {
  const task = readMemorySummaryTask(options.providerOptions);
  if (task) {
    const text = composeMemorySummary(task);
    return { text, inputWords: task.userMessages.join(' ').split(/\s+/).filter(Boolean).length };
  }
  const message = withoutTripRequest(lastUserText(options.prompt));
  const advisor = readAdvisorFacts(options.providerOptions) ?? fallbackAdvisor;
  // A crisis gets presence, not a technique: the resources come first (the assistant flow adds them).
  if (detectCrisisSignal(message) !== null) return { text: composeOfflineCrisisReply(message, advisor), inputWords: message.split(/\s+/).filter(Boolean).length };
  const memory = readMemory(options.providerOptions);
  const reply = composeOfflineReply(message, advisor);
  const text = memory && !hasAssistantMessage(options.prompt) ? `Last time we talked about ${memoryTopic(memory)}. ${reply}` : reply;
  return { text, inputWords: message.split(/\s+/).filter(Boolean).length };
}

export function createOfflineModel({ wordDelayMs = 20 }: OfflineEngineOptions = {}): LanguageModelV4 {
  return {
    specificationVersion: 'v4',
    provider: 'wayfinder-offline',
    modelId: 'offline-advisor',
    supportedUrls: {},
    async doGenerate(options) {
      const { text, inputWords } = replyFor(options);
      return {
        content: text ? [{ type: 'text', text }] : [],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: usage(inputWords, text.split(' ').length),
        warnings: [],
      };
    },
    async doStream(options) {
      const { text, inputWords } = replyFor(options);
      const words = text.split(' ');
      const signal = options.abortSignal;
      let index = 0;
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 'text-0' });
        },
        async pull(controller) {
          if (index < words.length) {
            if (index > 0) await delay(wordDelayMs, signal);
            const word = words[index] as string;
            controller.enqueue({ type: 'text-delta', id: 'text-0', delta: index === 0 ? word : ` ${word}` });
            index++;
            return;
          }
          controller.enqueue({ type: 'text-end', id: 'text-0' });
          controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: usage(inputWords, words.length) });
          controller.close();
        },
      });
      return { stream };
    },
  };
}
