import { Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import Fastify from 'fastify';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { awaitSecondOpinion, createStreamRegistry, openEventStream, streamed } from './event-stream.ts';

/** A reply whose socket takes `delayMs` per write and holds `highWaterMark` bytes: a slow client. */
function slowReply({ delayMs = 0, highWaterMark = 16 * 1024 } = {}) {
  const chunks: string[] = [];
  const raw = new Writable({
    highWaterMark,
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString());
      if (delayMs === 0) callback();
      else setTimeout(callback, delayMs);
    },
  });
  const head: { status?: number; headers?: Record<string, string> } = {};
  Object.assign(raw, {
    writeHead(status: number, headers: Record<string, string>) {
      head.status = status;
      head.headers = headers;
    },
    flushHeaders() {},
  });
  let hijacked = false;
  const reply = {
    raw,
    hijack() {
      hijacked = true;
    },
  } as unknown as FastifyReply;
  return { reply, raw, chunks, head, hijacked: () => hijacked };
}

describe('openEventStream', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the head at once with the streaming headers, then events in the wire format', async () => {
    const { reply, chunks, head, hijacked } = slowReply();
    const stream = openEventStream(reply, { heartbeatMs: 15_000, requestId: 'req-1', headers: { 'x-conversation-id': 'c1' } });
    expect(hijacked()).toBe(true);
    expect(head.status).toBe(200);
    expect(head.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      'x-request-id': 'req-1',
      'x-conversation-id': 'c1',
    });
    await stream.send('day', { day: 1 });
    await stream.data({ choices: [{ delta: { content: 'Hi' } }] });
    stream.done();
    expect(chunks.join('')).toBe('event: day\ndata: {"day":1}\n\ndata: {"choices":[{"delta":{"content":"Hi"}}]}\n\ndata: [DONE]\n\n');
  });

  it('writes a heartbeat comment after each silence of heartbeatMs, counted from the last event', async () => {
    vi.useFakeTimers();
    const { reply, chunks } = slowReply();
    const stream = openEventStream(reply, { heartbeatMs: 15_000, requestId: 'r' });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(chunks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(chunks).toEqual([': heartbeat\n\n']);
    await vi.advanceTimersByTimeAsync(10_000);
    await stream.send('day', { day: 1 });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(chunks).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(chunks).toEqual([': heartbeat\n\n', 'event: day\ndata: {"day":1}\n\n', ': heartbeat\n\n']);
    stream.end();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(chunks.join('')).toBe(': heartbeat\n\nevent: day\ndata: {"day":1}\n\n: heartbeat\n\n');
  });

  it('holds a lazy head back until the first event or heartbeat, and lets it go unsent (a JSON answer instead)', async () => {
    vi.useFakeTimers();
    const lazy = slowReply();
    openEventStream(lazy.reply, { heartbeatMs: 1_000, requestId: 'r', lazy: true });
    expect(lazy.hijacked()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(lazy.hijacked()).toBe(true);
    expect(lazy.chunks).toEqual([': heartbeat\n\n']);

    const abandoned = slowReply();
    const stream = openEventStream(abandoned.reply, { heartbeatMs: 1_000, requestId: 'r', lazy: true });
    stream.abandon();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stream.opened).toBe(false);
    expect(abandoned.hijacked()).toBe(false);
    expect(abandoned.chunks).toEqual([]);
  });

  it("waits for 'drain' when the client reads slower than events are written", async () => {
    const { reply, raw, chunks } = slowReply({ delayMs: 30, highWaterMark: 8 });
    const stream = openEventStream(reply, { heartbeatMs: 15_000, requestId: 'r' });
    let drained = false;
    const sending = stream.send('day', { day: 1, text: 'a day longer than the buffer' }).then(() => (drained = true));
    expect(raw.writableNeedDrain).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(drained).toBe(false);
    await sending;
    expect(raw.writableNeedDrain).toBe(false);
    expect(chunks).toHaveLength(1);
    // An event the buffer takes resolves at once.
    const fast = slowReply({ highWaterMark: 1024 });
    const open = openEventStream(fast.reply, { heartbeatMs: 15_000, requestId: 'r' });
    await expect(open.send('day', { day: 1 })).resolves.toBeUndefined();
    open.end();
    stream.end();
  });

  it('does not leave a writer waiting for a drain that never comes when the client leaves', async () => {
    const { reply, raw } = slowReply({ delayMs: 10_000, highWaterMark: 4 });
    const stream = openEventStream(reply, { heartbeatMs: 15_000, requestId: 'r' });
    const sending = stream.send('day', { day: 1 });
    raw.destroy();
    await sending;
    expect(stream.signal.aborted).toBe(true);
  });

  it('stops waiting for a drain when the server ends the stream (shutdown), so a client that stops reading cannot hold it', async () => {
    const { reply } = slowReply({ delayMs: 60_000, highWaterMark: 4 });
    const shutdown = new AbortController();
    const stream = openEventStream(reply, { heartbeatMs: 15_000, requestId: 'r', stop: shutdown.signal });
    let settled = false;
    const sending = stream.send('day', { day: 1 }).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe(false);
    shutdown.abort(new Error('the server is shutting down'));
    await sending;
    expect(settled).toBe(true);
    stream.end();
  });

  it('aborts its signal when the client disconnects, and not when the stream ended normally', async () => {
    const gone = slowReply();
    const stream = openEventStream(gone.reply, { heartbeatMs: 15_000, requestId: 'r' });
    expect(stream.signal.aborted).toBe(false);
    gone.raw.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(stream.signal.aborted).toBe(true);
    expect(() => stream.done()).not.toThrow();

    const finished = slowReply();
    const ended = openEventStream(finished.reply, { heartbeatMs: 15_000, requestId: 'r' });
    ended.done();
    await new Promise((resolve) => finished.raw.on('finish', resolve));
    finished.raw.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(ended.signal.aborted).toBe(false);
  });
});

