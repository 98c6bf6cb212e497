import { ApiError } from '../http/api-error.ts';

/**
 * Every model call has a size cap, in characters of everything it sends: the system prompt (with
 * the memory), the history and the current message. 24,000 characters is about 6,000 tokens:
 * room for a long conversation, far below any model's context, and a bound on what one message
 * can cost. CHAT_PROMPT_MAX_CHARS changes it.
 */
export const defaultPromptMaxChars = 24_000;

export interface PromptMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** The newest items whose sizes add up to at most `budget`, oldest first: the oldest go first. */
export function newestThatFit<T>(items: readonly T[], budget: number, size: (item: T) => number): T[] {
  const kept: T[] = [];
  let used = 0;
  for (let index = items.length - 1; index >= 0; index--) {
    const item = items[index] as T;
    const cost = size(item);
    if (used + cost > budget) break;
    used += cost;
    kept.push(item);
  }
  return kept.reverse();
}

/**
 * The messages of a chat reply within `maxChars`: the current message always, then as much of the
 * history as fits, newest first. When the instructions and the current message alone are over the
 * cap, the message is refused (413 `payload_too_large:prompt`): cutting what the user wrote would
 * answer something they did not ask.
 */
export function fitChatPrompt({
  instructions,
  history,
  current,
  maxChars,
}: {
  instructions: string;
  history: readonly PromptMessage[];
  current: PromptMessage;
  maxChars: number;
}): PromptMessage[] {
  const fixed = instructions.length + current.content.length;
  if (fixed > maxChars) throw new ApiError('payload_too_large:prompt');
  return [...newestThatFit(history, maxChars - fixed, (message) => message.content.length), current];
}
