import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../../tests/support/free-text.ts';
import type { AdvisorFacts } from '../advisor-facts.ts';
import { readIntent } from './intents.ts';
import { methodBank } from './method-bank.data.ts';
import { composeOfflineReply, maxEchoedWords } from './reply.ts';
import { findTopic } from './topics.ts';
import { topicPacks } from './topics.data.ts';
import { longestSharedRun, tokensOf } from './words.ts';

// Three advisors as seeded (advisors/seed-advisors.data.ts, which llm/ may not import); the
// evaluation in tools/offline-advisor runs every seeded advisor.
const maren: AdvisorFacts = {
  name: 'Maren',
  ethos: 'Clarity & Focus',
  about: null,
  methods: [
    { name: 'Socratic Questioning', scope: ['overthinking', 'circular worries', 'unexamined assumptions'] },
    { name: 'Eisenhower Matrix', scope: ['overloaded to-do lists', 'competing priorities', 'urgent-but-unimportant requests'] },
    { name: 'Decision Journaling', scope: ['decision fatigue', 'high-stakes choices', 'second-guessing'] },
  ],
};
const rafa: AdvisorFacts = {
  name: 'Rafa',
  ethos: 'Motivation & Drive',
  about: null,
  methods: [
    { name: 'Motivational Interviewing', scope: ['mixed feelings about change', 'stalled goals', 'finding your why'] },
    { name: 'Implementation Intentions', scope: ['procrastination', 'new habits', 'exercise routines'] },
    { name: 'Tiny Habits', scope: ['low-energy days', 'restarting after a break', 'all-or-nothing thinking'] },
    { name: 'Habit Tracking', scope: ['building momentum', 'making progress visible'] },
  ],
};
const theo: AdvisorFacts = {
  name: 'Theo',
  ethos: 'Confidence & Self-Worth',
  about: null,
  methods: [
    { name: 'Cognitive Reframing', scope: ['impostor feelings', 'harsh self-talk', 'fear of judgement'] },
    { name: 'Strengths Spotting', scope: ['downplayed achievements', 'performance reviews', 'your career story'] },
    { name: 'Behavioural Rehearsal', scope: ['salary negotiations', 'speaking up in meetings', 'saying no without apologising'] },
  ],
};
/** Every method the content bank knows, as advisors of one method each. */
const bankAdvisors: AdvisorFacts[] = Object.keys(methodBank).map((name) => ({ name: `Advisor of ${name}`, ethos: null, about: null, methods: [{ name, scope: [] }] }));

/** The numbered steps of a plan reply. */
function stepsOf(reply: string): string[] {
  return reply.split('\n').filter((line) => /^\d\. /.test(line));
}

describe('what the offline advisor reads', () => {
  it.each([
    ['can you give me a 3-step plan to start running', 'plan'],
    ['where do i even start with my thesis', 'plan'],
    ['what should I do about my boss', 'advice'],
    ['idk', 'unsure'],
    ["i'm so stressed about my exam", 'anxious'],
    ['feeling really low this week', 'low'],
    ['should I take the job or stay where I am?', 'decision'],
    ['ok thanks', 'thanks'],
    ['bye!', 'thanks'],
    ['hello', 'greeting'],
    ['I tried it and it went well', 'checkin'],
    ['My cat knocked the plant over again.', 'other'],
    ['thanks, but what should I do next?', 'advice'],
  ])('%s → %s', (message, intent) => {
    expect(readIntent(message).intent).toBe(intent);
  });

  it('hears a number of steps and a feeling named beside a request', () => {
    expect(readIntent('give me five steps please').stepCount).toBe(5);
    expect(readIntent('I am anxious, can you make me a plan?')).toMatchObject({ intent: 'plan', feeling: 'anxious' });
  });

  it('names topics in its own words, with a day when one is given', () => {
    expect(findTopic(['I have a presentation on friday'])?.name).toBe('your presentation on Friday');
    expect(findTopic(['job interview tomorrow, help'])?.name).toBe('your job interview tomorrow');
    expect(findTopic(['my dissertation is due'])?.name).toBe('your dissertation');
    expect(findTopic(['I keep running late'])).toBeUndefined();
  });
});

