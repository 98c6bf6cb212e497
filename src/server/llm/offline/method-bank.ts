import type { AdvisorMethod } from '../../../shared/advisors/advisor.schema.ts';
import type { Intent } from './intents.ts';
import { methodBank, type MethodContent } from './method-bank.data.ts';
import type { Topic } from './topics.ts';
import { tokensOf } from './words.ts';

/** A method of the advisor with what the offline engine says when applying it. */
export interface ChosenMethod {
  name: string;
  scope: readonly string[];
  content: MethodContent;
  /**
   * Whether anything said (the message, the topic, the request) touches the method's name or
   * scope. A method chosen only because the advisor must bring one does not fit: its pitch would
   * answer another question.
   */
  fits: boolean;
}

/** "overthinking", "overthinking and circular worries", "a, b and c". */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) as string}`;
}

/**
 * A method the bank does not know (an admin's new advisor): the same kinds of sentences, built
 * from its name and scope in templates that stay grammatical whatever the name is.
 */
export function genericContent(method: AdvisorMethod): MethodContent {
  const scope = listed(method.scope.slice(0, 3));
  return {
    gist: scope ? `${method.name} helps here: it is one of my methods for ${scope}.` : `${method.name} helps here: it is the method I would bring to this.`,
    steps: [
      'Write down one recent, concrete example of this: what happened, and how it felt.',
      `Spend ten minutes applying ${method.name} to that one example, and note what you notice.`,
      'Choose one small action that follows from it, and decide when you will do it.',
    ],
    questions: [`Which example from your week could we use to try ${method.name}?`, 'Which part of this feels most important to you right now?'],
  };
}

export function contentOf(method: AdvisorMethod): MethodContent {
  return methodBank[method.name] ?? genericContent(method);
}

/** Words that say which methods fit an intent, matched against the methods' names and scopes. */
const intentHints: Record<Intent, string[]> = {
  plan: ['planning', 'plan', 'routines', 'habits', 'goals', 'new', 'projects', 'ahead'],
  advice: [],
  unsure: ['directionless', 'uncertainty', 'mixed', 'feelings', 'assumptions', 'overthinking', 'crossroads'],
  anxious: ['racing', 'thoughts', 'overwhelming', 'moments', 'nerves', 'fear', 'worries', 'overthinking', 'judgement'],
  low: ['setbacks', 'criticism', 'burnout', 'recovery', 'low', 'energy', 'grief', 'self', 'harsh'],
  decision: ['decision', 'decisions', 'choices', 'crossroads', 'priorities', 'life', 'futures', 'stakes'],
  thanks: [],
  greeting: [],
  checkin: ['progress', 'momentum', 'review', 'loose', 'ends', 'visible', 'restarting'],
  other: [],
};

const ignored = new Set('a an the of to your you with on in and for after out up between without at by from or'.split(' '));

/** A crude stem so "routine" meets "routines" and "plan" meets "planning". */
function stem(word: string): string {
  return word.length > 4 ? word.replace(/(?:ing|es|s)$/, '') : word;
}

function stems(words: readonly string[]): Set<string> {
  return new Set(words.filter((word) => !ignored.has(word)).map(stem));
}

/**
 * The advisor's method that fits the message best: its name and scope against the message's
 * words (counted twice), the topic's related words and the intent's hints. Ties go to a stable
 * hash, so the same message always gets the same method and different messages spread across
 * the advisor's methods.
 */
export function chooseMethod(methods: readonly AdvisorMethod[], message: string, topic: Topic | undefined, intent: Intent, seed: number): ChosenMethod {
  const said = stems(tokensOf(message));
  const context = stems([...(topic?.pack.related ?? []), ...intentHints[intent]]);
  let best: AdvisorMethod[] = [];
  let bestScore = -1;
  for (const method of methods) {
    const own = stems(tokensOf(`${method.name} ${method.scope.join(' ')}`));
    let score = 0;
    for (const word of own) score += (said.has(word) ? 2 : 0) + (context.has(word) ? 1 : 0);
    if (score > bestScore) {
      best = [method];
      bestScore = score;
    } else if (score === bestScore) best.push(method);
  }
  const method = best[seed % best.length] as AdvisorMethod;
  return { name: method.name, scope: method.scope, content: contentOf(method), fits: bestScore > 0 };
}
