import type { LanguageModelV4Prompt } from '@ai-sdk/provider';

// What the user wrote, read out of a model call's prompt.

/** Every user message's text, newest first (the newest is `lastUserText`). */
export function userTextsNewestFirst(prompt: LanguageModelV4Prompt): string[] {
  const texts: string[] = [];
  for (let index = prompt.length - 1; index >= 0; index--) {
    const message = prompt[index];
    if (message?.role !== 'user') continue;
    texts.push(
      message.content
        .filter((part) => part.type === 'text')
        .map((part) => part.text)
        .join(' '),
    );
  }
  return texts;
}

/** The destination city of a trip request in the message, as written; undefined without one. */
export function tripDestination(text: string): string | undefined {
  const at = text.indexOf('Trip request:');
  if (at < 0) return undefined;
  return /^Destination city: (.{1,100})$/m.exec(text.slice(at))?.[1]?.trim();
}

/**
 * The assistant route appends "Trip request:" and one "Label: value" line per field
 * (assistant/trip-request-prompt.ts): the reply speaks of the trip instead.
 */
export function withoutTripRequest(text: string): string {
  const at = text.indexOf('Trip request:');
  if (at < 0) return text;
  const message = text.slice(0, at).trim();
  if (message) return message;
  const destination = tripDestination(text);
  return destination ? `I am planning a trip to ${destination}.` : 'I am planning a trip.';
}
