import type { AdvisorFacts } from '../advisor-facts.ts';
import { readIntent, type Reading } from './intents.ts';
import { chooseMethod, type ChosenMethod } from './method-bank.ts';
import * as lines from './reply-lines.ts';
import { findTopic, type Topic } from './topics.ts';
import { echoCheck, hash, pick, tokensOf } from './words.ts';

/*
 * The offline engine's replies as an advisor. It reads what the message asks for (intents.ts),
 * the topic when one can be named safely (topics.ts) and the advisor's method that fits best
 * (method-bank.ts), and answers the request: a plan gets numbered steps, an unsure person a
 * question back, an anxious one reassurance and one step, thanks a short close. It never reflects
 * the user's sentence back, and a last check drops any sentence that would repeat more than four
 * of the user's words in a row. A message with a crisis signal gets presence instead.
 */

export const fallbackAdvisor: AdvisorFacts = {
  name: 'your advisor',
  ethos: null,
  about: null,
  methods: [{ name: 'Reflective Listening', scope: ['whatever is on your mind'] }],
};

/** What else the engine knows about the conversation. */
export interface ReplyContext {
  /** The user's earlier messages in this conversation, newest first (for the topic). */
  earlier?: readonly string[];
  /** A trip request's destination, already checked by `safePlaceName`. */
  destination?: string;
}

/** The most words of the user's text a reply may repeat in a row (a name or a topic may be echoed). */
export const maxEchoedWords = 4;

interface Parts {
  reading: Reading;
  topic: Topic | undefined;
  method: ChosenMethod;
  advisor: AdvisorFacts;
  seed: number;
}

function stepsFor({ reading, topic, method }: Parts): string[] {
  const count = Math.min(Math.max(reading.stepCount ?? 3, 2), 5);
  const topicSteps = topic ? topic.pack.steps.slice(0, count - 1) : [];
  return [...topicSteps, ...method.content.steps, ...lines.extraSteps].slice(0, count);
}

function feelingLine({ reading, topic, seed }: Parts): string[] {
  if (reading.feeling === 'anxious') return [pick(lines.anxiousAcknowledgements, seed >>> 2)(topic ? ` about ${topic.name}` : '')];
  if (reading.feeling === 'low') return [pick(lines.lowAcknowledgements, seed >>> 2)];
  return [];
}

function plan(parts: Parts): string {
  const steps = stepsFor(parts);
  const count = lines.numberNames[steps.length] ?? String(steps.length);
  const intro = pick(lines.planOpeners, parts.seed >>> 3)(count, parts.topic ? ` for ${parts.topic.name}` : '', parts.method.name);
  const list = steps.map((step, index) => `${index + 1}. ${step}`).join('\n');
  return `${[...feelingLine(parts), intro].join(' ')}\n\n${list}\n\n${pick(lines.planQuestions, parts.seed >>> 5)}`;
}

/** The one concrete step of a reply: the topic's first step when a topic is known, else the method's. */
function oneStep({ topic, method }: Parts, preferMethod = false): string {
  if (topic && !preferMethod) return topic.pack.steps[0] as string;
  return method.content.steps[0] as string;
}

function methodQuestion({ method, seed }: Parts): string {
  return pick(method.content.questions, seed >>> 9);
}

/** A topic the advisor's methods do not touch: the method named honestly, the topic's own step and a plain question. */
function looseFit(parts: Parts, topic: Topic): string[] {
  return [pick(lines.looseFitLines, parts.seed >>> 4)(parts.method.name, topic.name), oneStep(parts), pick(lines.looseFitQuestions, parts.seed >>> 9)];
}

