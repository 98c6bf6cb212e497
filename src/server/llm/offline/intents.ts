import { hasAnyPhrase, indexOfPhrase, phrases, tokensOf, type Phrase } from './words.ts';

/**
 * What the user is asking for, read from word lists (docs: evals/offline-advisor/README.md). The
 * offline engine answers each intent its own way: a plan gets numbered steps, an unsure person a
 * question back, an anxious one reassurance and one step, thanks a short warm close.
 */
export type Intent = 'plan' | 'advice' | 'unsure' | 'anxious' | 'low' | 'decision' | 'thanks' | 'greeting' | 'checkin' | 'other';

/** A feeling named alongside a request ("I'm stressed, can you give me a plan?"): acknowledged first. */
export type Feeling = 'anxious' | 'low';

export interface Reading {
  intent: Intent;
  feeling?: Feeling;
  /** How many steps a plan request asked for ("a 3-step plan"), within 2 to 5; else undefined. */
  stepCount?: number;
}

/** A plan named ("plan", "steps"); it counts as a request with a request word or a question mark. */
const planNouns = phrases([
  'plan', 'step', 'steps', 'roadmap', 'checklist', 'game plan', 'strategy', 'schedule', 'step by step', 'make a budget', 'a routine',
  'morning routine', 'timetable',
]);
const requestWords = phrases([
  'can you', 'could you', 'can u', 'could u', 'would you', 'give me', 'make me', 'help me', 'show me', 'write me', 'i need',
  'i want', 'i would like', 'id like', 'need a', 'want a', 'lets make', 'plan for', 'plan to', 'please', 'pls', 'plz', 'how',
  'what', 'which',
]);
/** Asking where to begin is asking for steps. */
const planQuestions = phrases([
  'where do i start', 'where do i begin', 'where to start', 'where should i start', 'how do i start', 'how to start',
  'how do i get started', 'how to get started', 'how do i begin', 'break it down', 'break this down', 'first steps',
]);
const adviceWords = phrases([
  'what should i do', 'what do i do', 'what can i do', 'what would you do', 'what would you suggest', 'advice', 'advise',
  'tips', 'tip', 'suggest', 'suggestion', 'suggestions', 'recommend', 'ideas', 'how can i', 'how do i', 'how should i',
  'how to', 'help me', 'can you help', 'what am i doing wrong', 'what to do', 'keep in mind', 'need help', 'any help', 'what now', 'how do you', 'is it normal', 'should i',
]);
const unsureWords = phrases([
  'idk', 'i dont know', 'dont know', 'dunno', 'not sure', 'unsure', 'confused', 'confusing', 'no idea', 'no clue',
  'cant figure', 'cant tell', 'im lost', 'feel lost', 'feeling lost', 'hmm', 'hm', 'maybe', 'i guess', 'not really sure',
  'i dont knw', 'dont no', 'i do not know', 'uncertain', 'clueless', 'mixed feelings', 'on the fence',
]);
const anxiousWords = phrases([
  'anxious', 'anxiety', 'stressed', 'stress', 'stressing', 'stressful', 'nervous', 'nerves', 'panic', 'panicking',
  'panicky', 'worried', 'worry', 'worrying', 'worries', 'scared', 'afraid', 'terrified', 'frightened', 'overwhelmed',
  'overwhelming', 'freaking out', 'freaked', 'dread', 'dreading', 'on edge', 'tense', 'cant stop thinking', 'racing',
  'overthinking', 'overthink', 'anxus', 'stresed', 'nervus', 'overwhelmd',
]);
const lowWords = phrases([
  'sad', 'exhausting', 'feel down', 'feeling down', 'felt down', 'so down', 'really down', 'pretty down', 'feel low', 'feeling low',
  'felt low', 'so low', 'pretty low', 'really low', 'low mood', 'unhappy', 'lonely', 'miserable', 'i cried', 'im crying', 'been crying', 'keep crying', 'cant stop crying', 'empty', 'exhausted', 'drained',
  'burnt out', 'burned out', 'burnout', 'numb', 'grief', 'grieving', 'died', 'passed away', 'death', 'funeral', 'bereavement', 'heartbroken', 'awful', 'terrible', 'rubbish',
  'feel like crap', 'not okay', 'not ok', 'hopeless', 'worthless', 'a failure', 'useless', 'depressed', 'feeling blue',
  'gutted', 'devastated', 'disappointed', 'tired of everything', 'no energy', 'unmotivated',
]);
const decisionWords = phrases([
  'decide', 'deciding', 'decision', 'decisions', 'choose', 'choosing', 'choice', 'choices', 'torn', 'dilemma', 'whether',
  'options', 'pros and cons', 'which one', 'cant make up my mind', 'make up my mind', 'go with', 'take the job',
  'accept the offer', 'stay or go', 'or not',
]);
const thanksWords = phrases([
  'thanks', 'thank you', 'thank u', 'thx', 'thnx', 'thanx', 'ty', 'tysm', 'cheers', 'appreciate it', 'appreciated',
  'bye', 'goodbye', 'good bye', 'see you', 'see ya', 'cya', 'good night', 'goodnight', 'gtg', 'got to go', 'thats all',
  'talk later', 'ttyl', 'that helps', 'that helped', 'helpful', 'great help',
]);
const greetingWords = phrases([
  'hi', 'hello', 'hey', 'heya', 'hiya', 'howdy', 'yo', 'good morning', 'good afternoon', 'good evening', 'morning',
  'hello again', 'hi there', 'hey there', 'greetings', 'whats up', 'sup',
]);
const checkinWords = phrases([
  'update', 'checking in', 'check in', 'it went', 'went well', 'went badly', 'went ok', 'didnt work', 'did not work',
  'it worked', 'tried it', 'tried the', 'tried that', 'tried this', 'tried your', 'i did it', 'did it', 'progress', 'so far', 'managed to', 'i managed', 'feedback',
  'didnt help', 'not helpful', 'kept it up', 'stuck to', 'fell off', 'missed', 'streak', 'days in a row',
]);

