import { streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { advisorProviderOptions } from './advisor-facts.ts';
import { composeOfflineReply, createOfflineModel, paraphrase } from './offline-engine.ts';

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

function sentences(text: string): string[] {
  return text.split(/(?<=[.?!])\s+(?=[A-Z])/);
}

describe('offline engine replies', () => {
  it('paraphrases instead of echoing: I becomes you, my becomes your', () => {
    expect(paraphrase('I keep putting off my thesis.')).toBe('you keep putting off your thesis');
    expect(paraphrase("I'm tired of my job")).toBe("you're tired of your job");
  });

  it.each(messages)('names one of the advisor\'s methods and a scope, and ends with one question: %s', (message) => {
    for (const advisor of [maren, theo]) {
      const reply = composeOfflineReply(message, advisor);
      const method = advisor.methods.find((candidate) => reply.includes(candidate.name));
      expect(method).toBeDefined();
      expect(method?.scope.some((scope) => reply.includes(scope))).toBe(true);
      expect(reply.endsWith('?')).toBe(true);
      expect(reply.split('?').length - 1).toBe(1);
      expect(sentences(reply).length).toBeGreaterThanOrEqual(3);
      expect(sentences(reply).length).toBeLessThanOrEqual(5);
      expect(reply).not.toContain(message);
    }
  });

  it('differs with the input and with the advisor, and is the same for the same input', () => {
    const replies = new Set(messages.map((message) => composeOfflineReply(message, maren)));
    expect(replies.size).toBe(messages.length);
    expect(composeOfflineReply(messages[0] as string, maren)).not.toBe(composeOfflineReply(messages[0] as string, theo));
    expect(composeOfflineReply(messages[1] as string, theo)).toBe(composeOfflineReply(messages[1] as string, theo));
  });

  it('still answers an empty message and an advisor without methods', () => {
    const reply = composeOfflineReply('', { name: 'Ada', ethos: null, about: null, methods: [] });
    expect(reply).toContain('Reflective Listening');
    expect(reply.endsWith('?')).toBe(true);
  });
});

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
    setTimeout(() => controller.abort(), 50);
    for await (const part of result.fullStream) if (part.type === 'text-delta') chunks.push(part.text);
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.join('')).not.toBe(composeOfflineReply(messages[0] as string, maren));
  });
});

describe('offline engine and the trip request', () => {
  it('speaks of the trip when the message is only travel data', async () => {
    const result = streamText({
      model: createOfflineModel({ wordDelayMs: 0 }),
      messages: [{ role: 'user', content: 'Trip request:\n{\n  "destinationCity": "Lisbon"\n}' }],
      providerOptions: advisorProviderOptions(maren),
    });
    expect(await result.text).toContain('you are planning a trip to Lisbon');
  });
});