function sentencesFor(parts: Parts, message: string): string[] {
  const { reading, topic, method, advisor, seed } = parts;
  const withTopic = topic ? ` with ${topic.name}` : '';
  switch (reading.intent) {
    case 'advice':
      if (topic && !method.fits) return [...feelingLine(parts), ...looseFit(parts, topic)];
      return [...feelingLine(parts), method.content.gist, pick(lines.adviceOpeners, seed >>> 3)(withTopic), oneStep(parts), methodQuestion(parts)];
    case 'unsure':
      return [pick(lines.unsureAcknowledgements, seed >>> 3), method.content.gist, methodQuestion(parts)];
    case 'anxious':
      return [...feelingLine(parts), pick(lines.reassurances, seed >>> 3), `Let's try one step from ${method.name}.`, oneStep(parts, true), methodQuestion(parts)];
    case 'low':
      return [...feelingLine(parts), `If you have the energy for one small thing, try this step from ${method.name}.`, oneStep(parts, true), pick(lines.gentleQuestions, seed >>> 9)];
    case 'decision':
      return [...feelingLine(parts), pick(lines.decisionAcknowledgements, seed >>> 3), method.content.gist, lines.decisionStep, methodQuestion(parts)];
    case 'thanks': {
      const thanked = tokensOf(message).some((word) => ['thanks', 'thank', 'thx', 'thnx', 'thanx', 'ty', 'tysm', 'cheers', 'appreciate', 'appreciated', 'helpful', 'helped', 'helps'].includes(word));
      return [pick(thanked ? lines.thanksCloses : lines.goodbyeCloses, seed >>> 3), pick(lines.openDoors, seed >>> 5), lines.closingQuestion];
    }
    case 'greeting': {
      const focus = advisor.ethos ? `, and I help with ${advisor.ethos.toLowerCase().replace(/\s*&\s*/g, ' and ')}` : '';
      const scope = method.scope.length > 0 ? ` for ${pick(method.scope, seed >>> 7)}` : '';
      return [`Hi, I'm ${advisor.name}${focus}.`, `One of the methods I use is ${method.name}${scope}.`, pick(lines.greetingQuestions, seed >>> 5)];
    }
    case 'checkin':
      return [pick(lines.checkinAcknowledgements, seed >>> 3), `Let's build on it with ${method.name}.`, pick(lines.checkinSteps, seed >>> 5), pick(lines.checkinQuestions, seed >>> 9)];
    case 'plan':
      return [plan(parts)];
    case 'other':
      if (topic && !method.fits) return [pick(lines.otherPlainAcknowledgements, seed >>> 3), ...looseFit(parts, topic)];
      return [
        topic ? pick(lines.otherAcknowledgements, seed >>> 3)(topic.name) : pick(lines.otherPlainAcknowledgements, seed >>> 3),
        method.content.gist,
        oneStep(parts),
        methodQuestion(parts),
      ];
  }
}

/** Drops the sentences (or plan steps) that repeat too many of the user's words, keeping the question. */
function withoutEcho(sentences: string[], userTexts: readonly string[]): string[] {
  const echoes = echoCheck(userTexts, maxEchoedWords);
  return sentences
    .map((sentence) =>
      sentence
        .split('\n')
        .filter((line) => !echoes(line))
        .join('\n'),
    )
    .filter((sentence) => sentence.trim() && !echoes(sentence));
}

/**
 * The reply the offline engine gives to `message` as `advisor`: it answers the intent, names or
 * applies one of the advisor's methods, and ends with a question.
 */
export function composeOfflineReply(message: string, advisor: AdvisorFacts = fallbackAdvisor, context: ReplyContext = {}): string {
  const methods = advisor.methods.length > 0 ? advisor.methods : fallbackAdvisor.methods;
  const trimmed = message.trim();
  const seed = hash(`${advisor.name}\u0000${trimmed}`);
  const reading = readIntent(trimmed);
  const said = [trimmed, ...(context.earlier ?? [])];
  const named = findTopic(said, context.destination);
  const method = chooseMethod(methods, trimmed, named, reading.intent, seed);
  const facts = { name: advisor.name, ethos: advisor.ethos, about: advisor.about, methods };
  const reply = (topic: Topic | undefined) => sentencesFor({ reading, topic, method, advisor: facts, seed }, trimmed).join(' ');
  // The topic's name is ours, yet a user may have written the same words around it: then speak without it.
  const echoes = echoCheck(said, maxEchoedWords);
  for (const candidate of [reply(named), reply(undefined)]) {
    if (!echoes(candidate)) return candidate;
  }
  const kept = withoutEcho(sentencesFor({ reading, topic: undefined, method, advisor: facts, seed }, trimmed), said);
  const last = kept.at(-1) ?? '';
  return last.endsWith('?') ? kept.join(' ') : [...kept, `I'm ${advisor.name}, and I'm listening. Where would you like to begin?`].join(' ');
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
