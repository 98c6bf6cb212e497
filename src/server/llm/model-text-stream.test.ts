import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { MockLanguageModelV4 } from 'ai/test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../tests/support/free-text.ts';
import { createOfflineModel } from './offline-engine.ts';
import { providerPrompt, streamModelText, type ModelTextPart } from './model-text-stream.ts';

const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 2, text: 2, reasoning: 0 } };

function modelStreaming(parts: LanguageModelV4StreamPart[], onCancel?: () => void) {
  return new MockLanguageModelV4({
    doStream: async () => ({
      stream: new ReadableStream<LanguageModelV4StreamPart>({
        start(controller) {
          for (const part of parts) controller.enqueue(part);
        },
        cancel: onCancel,
      }),
    }),
  });
}

async function collect(stream: AsyncIterable<ModelTextPart>): Promise<ModelTextPart[]> {
  const parts: ModelTextPart[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

const input = { instructions: 'You are Maren.', messages: [{ role: 'user' as const, content: 'Hello' }] };

describe('streamModelText', () => {
  it("yields the model's text deltas in order and ends at its finish", async () => {
    const model = modelStreaming([
      { type: 'stream-start', warnings: [] },
      { type: 'text-start', id: '1' },
      { type: 'text-delta', id: '1', delta: 'Good ' },
      { type: 'text-delta', id: '1', delta: '' },
      { type: 'text-delta', id: '1', delta: 'morning.' },
      { type: 'text-end', id: '1' },
      { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
    ]);
    const parts = await collect(streamModelText({ model, ...input, abortSignal: new AbortController().signal }));
    expect(parts).toEqual([
      { type: 'text', text: 'Good ' },
      { type: 'text', text: 'morning.' },
    ]);
    expect(model.doStreamCalls[0]?.prompt).toEqual([
      { role: 'system', content: 'You are Maren.' },
      { role: 'user', content: [{ type: 'text', text: 'Hello' }] },
    ]);
  });

  it('ends with the failure when the stream reports one, or when the call itself fails', async () => {
    const failing = modelStreaming([{ type: 'text-delta', id: '1', delta: 'Half' }, { type: 'error', error: new Error('upstream 500') }]);
    const parts = await collect(streamModelText({ model: failing, ...input, abortSignal: new AbortController().signal }));
    expect(parts[0]).toEqual({ type: 'text', text: 'Half' });
    expect((parts[1] as { error: Error }).error.message).toBe('upstream 500');

    const refused = new MockLanguageModelV4({ doStream: async () => Promise.reject(new Error('connection refused')) });
    const refusal = await collect(streamModelText({ model: refused, ...input, abortSignal: new AbortController().signal }));
    expect(refusal).toHaveLength(1);
    expect((refusal[0] as { error: Error }).error.message).toBe('connection refused');
  });

  it('stops quietly on abort and lets go of the model stream', async () => {
    const controller = new AbortController();
    const offline = createOfflineModel({ wordDelayMs: 50 });
    const parts: ModelTextPart[] = [];
    for await (const part of streamModelText({ model: offline, ...input, abortSignal: controller.signal })) {
      parts.push(part);
      controller.abort();
    }
    expect(parts).toHaveLength(1);
    expect(parts[0]?.type).toBe('text');

    let cancelled = false;
    const open = modelStreaming([{ type: 'text-delta', id: '1', delta: 'One' }], () => {
      cancelled = true;
    });
    const stopping = new AbortController();
    for await (const _part of streamModelText({ model: open, ...input, abortSignal: stopping.signal })) stopping.abort();
    expect(cancelled).toBe(true);
  });

  it('gives the turns to the model as they were written, whatever their text', () => {
    fc.assert(
      fc.property(anyText, fc.array(fc.record({ role: fc.constantFrom('user' as const, 'assistant' as const), content: anyText }), { maxLength: 6 }), (instructions, turns) => {
        const prompt = providerPrompt(instructions, turns);
        expect(prompt[0]).toEqual({ role: 'system', content: instructions });
        expect(prompt.slice(1)).toEqual(turns.map((turn) => ({ role: turn.role, content: [{ type: 'text', text: turn.content }] })));
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a turn that is not text', () => {
    expect(() => providerPrompt('x', [{ role: 'user', content: [{ type: 'image', image: new Uint8Array([1]) }] }])).toThrow(/only text/);
  });
});