describe('createStreamRegistry', () => {
  it('aborts every open stream on close and waits until each feature has ended it', async () => {
    const streams = createStreamRegistry();
    const first = streams.begin();
    const second = streams.begin();
    expect(streams.size).toBe(2);
    let closed = false;
    const closing = streams.close().then(() => (closed = true));
    expect(first.signal.aborted && second.signal.aborted).toBe(true);
    first.end();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closed).toBe(false);
    second.end();
    second.end();
    await closing;
    expect(closed).toBe(true);
    expect(streams.size).toBe(0);
  });

  it('ends a real open stream at once on close, with what the feature writes then', async () => {
    const streams = createStreamRegistry();
    const { reply, chunks } = slowReply();
    const work = streams.begin();
    const stream = openEventStream(reply, { heartbeatMs: 15_000, requestId: 'r' });
    // What a feature does: on the registry's abort it stores what arrived and says why it ended.
    work.signal.addEventListener('abort', () => {
      void stream.send('error', { message: 'restarting' });
      stream.done();
      work.end();
    });
    await streams.close();
    expect(chunks.join('')).toBe('event: error\ndata: {"message":"restarting"}\n\ndata: [DONE]\n\n');
  });

  it('gives up waiting after the timeout, and refuses new streams once closing', async () => {
    const streams = createStreamRegistry();
    streams.begin();
    const started = Date.now();
    await streams.close({ timeoutMs: 30 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(() => streams.begin()).toThrow(expect.objectContaining({ code: 'unavailable:restarting' }));
  });
});

describe('awaitSecondOpinion', () => {
  it('waits for the verdict at most the time given, and reports a yes that came later', async () => {
    let answer: (crisis: boolean) => void = () => {};
    const opinion = awaitSecondOpinion(new Promise<boolean>((resolve) => (answer = resolve)));
    expect(opinion.pending).toBe(true);
    const started = Date.now();
    await opinion.wait(20);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect(opinion.crisis).toBe(false);
    answer(true);
    await Promise.resolve();
    expect(opinion.crisis).toBe(true);
    expect(opinion.pending).toBe(false);
  });

  it('returns as soon as the verdict comes, and changes nothing without one or on a no', async () => {
    const yes = awaitSecondOpinion(Promise.resolve(true));
    await yes.wait(10_000);
    expect(yes.crisis).toBe(true);
    const none = awaitSecondOpinion(undefined);
    await none.wait(10_000);
    expect(none.crisis || none.pending).toBe(false);
    const no = awaitSecondOpinion(Promise.resolve(false));
    await no.wait(10_000);
    expect(no.crisis).toBe(false);
  });
});

const failure = { event: 'error', data: { message: 'Failed to generate itinerary. Please try again.' } };

describe('streamed', () => {
  const app = Fastify({ loggerInstance: pino({ level: 'silent' }) });
  beforeAll(() => {
    app.post('/opened-then-failed', async (request, reply) => {
      await streamed(reply, request.log, failure, async () => {
        const stream = openEventStream(reply, { heartbeatMs: 50, requestId: request.id });
        void stream.send('day', { day: 1 });
        throw new SyntaxError('Invalid regular expression');
      });
    });
    app.post('/failed-before', async (request, reply) => {
      await streamed(reply, request.log, failure, async () => {
        throw Object.assign(new Error('Too many'), { statusCode: 429 });
      });
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('ends a stream whose work throws once it is open with an error event and [DONE], instead of leaving it on its heartbeats', async () => {
    const response = await app.inject({ method: 'POST', url: '/opened-then-failed' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('event: day\ndata: {"day":1}\n\nevent: error\ndata: {"message":"Failed to generate itinerary. Please try again."}\n\ndata: [DONE]\n\n');
  });

  it('leaves an error thrown before the stream opened to the error handler (a JSON answer)', async () => {
    const response = await app.inject({ method: 'POST', url: '/failed-before' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
