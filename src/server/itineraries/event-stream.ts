import type { FastifyBaseLogger, FastifyReply } from 'fastify';

const sseHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
  'x-content-type-options': 'nosniff',
};

/**
 * A server-sent event stream on a hijacked reply: named events (`event: day` + `data: {json}`),
 * bare data lines (the assistant's wire format), a `: heartbeat` comment after `heartbeatMs` of
 * silence so proxies keep the connection, and `signal`, which aborts when the client goes away so
 * the work behind the stream stops with it.
 */
export interface EventStream {
  readonly signal: AbortSignal;
  send(event: string, data: unknown): void;
  data(data: unknown): void;
  /** `data: [DONE]`, then the end. */
  done(): void;
  /** Ends without [DONE] (the client has gone). */
  end(): void;
}

/** The stream each reply opened, for `streamed` to end when the work behind it throws. */
const openStreams = new WeakMap<FastifyReply, EventStream>();

export function openEventStream(reply: FastifyReply, { heartbeatMs, requestId }: { heartbeatMs: number; requestId: string }): EventStream {
  const response = reply.raw;
  const controller = new AbortController();
  const onClose = () => {
    if (!response.writableFinished) controller.abort(new Error('client disconnected'));
  };
  response.on('close', onClose);
  // Past this point Fastify no longer answers: errors become events.
  reply.hijack();
  response.writeHead(200, { ...sseHeaders, 'x-request-id': requestId });
  response.flushHeaders();

  let heartbeat: NodeJS.Timeout | undefined;
  const write = (chunk: string) => {
    if (!response.destroyed && !response.writableEnded) response.write(chunk);
    arm();
  };
  const arm = () => {
    clearTimeout(heartbeat);
    if (response.writableEnded) return;
    heartbeat = setTimeout(() => write(': heartbeat\n\n'), heartbeatMs);
    heartbeat.unref();
  };
  const finish = (last: string) => {
    clearTimeout(heartbeat);
    response.off('close', onClose);
    if (!response.destroyed && !response.writableEnded) response.end(last);
  };
  arm();
  const stream: EventStream = {
    signal: controller.signal,
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    data: (data) => write(`data: ${JSON.stringify(data)}\n\n`),
    done: () => finish('data: [DONE]\n\n'),
    end: () => finish(''),
  };
  openStreams.set(reply, stream);
  return stream;
}

/**
 * Runs the work behind a streamed answer. An error before the stream opened goes to the error
 * handler as any other (JSON, 4xx or 500). Once it is open Fastify can no longer answer: an error
 * then left the stream open on its heartbeats, the client waiting for good (a planner request whose
 * crisis screen threw did). It ends here with `event: error` and [DONE], and the error is logged.
 */
export async function streamed(reply: FastifyReply, log: FastifyBaseLogger, failure: { event: string; data: unknown }, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    const stream = openStreams.get(reply);
    if (!stream) throw error;
    log.error({ err: error }, 'the work behind an open stream failed');
    stream.send(failure.event, failure.data);
    stream.done();
  }
}
