import { generateText, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { advisorProviderOptions } from './advisor-facts.ts';
import { crisisProviderOptions } from './crisis-facts.ts';
import { memoryProviderOptions, memorySummaryProviderOptions } from './memory-facts.ts';
import { createOfflineModel } from './offline-engine.ts';
import { composeMemorySummary, memoryTopic } from './offline/memory-summary.ts';
import { paraphrase } from './offline/paraphrase.ts';
import { composeOfflineCrisisReply, composeOfflineReply } from './offline/reply.ts';

const maren = {
  name: 'Maren',
  ethos: 'Clarity & Focus',
  about: null,
  methods: [
    { name: 'Socratic Questioning', scope: ['overthinking', 'circular worries', 'unexamined assumptions'] },
    { name: 'Eisenhower Matrix', scope: ['overloaded to-do lists', 'competing priorities'] },
    { name: 'Decision Journaling', scope: ['decision fatigue', 'high-stakes choices'] },
  ],
};
const theo = {
  name: 'Theo',
  ethos: 'Confidence & Self-Worth',
  about: null,
  methods: [
    { name: 'Cognitive Reframing', scope: ['impostor feelings', 'harsh self-talk'] },
    { name: 'Behavioural Rehearsal', scope: ['salary negotiations', 'speaking up in meetings'] },
  ],
};
const messages = [
  'I keep putting off my thesis and I feel guilty about it.',
  'My manager wants me to lead the project but I am scared.',
  'I cannot decide whether to move to Lisbon or stay here.',
  'We argue about money every week.',
];

describe('offline engine as an AI SDK model', () => {
  it('streams the reply word by word through streamText, reading the advisor from providerOptions', async () => {
    const message = messages[2] as string;
    const result = streamText({
      model: createOfflineModel({ wordDelayMs: 0 }),
      instructions: 'ignored by the offline engine',
      messages: [{ role: 'user', content: message }],
      providerOptions: advisorProviderOptions(theo),
    });
    const chunks: string[] = [];
    for await (const chunk of result.textStream) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.join('')).toBe(composeOfflineReply(message, theo));
  });

  it('stops when the call is aborted', async () => {
    const controller = new AbortController();
    const result = streamText({
      model: createOfflineModel({ wordDelayMs: 20 }),
      messages: [{ role: 'user', content: messages[0] as string }],
      providerOptions: advisorProviderOptions(maren),
      abortSignal: controller.signal,
      onError: () => {},
    });
    const chunks: string[] = [];
    // Aborted once the reply has begun.
    for await (const part of result.fullStream) {
      if (part.type !== 'text-delta') continue;
      chunks.push(part.text);
      if (chunks.length === 2) controller.abort();
    }
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.join('')).not.toBe(composeOfflineReply(messages[0] as string, maren));
  });
});

describe('offline engine and the conversation', () => {
  it('takes the topic from an earlier message when the newest names none', async () => {
    const result = await generateText({
      model: createOfflineModel({ wordDelayMs: 0 }),
      messages: [
        { role: 'user', content: 'my exam is on monday and i have barely started' },
        { role: 'assistant', content: 'Thanks for telling me.' },
        { role: 'user', content: 'can you give me a plan?' },
      ],
      providerOptions: advisorProviderOptions(maren),
    });
    expect(result.text).toContain('plan for your exam on Monday');
    expect(result.text).toMatch(/\n1\. .+\n2\. .+\n3\. /);
  });
});

describe('offline engine and the trip request', () => {
  it('speaks of the trip when the message is only travel data', async () => {
    const result = streamText({
      model: createOfflineModel({ wordDelayMs: 0 }),
      messages: [{ role: 'user', content: 'Trip request:\nDeparture city: Berlin\nDestination city: Lisbon\nTravellers: 2' }],
      providerOptions: advisorProviderOptions(maren),
    });
    const text = await result.text;
    expect(text).toContain('your trip to Lisbon');
    expect(text).toContain('Fix the dates and a total budget first');
  });
});

