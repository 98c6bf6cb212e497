import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssistantStreamError, parseAssistantEvent, sendMessage } from './send-message.ts';

describe('parseAssistantEvent', () => {
  it('reads text deltas', () => {
    expect(parseAssistantEvent('{"choices":[{"delta":{"content":"Hello"}}]}')).toEqual({ type: 'delta', content: 'Hello' });
  });

  it('reads the end, the safety signal and a mid-stream error', () => {
    expect(parseAssistantEvent('[DONE]')).toEqual({ type: 'done' });
    expect(parseAssistantEvent('{"safety":{"crisis":true}}')).toEqual({ type: 'safety' });
    expect(parseAssistantEvent('{"error":{"message":"The assistant could not answer right now."}}')).toEqual({
      type: 'error',
      message: 'The assistant could not answer right now.',
    });
    expect(parseAssistantEvent('{"error":{}}')).toEqual({ type: 'error', message: 'Failed to send message' });
  });

  it('ignores what it does not know', () => {
    expect(parseAssistantEvent('not json')).toBeNull();
    expect(parseAssistantEvent('42')).toBeNull();
    expect(parseAssistantEvent('{"choices":[]}')).toBeNull();
    expect(parseAssistantEvent('{"safety":{"crisis":false}}')).toBeNull();
    expect(parseAssistantEvent('{"something":"new"}')).toBeNull();
  });
});

describe('sendMessage and a stop before the reply', () => {
  const conversationId = '0b8c1f7e-4a57-4a43-9d3e-2f1b6f0c9a11';

  /** A fetch that answers after `delayMs` (or never), and honours its signal as the real one does. */
  function stubFetch(delayMs: number | 'never') {
    const calls: { signal: AbortSignal }[] = [];
    const fetchStub = vi.fn((_url: string, init: RequestInit) => {
      const signal = init.signal as AbortSignal;
      calls.push({ signal });
      return new Promise<Response>((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        if (signal.aborted) return onAbort();
        signal.addEventListener('abort', onAbort, { once: true });
        if (delayMs === 'never') return;
        setTimeout(() => {
          signal.removeEventListener('abort', onAbort);
          const body = new ReadableStream<Uint8Array>({ start: () => {} });
          resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream', 'x-conversation-id': conversationId } }));
        }, delayMs);
      });
    });
    vi.stubGlobal('fetch', fetchStub);
    return calls;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const input = (signal: AbortSignal, onConversation: (id: string) => void) => ({
    message: 'Hello',
    advisorId: 'advisor-1',
    conversationHistory: [],
    threadId: null,
    signal,
    onEvent: () => {},
    onConversation,
  });

  it('waits for the head that names a new Premium conversation, then stops', async () => {
    const calls = stubFetch(30);
    const controller = new AbortController();
    const named: string[] = [];
    const sending = sendMessage({ ...input(controller.signal, (id) => named.push(id)), awaitConversation: true });
    controller.abort();
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    expect(named).toEqual([conversationId]);
    // The request itself was never cut before its head came.
    expect(calls[0]?.signal.aborted).toBe(false);
  });

  it('gives up waiting for the head after headWaitMs', async () => {
    const calls = stubFetch('never');
    const controller = new AbortController();
    const named: string[] = [];
    const sending = sendMessage({ ...input(controller.signal, (id) => named.push(id)), awaitConversation: true, headWaitMs: 20 });
    controller.abort();
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(named).toEqual([]);
  });

  it('stops at once when there is no new conversation to learn (free, or one already known)', async () => {
    const calls = stubFetch(30);
    const controller = new AbortController();
    const sending = sendMessage(input(controller.signal, () => {}));
    controller.abort();
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('sends a history cut to the request bounds, newest kept', async () => {
    stubFetch('never');
    const controller = new AbortController();
    const history = Array.from({ length: 60 }, (_, index) => ({ role: index % 2 === 0 ? ('user' as const) : ('assistant' as const), content: `entry ${index}` }));
    const sending = sendMessage({ ...input(controller.signal, () => {}), conversationHistory: history });
    const sent = JSON.parse(String((vi.mocked(fetch).mock.calls[0]?.[1] as RequestInit).body)) as { conversationHistory: { content: string }[] };
    expect(sent.conversationHistory).toHaveLength(50);
    expect(sent.conversationHistory[0]?.content).toBe('entry 10');
    controller.abort();
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('sendMessage reading the reply', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A fetch answering with `text` as the event stream, cut into small chunks. */
  function answer(text: string) {
    const bytes = new TextEncoder().encode(text);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        let at = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (at >= bytes.length) return controller.close();
            controller.enqueue(bytes.slice(at, at + 9));
            at += 9;
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }),
    );
  }

  const send = (onEvent = vi.fn()) =>
    sendMessage({ message: 'Hello', advisorId: 'advisor-1', conversationHistory: [], threadId: null, signal: new AbortController().signal, onEvent });

  it('hands over the safety signal and each chunk, and ends at [DONE]', async () => {
    answer('data: {"safety":{"crisis":true}}\n\n: heartbeat\n\ndata: {"choices":[{"delta":{"content":"Hel"}}]}\n\ndata: {"later":1}\n\ndata: {"choices":[{"delta":{"content":"lo"}}]}\n\ndata: [DONE]\n\n');
    const onEvent = vi.fn();
    await expect(send(onEvent)).resolves.toEqual({ conversationId: null });
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual([{ type: 'safety' }, { type: 'delta', content: 'Hel' }, { type: 'delta', content: 'lo' }]);
  });

  it("rejects with the server's error event, and with the interruption when the stream is cut before [DONE]", async () => {
    answer('data: {"choices":[{"delta":{"content":"Hel"}}]}\n\ndata: {"error":{"message":"The assistant could not answer right now. Please try again."}}\n\ndata: [DONE]\n\n');
    await expect(send()).rejects.toThrow(new AssistantStreamError('The assistant could not answer right now. Please try again.'));
    answer('data: {"error":{}}\n\n');
    await expect(send()).rejects.toThrow(new AssistantStreamError('Failed to send message'));
    answer('data: {"choices":[{"delta":{"content":"Hel"}}]}\n\n');
    await expect(send()).rejects.toThrow(/interrupted before the reply finished/);
  });
});
