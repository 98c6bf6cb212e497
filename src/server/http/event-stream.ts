import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { ApiError } from './api-error.ts';

/**
 * The one writer of server-sent events (chat, the planner, one day again): headers, heartbeats,
 * back-pressure, the client's disconnect as an AbortSignal, the registry that shutdown ends, and the
 * wait for the crisis check's second opinion. Each feature decides what its events say; this
 * module only knows how they travel (decision 0207).
 */

const sseHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // nginx and other proxies would otherwise hold the events back until their buffer fills.
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
  'x-content-type-options': 'nosniff',
};

export interface EventStreamOptions {
  /** A `: heartbeat` comment after this much silence, so proxies keep the connection; 15 s in the app. */
  heartbeatMs: number;
  requestId: string;
  /** Sent with the head (the chat's conversation id). */
  headers?: Record<string, string>;
  /**
   * Hold the head back until the first event, heartbeat or `open()`: until then the feature can
   * still answer as JSON (the chat's 502 when the model fails before its first word). Default: open at once.
   */
  lazy?: boolean;
  /** The server ending the stream (shutdown, from the registry): a write waiting for 'drain' stops waiting. */
  stop?: AbortSignal;
}

export interface EventStream {
  /** Aborts when the client goes away, so the work behind the stream stops with it. */
  readonly signal: AbortSignal;
  /** Whether the head has been sent (after which only events can say what went wrong). */
  readonly opened: boolean;
  /** Sends the head now. */
  open(): void;
  /** `event: <name>` + `data: {json}`. Resolves once the socket can take more (back-pressure). */
  send(event: string, data: unknown): Promise<void>;
  /** A bare `data: {json}` line (the assistant's wire format). Resolves as `send` does. */
  data(data: unknown): Promise<void>;
  /** `data: [DONE]`, then the end. */
  done(): void;
  /** Ends without [DONE] (the client has gone). */
  end(): void;
  /** Stops the heartbeats and lets go of the reply without writing: only before `opened`, when the feature answers as JSON instead. */
  abandon(): void;
}

/** The stream each reply opened, for `streamed` to end when the work behind it throws. */
const openStreams = new WeakMap<FastifyReply, EventStream>();

export function openEventStream(reply: FastifyReply, { heartbeatMs, requestId, headers = {}, lazy = false, stop }: EventStreamOptions): EventStream {
  const response = reply.raw;
  const controller = new AbortController();
  const onClose = () => {
    if (!response.writableFinished) controller.abort(new Error('client disconnected'));
  };
  response.on('close', onClose);

  let opened = false;
  const open = () => {
    if (opened) return;
    opened = true;
    // Past this point Fastify no longer answers: headers set with reply.header() would be lost,
    // and errors can only be events.
    reply.hijack();
    response.writeHead(200, { ...sseHeaders, ...headers, 'x-request-id': requestId });
    response.flushHeaders();
  };
  const writable = () => !response.destroyed && !response.writableEnded;

  let heartbeat: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(heartbeat);
    if (response.writableEnded) return;
    heartbeat = setTimeout(() => {
      open();
      // A socket that has not drained needs no keep-alive: the proxy has seen bytes lately.
      if (writable() && !response.writableNeedDrain) response.write(': heartbeat\n\n');
      arm();
    }, heartbeatMs);
    heartbeat.unref();
  };

  /** Writes, and when the socket's buffer is full waits for 'drain' (or the client leaving, or `stop`). */
  const write = (chunk: string): Promise<void> => {
    open();
    arm();
    if (!writable() || response.write(chunk) || stop?.aborted) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const settle = () => {
        response.off('drain', settle);
        response.off('close', settle);
        stop?.removeEventListener('abort', settle);
        resolve();
      };
      response.on('drain', settle);
      response.on('close', settle);
      // A client that stops reading must not hold shutdown: the feature still ends the stream.
      stop?.addEventListener('abort', settle, { once: true });
    });
  };
  const release = () => {
    clearTimeout(heartbeat);
    response.off('close', onClose);
  };
  const finish = (last: string) => {
    open();
    release();
    if (writable()) response.end(last);
  };

  const stream: EventStream = {
    signal: controller.signal,
    get opened() {
      return opened;
    },
    open,
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    data: (data) => write(`data: ${JSON.stringify(data)}\n\n`),
    done: () => finish('data: [DONE]\n\n'),
    end: () => finish(''),
    abandon: () => {
      release();
      openStreams.delete(reply);
    },
  };
  if (!lazy) open();
  arm();
  openStreams.set(reply, stream);
  return stream;
}

