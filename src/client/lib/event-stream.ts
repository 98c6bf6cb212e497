import { createParser } from 'eventsource-parser';
import type { z } from 'zod/mini';

/**
 * The one reader of the server's event streams (chat, the planner, one day again): a fetch
 * Response body read as server-sent events with eventsource-parser, each event's JSON checked
 * against the shared schema of its contract before the feature sees it. The feature decides what
 * an event means; this module only knows how they arrive (decision 0207).
 */

/** A contract: each event name (`message` for bare `data:` lines) and the schema of its JSON. */
export type EventSchemas = Record<string, z.ZodMiniType>;

/** One event that matched its schema. */
export type StreamEvent<S extends EventSchemas> = { [K in keyof S & string]: { name: K; data: z.infer<S[K]> } }[keyof S & string];

/** An event that broke its contract: the stream cannot be trusted past it. */
export class InvalidStreamEventError extends Error {
  readonly event: string;
  constructor(event: string) {
    super(`The server sent a "${event}" event that could not be read.`);
    this.name = 'InvalidStreamEventError';
    this.event = event;
  }
}

export interface ReadEventStreamOptions<S extends EventSchemas> {
  schemas: S;
  /** Each event in order, once it matched its schema; 'stop' ends the reading (an error event). */
  onEvent(event: StreamEvent<S>): void | 'stop';
  /**
   * An event whose JSON breaks its schema. Without it the reading stops with
   * InvalidStreamEventError; a feature that can do without the event returns (skips it), returns
   * 'stop', or throws its own error.
   */
  onInvalid?(name: keyof S & string, data: string): void | 'stop';
  /** Stops the reading with its reason (the fetch's own signal already ends the body). */
  signal?: AbortSignal;
}

function parseJson(data: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(data) };
  } catch {
    return { ok: false };
  }
}

/**
 * Reads `body` until `data: [DONE]`, a 'stop' from `onEvent`, or its end, and says whether
 * [DONE] came: a stream cut before it is the caller's to report. Comments (heartbeats) and event
 * names the contract does not know are passed over, so the server can add events.
 */
export async function readEventStream<S extends EventSchemas>(body: NonNullable<Response['body']>, { schemas, onEvent, onInvalid, signal }: ReadEventStreamOptions<S>): Promise<{ done: boolean }> {
  let done = false;
  let stopped = false;
  let failure: { error: unknown } | undefined;
  const parser = createParser({
    onEvent: ({ event = 'message', data }) => {
      if (done || stopped || failure) return;
      if (data === '[DONE]') {
        done = true;
        return;
      }
      if (!Object.hasOwn(schemas, event)) return;
      const name = event as keyof S & string;
      const json = parseJson(data);
      const parsed = json.ok ? (schemas[name] as z.ZodMiniType).safeParse(json.value) : undefined;
      try {
        if (!parsed?.success) {
          if (!onInvalid) throw new InvalidStreamEventError(name);
          if (onInvalid(name, data) === 'stop') stopped = true;
          return;
        }
        if (onEvent({ name, data: parsed.data } as StreamEvent<S>) === 'stop') stopped = true;
      } catch (error) {
        failure = { error };
      }
    },
  });

  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const onAbort = () => void reader.cancel(signal?.reason).catch(() => {});
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    while (!done && !stopped && !failure) {
      signal?.throwIfAborted();
      const { value, done: ended } = await reader.read();
      if (ended) break;
      parser.feed(value);
    }
    if (!done && !stopped && !failure) signal?.throwIfAborted();
  } finally {
    signal?.removeEventListener('abort', onAbort);
    // Past [DONE] there is nothing more to read; releasing the body also ends an early stop.
    void reader.cancel().catch(() => {});
  }
  if (failure) throw failure.error;
  return { done };
}
