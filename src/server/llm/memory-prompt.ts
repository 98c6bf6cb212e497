import { memorySummaryMaxLength } from '../../shared/chat/memory.schema.ts';

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
  const instructions = [
    `You keep ${advisorName}'s memory of one person they coach: a short summary of what the person shared about themselves and their situation, and how they like to be helped.`,
    `Rewrite the memory so that it includes what matters from the new conversation, merged with the previous memory. Keep it under ${memorySummaryMaxLength} characters (a few sentences), written to the person ("You are preparing for...").`,
    'Keep facts, goals, preferences and what they tried. Leave out greetings, the advisor\'s own advice, crisis resources, phone numbers and safety disclaimers. Never add anything the person did not say. Answer with the memory text only.',
  ].join('\n');
  const transcript = messages.map((message) => `${message.role === 'user' ? 'Person' : advisorName}: ${message.content}`).join('\n\n');
  const prompt = [`Previous memory:\n${previousSummary?.trim() || '(none yet)'}`, `New conversation:\n${transcript}`].join('\n\n');
  return { instructions, prompt };
}