/**
 * Runs the work behind a streamed answer. An error before the stream opened goes to the error
 * handler as any other (JSON, 4xx or 500). Once it is open Fastify can no longer answer: an error
 * then left the stream open on its heartbeats, the client waiting for good (a planner request whose
 * crisis screen threw did). It ends here with the feature's failure event and [DONE], and is logged.
 */
export async function streamed(reply: FastifyReply, log: FastifyBaseLogger, failure: { event?: string; data: unknown }, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    const stream = openStreams.get(reply);
    if (!stream?.opened) throw error;
    log.error({ err: error }, 'the work behind an open stream failed');
    void (failure.event === undefined ? stream.data(failure.data) : stream.send(failure.event, failure.data));
    stream.done();
  }
}

/** One streaming answer's place in the registry: `signal` aborts on shutdown; `end` once what arrived is stored. */
export interface StreamWork {
  readonly signal: AbortSignal;
  end(): void;
}

/**
 * The streams this instance is serving (chat replies, plans, days), so shutdown can end them: a
 * stream would otherwise hold the server open until the model finishes, past main.ts's exit timer,
 * and the embedded database would be killed without its checkpoint.
 */
export interface StreamRegistry {
  /** Registers a streaming answer; throws 503 once closing. */
  begin(): StreamWork;
  /** Aborts every stream and waits (at most `timeoutMs`) for each feature to store what arrived and end it. */
  close(options?: { timeoutMs?: number }): Promise<void>;
  /** How many are open (tests, health). */
  readonly size: number;
}

export function createStreamRegistry(): StreamRegistry {
  const open = new Set<AbortController>();
  const waiting = new Set<() => void>();
  let closing = false;
  const settle = () => {
    if (open.size > 0) return;
    for (const resolve of waiting) resolve();
    waiting.clear();
  };
  return {
    get size() {
      return open.size;
    },
    begin() {
      if (closing) throw new ApiError('unavailable:restarting');
      const controller = new AbortController();
      open.add(controller);
      let ended = false;
      return {
        signal: controller.signal,
        end() {
          if (ended) return;
          ended = true;
          open.delete(controller);
          settle();
        },
      };
    },
    async close({ timeoutMs = 3_000 } = {}) {
      closing = true;
      for (const controller of open) controller.abort(new Error('the server is shutting down'));
      if (open.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([new Promise<void>((resolve) => waiting.add(resolve)), new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
    },
  };
}

/**
 * The crisis check's second opinion (safety/crisis-screen.ts), which the model gives alongside the
 * answer: `crisis` is true once it has said yes; `wait` holds the first content back for it, never
 * longer than `ms`. No verdict, or a no, changes nothing.
 */
export interface SecondOpinionWait {
  readonly pending: boolean;
  readonly crisis: boolean;
  wait(ms: number): Promise<void>;
}

export function awaitSecondOpinion(verdict: Promise<boolean> | undefined): SecondOpinionWait {
  let state: 'pending' | 'crisis' | 'none' = verdict ? 'pending' : 'none';
  void verdict?.then(
    (crisis) => (state = crisis ? 'crisis' : 'none'),
    () => (state = 'none'),
  );
  return {
    get pending() {
      return state === 'pending';
    },
    get crisis() {
      return state === 'crisis';
    },
    async wait(ms) {
      if (state !== 'pending' || !verdict) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([verdict.catch(() => false), new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, ms))))]);
      clearTimeout(timer);
    },
  };
}