describe('offline engine and memory', () => {
  const memory = 'You keep putting off your thesis and you feel guilty about it.';

  it('opens its first reply of a conversation with "Last time we talked about" and a topic from the memory', async () => {
    const result = await generateText({
      model: createOfflineModel({ wordDelayMs: 0 }),
      messages: [{ role: 'user', content: 'Hello again.' }],
      providerOptions: { ...advisorProviderOptions(maren), ...memoryProviderOptions(memory) },
    });
    expect(result.text).toMatch(/^Last time we talked about your thesis\. /);
    expect(result.text).toContain(composeOfflineReply('Hello again.', maren));
  });

  it('does not open that way once the advisor has replied in the conversation, or without a memory', async () => {
    const later = await generateText({
      model: createOfflineModel({ wordDelayMs: 0 }),
      messages: [
        { role: 'user', content: 'Hello again.' },
        { role: 'assistant', content: 'Hi.' },
        { role: 'user', content: 'Tell me more.' },
      ],
      providerOptions: { ...advisorProviderOptions(maren), ...memoryProviderOptions(memory) },
    });
    expect(later.text).not.toContain('Last time');
    const none = await generateText({ model: createOfflineModel({ wordDelayMs: 0 }), messages: [{ role: 'user', content: 'Hello again.' }], providerOptions: advisorProviderOptions(maren) });
    expect(none.text).not.toContain('Last time');
  });

  it('names the topic of a memory in full, never with a dangling word', () => {
    expect(memoryTopic(memory)).toBe('your thesis');
    expect(memoryTopic('Loves hiking. Training for a marathon in spring.')).toBe('getting into running');
    expect(memoryTopic('You have your whole presentation on Friday and you feel unready.')).toBe('your presentation on Friday');
    expect(memoryTopic('You said your whole family is tired.')).toBe('your family');
    expect(memoryTopic('You feel your whole life is on hold.')).toBe('your life');
    expect(memoryTopic('You said your whole.')).toBe('what was on your mind');
    expect(memoryTopic('...')).toBe('what was on your mind');
  });

  it('summarizes for memory: key sentences of the user, newest first, told back, merged with the old memory, capped', async () => {
    const task = {
      previousSummary: 'You prefer short, practical steps.',
      userMessages: ['I start a new job in Berlin next month. Any tips?', 'hi', 'I keep putting off my thesis and I feel guilty.'],
    };
    const summary = await composeMemorySummary(task);
    expect(summary).toBe('You start a new job in Berlin next month. You keep putting off your thesis and you feel guilty. You prefer short, practical steps.');
    const result = await generateText({ model: createOfflineModel({ wordDelayMs: 0 }), prompt: 'ignored', providerOptions: memorySummaryProviderOptions(task) });
    expect(result.text).toBe(summary);
    const long = await composeMemorySummary({ previousSummary: null, userMessages: Array.from({ length: 300 }, (_, index) => `I went on trip number ${index} last year.`) });
    expect(long.length).toBeLessThanOrEqual(2000);
    expect(long.startsWith('You went on trip number 0')).toBe(true);
    expect(await composeMemorySummary({ previousSummary: 'You like tea.', userMessages: ['You like tea.'] })).toBe('You like tea.');
  });

  it('keeps whole phrases in memory', () => {
    // Crisis disclosures never reach the summary: the memory writer leaves those messages out of the task.
    const summary = composeMemorySummary({
      previousSummary: null,
      userMessages: ['I keep putting off a hard talk with my manager about my workload and I feel guilty about it every single day of the week and the weekend too and at night.'],
    });
    expect(summary).toBe('You keep putting off a hard talk with your manager about your workload and you feel guilty about it every single day of the week and the weekend too.');
    expect(paraphrase('I told you about my plan')).toBe('you told me about your plan');
    expect(paraphrase('I keep putting off a hard talk with my manager about my workload and more')).toBe('you keep putting off a hard talk with your manager about your workload');
  });

  it('answers a turn the crisis check flagged with presence: no method, no memory recall', async () => {
    const model = createOfflineModel({ wordDelayMs: 0 });
    const result = await generateText({
      model,
      messages: [{ role: 'user', content: 'I want to kill myself.' }],
      providerOptions: { ...advisorProviderOptions(maren), ...memoryProviderOptions('You keep putting off your thesis.'), ...crisisProviderOptions('suicide') },
    });
    expect(result.text).toBe(composeOfflineCrisisReply('I want to kill myself.', maren));
    expect(result.text).toMatch(/here to listen/);
    expect(result.text).not.toMatch(/Last time we talked about/);
    for (const method of maren.methods) expect(result.text).not.toContain(method.name);
  });

  it('takes the verdict from the call, never from its own reading of the message', async () => {
    const model = createOfflineModel({ wordDelayMs: 0 });
    const unflagged = await generateText({ model, messages: [{ role: 'user', content: 'I want to kill myself.' }], providerOptions: advisorProviderOptions(maren) });
    expect(unflagged.text).toBe(composeOfflineReply('I want to kill myself.', maren));
    const flagged = await generateText({ model, messages: [{ role: 'user', content: 'Tell me about the blue notebook.' }], providerOptions: { ...advisorProviderOptions(maren), ...crisisProviderOptions('unspecified') } });
    expect(flagged.text).toBe(composeOfflineCrisisReply('Tell me about the blue notebook.', maren));
  });
});
