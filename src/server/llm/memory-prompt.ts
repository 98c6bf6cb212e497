import { memorySummaryMaxLength } from '../../shared/chat/memory.schema.ts';
import { newestThatFit } from './prompt-budget.ts';

export interface MemoryPromptInput {
  advisorName: string;
  previousSummary: string | null;
  /** The conversation's recent messages, oldest first. */
  messages: { role: 'user' | 'assistant'; content: string }[];
}

/**
 * The instructions and prompt of the call that rewrites an advisor's memory of a user after an
 * exchange. The summary is shown to the user in /profile and put into later prompts, so it keeps
 * to what the user shared and prefers, in plain words, and leaves out the advisor's own advice
 * and any crisis boilerplate.
 */
export function buildMemoryPrompt({ advisorName, previousSummary, messages }: MemoryPromptInput): { instructions: string; prompt: string } {
  const instructions = memoryInstructions(advisorName);
  const prompt = [`Previous memory:\n${previousSummary?.trim() || '(none yet)'}`, `New conversation:\n${transcript(advisorName, messages)}`].join('\n\n');
  return { instructions, prompt };
}

function memoryInstructions(advisorName: string): string {
  return [
    `You keep ${advisorName}'s memory of one person they coach: a short summary of what the person shared about themselves and their situation, and how they like to be helped.`,
    `Rewrite the memory so that it includes what matters from the new conversation, merged with the previous memory. Keep it under ${memorySummaryMaxLength} characters (a few sentences), written to the person ("You are preparing for...").`,
    'Keep facts, goals, preferences and what they tried. Leave out greetings, the advisor\'s own advice, crisis resources, phone numbers and safety disclaimers. Never add anything the person did not say. Answer with the memory text only.',
  ].join('\n');
}

function transcriptLine(advisorName: string, message: MemoryPromptInput['messages'][number]): string {
  return `${message.role === 'user' ? 'Person' : advisorName}: ${message.content}`;
}

function transcript(advisorName: string, messages: MemoryPromptInput['messages']): string {
  return messages.map((message) => transcriptLine(advisorName, message)).join('\n\n');
}

/**
 * The conversation messages a memory rewrite can send within `maxChars` (the prompt-size cap of
 * every model call): each message cut to a quarter of the cap, so one long reply cannot crowd
 * out the rest, then the newest that fit next to the instructions and the previous memory.
 */
export function fitMemoryMessages(input: MemoryPromptInput, maxChars: number): MemoryPromptInput['messages'] {
  const { instructions, prompt } = buildMemoryPrompt({ ...input, messages: [] });
  const budget = maxChars - instructions.length - prompt.length;
  const perMessage = Math.floor(maxChars / 4);
  const cut = input.messages.map((message) => ({ role: message.role, content: message.content.length > perMessage ? `${message.content.slice(0, perMessage - 1)}…` : message.content }));
  // Two characters for the blank line between transcript lines.
  return newestThatFit(cut, budget, (message) => transcriptLine(input.advisorName, message).length + 2);
}
