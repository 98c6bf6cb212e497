import type { z } from 'zod/mini';
import { type AssistantHistoryEntry, type AssistantRequest, assistantStreamSchemas, boundedHistory } from '../../../../shared/assistant/assistant.schema.ts';
import { conversationIdHeader } from '../../../../shared/chat/conversation.schema.ts';
import { networkError, responseError } from '../../../lib/api-client.ts';
import { readEventStream } from '../../../lib/event-stream.ts';

type AssistantStreamPayload = z.infer<typeof assistantStreamSchemas.message>;

/** One event of the assistant's stream, as the chat cares about it. */
export type AssistantStreamEvent =
  | { type: 'delta'; content: string }
  | { type: 'safety' }
  | { type: 'error'; message: string }
  | { type: 'done' };

const failedToSend = 'Failed to send message';

function eventOf(value: AssistantStreamPayload): Exclude<AssistantStreamEvent, { type: 'done' }> {
  if ('error' in value) return { type: 'error', message: value.error.message || failedToSend };
  if ('safety' in value) return { type: 'safety' };
  return { type: 'delta', content: value.choices[0].delta.content };
}

/** An event outside the contract: an `error` without its message still ends the reply; anything else is passed over, so the server can add events. */
function outsideContract(data: string): Extract<AssistantStreamEvent, { type: 'error' }> | null {
  try {
    const value: unknown = JSON.parse(data);
    const error = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).error : undefined;
    return typeof error === 'object' && error !== null ? { type: 'error', message: failedToSend } : null;
  } catch {
    return null;
  }
}

/** Reads one `data:` payload against the shared contract; anything unknown is ignored (null) so the server can add events. */
export function parseAssistantEvent(data: string): AssistantStreamEvent | null {
  if (data === '[DONE]') return { type: 'done' };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = assistantStreamSchemas.message.safeParse(value);
  return parsed.success ? eventOf(parsed.data) : outsideContract(data);
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
  let failure: string | undefined;
  const fail = (message: string) => {
    failure = message;
    return 'stop' as const;
  };
  const { done } = await readEventStream(stream, {
    schemas: assistantStreamSchemas,
    onEvent: ({ data }) => {
      const event = eventOf(data);
      if (event.type === 'error') return fail(event.message);
      onEvent(event);
    },
    onInvalid: (_name, data) => {
      const error = outsideContract(data);
      return error ? fail(error.message) : undefined;
    },
  });
  if (failure !== undefined) throw new AssistantStreamError(failure);
  if (!done) throw new AssistantStreamError('The connection was interrupted before the reply finished.');
  return { conversationId };
}
