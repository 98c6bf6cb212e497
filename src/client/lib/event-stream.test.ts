import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { InvalidStreamEventError, readEventStream } from './event-stream.ts';
import { chunkedBody } from './chunked-body.ts';

const schemas = {
  message: z.object({ text: z.string() }),
  day: z.object({ day: z.number() }),
};

const body = (text: string, size = 5) => chunkedBody(text, size);

describe('readEventStream', () => {
  it('reads events cut anywhere across chunks, passing over comments and unknown event names', async () => {
    const onEvent = vi.fn();
    const text = ': heartbeat\n\ndata: {"text":"Hé, "}\n\nevent: day\ndata: {"day":1}\n\nevent: later\ndata: {"new":true}\n\ndata: {"text":"there"}\n\ndata: [DONE]\n\n';
    for (const size of [1, 3, 7, text.length]) {
      onEvent.mockClear();
      await expect(readEventStream(body(text, size), { schemas, onEvent })).resolves.toEqual({ done: true });
      expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
        { name: 'message', data: { text: 'Hé, ' } },
        { name: 'day', data: { day: 1 } },
        { name: 'message', data: { text: 'there' } },
      ]);
    }
  });

  it('joins a multi-line data field with newlines before parsing it', async () => {
    const onEvent = vi.fn();
    await readEventStream(body('event: day\ndata: {\ndata: "day": 2\ndata: }\n\ndata: [DONE]\n\n'), { schemas, onEvent });
    expect(onEvent).toHaveBeenCalledWith({ name: 'day', data: { day: 2 } });
  });

  it('stops with a clear error at an event that breaks its schema, or is not JSON', async () => {
    const onEvent = vi.fn();
    const broken = readEventStream(body('event: day\ndata: {"day":"one"}\n\nevent: day\ndata: {"day":2}\n\ndata: [DONE]\n\n'), { schemas, onEvent });
    await expect(broken).rejects.toThrow(new InvalidStreamEventError('day'));
    await expect(broken).rejects.toThrow('The server sent a "day" event that could not be read.');
    expect(onEvent).not.toHaveBeenCalled();
    await expect(readEventStream(body('data: not json\n\n'), { schemas, onEvent })).rejects.toBeInstanceOf(InvalidStreamEventError);
  });

  it("lets the caller skip an invalid event, or stop there; 'stop' from onEvent ends the reading too", async () => {
    const onEvent = vi.fn();
    const onInvalid = vi.fn();
    await expect(readEventStream(body('event: day\ndata: {"day":"one"}\n\nevent: day\ndata: {"day":2}\n\ndata: [DONE]\n\n'), { schemas, onEvent, onInvalid })).resolves.toEqual({ done: true });
    expect(onInvalid).toHaveBeenCalledWith('day', '{"day":"one"}');
    expect(onEvent).toHaveBeenCalledTimes(1);

    onEvent.mockClear();
    const stopped = await readEventStream(body('data: {"text":"error"}\n\ndata: {"text":"after"}\n\ndata: [DONE]\n\n'), { schemas, onEvent: (event) => (onEvent(event), 'stop') });
    expect(stopped).toEqual({ done: false });
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('says when the stream ended before [DONE] (a dropped connection)', async () => {
    await expect(readEventStream(body('data: {"text":"half"}\n\n'), { schemas, onEvent: () => {} })).resolves.toEqual({ done: false });
  });

  it('rejects with the abort reason when its signal aborts mid-stream, and releases the body', async () => {
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: {"text":"first"}\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const controller = new AbortController();
    const onEvent = vi.fn(() => controller.abort(new DOMException('Stopped.', 'AbortError')));
    await expect(readEventStream(endless, { schemas, onEvent, signal: controller.signal })).rejects.toThrow('Stopped.');
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(cancelled).toBe(true);
  });
});