const numberWords: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, '2': 2, '3': 3, '4': 4, '5': 5 };

/** "a 3-step plan", "three steps", "5 things": the number just before "step(s)". */
function askedStepCount(tokens: readonly string[]): number | undefined {
  for (let index = 1; index < tokens.length; index++) {
    const word = tokens[index] as string;
    if (word !== 'step' && word !== 'steps' && word !== 'things' && word !== 'tips') continue;
    const count = numberWords[tokens[index - 1] as string];
    if (count !== undefined) return count;
  }
  return undefined;
}

/** "or" between two choices with "should i" ("should I stay or go"), or an explicit decision word. */
function weighsOptions(tokens: readonly string[]): boolean {
  if (hasAnyPhrase(tokens, decisionWords)) return true;
  return indexOfPhrase(tokens, ['should', 'i']) >= 0 && tokens.includes('or');
}

function has(tokens: readonly string[], list: readonly Phrase[]): boolean {
  return hasAnyPhrase(tokens, list);
}

/** The intent of a message, with a feeling named beside it and a requested number of steps. */
export function readIntent(message: string): Reading {
  const tokens = tokensOf(message);
  if (tokens.length === 0) return { intent: 'greeting' };
  const feeling: Feeling | undefined = has(tokens, anxiousWords) ? 'anxious' : has(tokens, lowWords) ? 'low' : undefined;
  // "where do I even start" as well as the listed phrases.
  const asksWhereToStart = tokens.includes('where') && ['start', 'begin', 'started'].some((word) => tokens.includes(word));
  const asksPlan =
    asksWhereToStart ||
    has(tokens, planQuestions) || askedStepCount(tokens) !== undefined || (has(tokens, planNouns) && (has(tokens, requestWords) || message.includes('?')));
  const asksAdvice = has(tokens, adviceWords);
  const short = tokens.length <= 8;
  // Thanks and greetings only count when nothing else is asked: "thanks, but what should I do?" is advice.
  if (short && has(tokens, thanksWords) && !asksPlan && !asksAdvice && !tokens.includes('but')) return { intent: 'thanks' };
  if (asksPlan) return { intent: 'plan', feeling, stepCount: askedStepCount(tokens) };
  if (weighsOptions(tokens)) return { intent: 'decision', feeling };
  if (feeling) return { intent: feeling, feeling };
  if (has(tokens, unsureWords)) return { intent: 'unsure' };
  if (asksAdvice) return { intent: 'advice' };
  if (has(tokens, checkinWords)) return { intent: 'checkin' };
  if (tokens.length <= 5 && has(tokens, greetingWords)) return { intent: 'greeting' };
  return { intent: 'other' };
}
