import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { buildMemoryPrompt, fitMemoryMessages } from './memory-prompt.ts';
import { fitChatPrompt } from './prompt-budget.ts';

const message = (role: 'user' | 'assistant', content: string) => ({ role, content });

describe('fitChatPrompt', () => {
  it('keeps the current message and the newest history that fits, dropping the oldest first', () => {
    const history = [message('user', 'a'.repeat(400)), message('assistant', 'b'.repeat(300)), message('user', 'c'.repeat(300))];
    const fitted = fitChatPrompt({ instructions: 'i'.repeat(200), history, current: message('user', 'now'), maxChars: 900 });
    expect(fitted.map((entry) => entry.content[0])).toEqual(['b', 'c', 'n']);
    expect(fitChatPrompt({ instructions: '', history, current: message('user', 'now'), maxChars: 10_000 })).toHaveLength(4);
  });

  it('refuses (413) a turn that cannot fit next to the instructions on its own', () => {
    const attempt = () => fitChatPrompt({ instructions: 'i'.repeat(500), history: [], current: message('user', 'x'.repeat(501)), maxChars: 1_000 });
    expect(attempt).toThrow(ApiError);
    expect(attempt).toThrow(expect.objectContaining({ code: 'payload_too_large:prompt', status: 413 }));
  });
});

describe('fitMemoryMessages', () => {
  it('keeps the memory prompt within the cap: long messages cut, the oldest dropped', () => {
    const messages = Array.from({ length: 20 }, (_, index) => message(index % 2 === 0 ? 'user' : 'assistant', `${index} ${'w'.repeat(20_000)}`));
    const input = { advisorName: 'Maren', previousSummary: 'You like tea.'.repeat(100), messages };
    const fitted = fitMemoryMessages(input, 12_000);
    const { instructions, prompt } = buildMemoryPrompt({ ...input, messages: fitted });
    expect(instructions.length + prompt.length).toBeLessThanOrEqual(12_000);
    expect(fitted.at(-1)?.content.startsWith('19 ')).toBe(true);
    expect(fitted.length).toBeGreaterThanOrEqual(2);
  });
});