describe('the offline advisor answers what was asked', () => {
  it('gives a plan of three concrete steps for "a 3-step plan to start running", with a method of the advisor', () => {
    const message = 'can you give me a 3-step plan to start running';
    const reply = composeOfflineReply(message, rafa);
    expect(stepsOf(reply)).toHaveLength(3);
    expect(reply).toContain('getting into running');
    expect(rafa.methods.some((method) => reply.includes(method.name))).toBe(true);
    expect(longestSharedRun(reply, message)).toBeLessThanOrEqual(maxEchoedWords);
    expect(reply).not.toMatch(/that can I|in your words/i);
  });

  it('answers "ok thanks" with a short warm close and an open door, not a technique', () => {
    const reply = composeOfflineReply('ok thanks', maren);
    for (const method of maren.methods) expect(reply).not.toContain(method.name);
    expect(reply).not.toMatch(/in your words/);
    expect(reply.split(/(?<=[.?!])\s+/).length).toBeLessThanOrEqual(3);
    expect(reply.endsWith('?')).toBe(true);
  });

  it('asks back when the user is unsure, and gives no list', () => {
    const reply = composeOfflineReply('idk really', maren);
    expect(reply.endsWith('?')).toBe(true);
    expect(stepsOf(reply)).toHaveLength(0);
  });

  it('reassures an anxious user and gives one step', () => {
    const reply = composeOfflineReply('i have a presentation on friday and im so nervous', theo);
    expect(reply).toContain('your presentation on Friday');
    expect(reply).toMatch(/normal|makes sense|understandable/);
    expect(reply).toContain("Let's try one step from");
  });

  it('answers from the content bank for a known method, and from templates for an unknown one', () => {
    expect(composeOfflineReply('any advice?', rafa)).toMatch(/(Motivational Interviewing|Implementation Intentions|Tiny Habits|Habit Tracking) helps? here: /);
    const custom: AdvisorFacts = { name: 'Orla', ethos: null, about: null, methods: [{ name: 'Walking Meetings', scope: ['stuck thinking', 'long afternoons'] }] };
    const reply = composeOfflineReply('any advice on getting unstuck at work?', custom);
    expect(reply).toContain('Walking Meetings helps here: it is one of my methods for stuck thinking and long afternoons.');
    expect(reply.endsWith('?')).toBe(true);
  });

  it('never repeats more than four of the user\'s words in a row, even when the user writes its own phrases', () => {
    const tricky = [
      'Here is a three-step plan for getting into running, built around Implementation Intentions',
      'is there anything else on your mind, or shall we leave it there for today',
      'Thank you for telling me about your presentation on Friday.',
    ];
    for (const message of tricky) {
      for (const who of [rafa, maren, theo]) expect(longestSharedRun(composeOfflineReply(message, who), message)).toBeLessThanOrEqual(maxEchoedWords);
    }
  });

  it('is the same for the same input and differs with the advisor and the message', () => {
    const message = 'My manager wants me to lead the launch.';
    expect(composeOfflineReply(message, maren)).toBe(composeOfflineReply(message, maren));
    expect(composeOfflineReply(message, maren)).not.toBe(composeOfflineReply(message, theo));
    expect(composeOfflineReply('We argue about money every week.', maren)).not.toBe(composeOfflineReply(message, maren));
  });

  it('still answers an empty message and an advisor without methods', () => {
    const reply = composeOfflineReply('', { name: 'Ada', ethos: null, about: null, methods: [] });
    expect(reply).toContain("Hi, I'm Ada.");
    expect(reply).toContain('Reflective Listening');
    expect(reply.endsWith('?')).toBe(true);
  });
});

describe('the offline advisor on any text', () => {
  const advisors = [maren, rafa, theo, ...bankAdvisors];
  // The advisor's own words, shuffled into messages: the likeliest way to make it echo.
  const ownWords = [...new Set(tokensOf([...Object.values(methodBank).flatMap((content) => [content.gist, ...content.steps]), ...topicPacks.flatMap((pack) => pack.steps)].join(' ')))];
  const ownText = fc.array(fc.constantFrom(...ownWords, 'plan', 'steps', 'thanks', 'idk', 'should', 'or', 'friday'), { minLength: 1, maxLength: 40 }).map((words) => words.join(' '));

  it('never repeats more than four words in a row and always ends with a question', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, ownText), fc.nat(advisors.length - 1), fc.array(ownText, { maxLength: 2 }), (message, index, earlier) => {
        const reply = composeOfflineReply(message, advisors[index], { earlier });
        expect(longestSharedRun(reply, message)).toBeLessThanOrEqual(maxEchoedWords);
        for (const text of earlier) expect(longestSharedRun(reply, text)).toBeLessThanOrEqual(maxEchoedWords);
        expect(reply.trim().endsWith('?')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a topic outside the advisor\'s methods', () => {
  const dario: AdvisorFacts = {
    name: 'Dario',
    ethos: 'Business & Growth',
    about: null,
    methods: [
      { name: 'Value-Based Pricing', scope: ['underpricing', 'scope creep', 'client negotiations'] },
      { name: 'OKR Setting', scope: ['vague ambitions', 'quarterly focus', 'team alignment'] },
    ],
  };

  it("answers the topic with the topic's own step and says plainly that its methods are for other questions", () => {
    const reply = composeOfflineReply('I have a job interview on Monday and I keep freezing when I practise. What should I do?', dario);
    expect(reply).not.toContain(methodBank['Value-Based Pricing']?.gist);
    expect(reply).not.toContain('client');
    expect(reply).toMatch(/is made for other questions/);
    expect(reply).toContain(topicPacks.find((pack) => pack.key === 'interview')?.steps[0]);
    expect(reply.trimEnd().endsWith('?')).toBe(true);
  });

  it('still brings the method when the message is about what it is for', () => {
    const reply = composeOfflineReply('A client keeps asking for extra work without paying more. What should I do?', dario);
    expect(reply).not.toMatch(/is made for other questions/);
    expect(reply).toMatch(/Value-Based Pricing|OKR Setting/);
  });
});
