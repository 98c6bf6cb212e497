import type { AdvisorFacts } from '../advisor-facts.ts';
import { paraphrase, topicOf } from './paraphrase.ts';

/*
 * The offline engine's replies as an advisor: it reflects the newest user message in its own
 * words, applies one of the advisor's methods (name and one scope, chosen from a hash of the
 * message and the advisor, so the same input always gives the same reply) and ends with one open
 * question; a message with a crisis signal gets presence instead of a technique.
 */

export const fallbackAdvisor: AdvisorFacts = {
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
