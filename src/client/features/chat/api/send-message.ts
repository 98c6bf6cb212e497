import { createParser } from 'eventsource-parser';
import { type AssistantHistoryEntry, type AssistantRequest, boundedHistory } from '../../../../shared/assistant/assistant.schema.ts';
import { conversationIdHeader } from '../../../../shared/chat/conversation.schema.ts';
import { networkError, responseError } from '../../../lib/api-client.ts';

/** One event of the assistant's stream, as the chat cares about it. */
export type AssistantStreamEvent =
  | { type: 'delta'; content: string }
  | { type: 'safety' }
  | { type: 'error'; message: string }
  | { type: 'done' };

/** Reads one `data:` payload; anything unknown is ignored (null) so the server can add events. */
export function parseAssistantEvent(data: string): AssistantStreamEvent | null {
  if (data === '[DONE]') return { type: 'done' };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.error === 'object' && record.error !== null) {
    const message = (record.error as { message?: unknown }).message;
    return { type: 'error', message: typeof message === 'string' && message ? message : 'Failed to send message' };
  }
  if (typeof record.safety === 'object' && record.safety !== null && (record.safety as { crisis?: unknown }).crisis === true) {
    return { type: 'safety' };
  }
  if (Array.isArray(record.choices)) {
    const content = (record.choices[0] as { delta?: { content?: unknown } } | undefined)?.delta?.content;
    return typeof content === 'string' ? { type: 'delta', content } : null;
  }
  return null;
}

export interface SendMessageInput {
  message: string;
  advisorId: string;
  conversationHistory: AssistantHistoryEntry[];
  threadId: string | null;
  signal: AbortSignal;
  /** Called for each text chunk and safety signal as they arrive. */
  onEvent: (event: Exclude<AssistantStreamEvent, { type: 'done' | 'error' }>) => void;
  /**
   * Called as soon as the server names the Premium conversation (x-conversation-id), also on an
   * error answer or before a stop: the user's message is stored by then, so the next send continues it.
   */
  onConversation?: (conversationId: string) => void;
  /**
   * A Premium message that starts a conversation: the server sends the stream's head, naming it,
   * before the reply. A stop before the head has arrived waits for it (at most `headWaitMs`), so
   * the client never leaves behind a conversation it does not know.
   */
  awaitConversation?: boolean;
  /** How long a stop waits for the head that names a new conversation; 5 s. */
  headWaitMs?: number;
}

export interface SendMessageResult {
  /** The Premium conversation the exchange was stored in (x-conversation-id); null for free users. */
  conversationId: string | null;
}

/** A failure the server reported after the reply began streaming. */
export class AssistantStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AssistantStreamError';
  }
}

/**
 * POST /api/assistant and read its server-sent events from the fetch body. Errors before the
 * stream are the API's JSON errors (thrown as ApiRequestError with the server's message); an
 * error event mid-stream, or a stream cut before `[DONE]`, throws AssistantStreamError. Aborting
 * `signal` rejects with the AbortError: the caller keeps what arrived.
 */
export async function sendMessage({
  message,
  advisorId,
  conversationHistory,
  threadId,
  signal,
  onEvent,
  onConversation,
  awaitConversation = false,
  headWaitMs = 5_000,
}: SendMessageInput): Promise<SendMessageResult> {
  const body: AssistantRequest = { action: 'sendMessage', message, advisorId, conversationHistory: boundedHistory(conversationHistory), threadId };
  // The request's own signal: the caller's stop reaches it at once, except before the head that
  // names a new conversation (see `awaitConversation`).
  const request = new AbortController();
  let headArrived = false;
  let headWait: ReturnType<typeof setTimeout> | undefined;
  const onStop = () => {
    if (headArrived || !awaitConversation) request.abort(signal.reason);
    else headWait = setTimeout(() => request.abort(signal.reason), headWaitMs);
  };
  if (signal.aborted) onStop();
  else signal.addEventListener('abort', onStop, { once: true });

  try {
    let response: Response;
    try {
      response = await fetch('/api/assistant', {
        method: 'POST',
        headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'same-origin',
        signal: request.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      if (signal.aborted) throw abortError(signal);
      throw networkError(error);
    }
    headArrived = true;
    clearTimeout(headWait);

    const conversationId = response.headers.get(conversationIdHeader);
    if (conversationId) onConversation?.(conversationId);
    if (signal.aborted) {
      // Stopped while the head was on its way: the conversation is known now; drop the reply.
      void response.body?.cancel().catch(() => {});
      throw abortError(signal);
    }
    if (!response.ok || !response.body) throw responseError(response, await response.text().catch(() => ''));
    return await readStream(response.body, conversationId, onEvent);
  } finally {
    clearTimeout(headWait);
    signal.removeEventListener('abort', onStop);
  }
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason instanceof DOMException && signal.reason.name === 'AbortError' ? signal.reason : new DOMException('The reply was stopped.', 'AbortError');
}

async function readStream(stream: NonNullable<Response['body']>, conversationId: string | null, onEvent: SendMessageInput['onEvent']): Promise<SendMessageResult> {
  let done = false;
  let failure: string | undefined;
  const parser = createParser({
    onEvent: ({ data }) => {
      if (done || failure !== undefined) return;
      const event = parseAssistantEvent(data);
      if (!event) return;
      if (event.type === 'done') done = true;
      else if (event.type === 'error') failure = event.message;
      else onEvent(event);
    },
  });

  const reader = stream.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (!done && failure === undefined) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      parser.feed(value);
    }
  } finally {
    // Past [DONE] there is nothing more to read; releasing the body also ends an early stop.
    void reader.cancel().catch(() => {});
  }
  if (failure !== undefined) throw new AssistantStreamError(failure);
  if (!done) throw new AssistantStreamError('The connection was interrupted before the reply finished.');
  return { conversationId };
}

