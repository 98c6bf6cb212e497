import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { ModelTimeoutError, withModelTimeouts } from './model-timeouts.ts';

const textPart = (delta: string): LanguageModelV4StreamPart => ({ type: 'text-delta', id: 't', delta });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A model whose stream sends `parts`, each after `gapsMs[i]`, then ends (or hangs when `hang`); it records the signal it was given. */
function scriptedModel(script: { beforeHeadMs?: number; parts?: string[]; gapsMs?: number[]; hang?: boolean }) {
  const seen: { signal: AbortSignal | undefined } = { signal: undefined };
  const model: LanguageModelV4 = {
    specificationVersion: 'v4',
    provider: 'test',
    modelId: 'scripted',
    supportedUrls: {},
    doGenerate: async (options: LanguageModelV4CallOptions) => {
      seen.signal = options.abortSignal;
      await new Promise((_resolve, reject) => options.abortSignal?.addEventListener('abort', () => reject(new Error('aborted'))));
      throw new Error('unreachable');
    },
    doStream: async (options: LanguageModelV4CallOptions) => {
      seen.signal = options.abortSignal;
      if (script.beforeHeadMs) await wait(script.beforeHeadMs);
      const parts = script.parts ?? [];
      let index = 0;
      return {
        stream: new ReadableStream<LanguageModelV4StreamPart>({
          async pull(controller) {
            if (index === 0) controller.enqueue({ type: 'text-start', id: 't' });
            if (index < parts.length) {
              await wait(script.gapsMs?.[index] ?? 0);
              controller.enqueue(textPart(parts[index++] as string));
              return;
            }
            if (script.hang) return new Promise<void>(() => {}); // a model that stalls: no more parts, no end
            controller.enqueue({ type: 'text-end', id: 't' });
            controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: { inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 1, text: 1, reasoning: undefined } } });
            controller.close();
          },
        }),
      };
    },
  };
  return { model, seen };
}

async function run(model: LanguageModelV4, abortSignal?: AbortSignal) {
  const started = Date.now();
  const result = streamText({ model, prompt: 'hi', maxRetries: 0, onError: () => {}, ...(abortSignal ? { abortSignal } : {}) });
  let text = '';
  let error: unknown;
  let aborted = false;
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') text += part.text;
    if (part.type === 'error') error = part.error;
    if (part.type === 'abort') aborted = true;
  }
  return { text, error, aborted, elapsed: Date.now() - started };
}

describe('withModelTimeouts', () => {
  it('passes a reply that keeps to its bounds through untouched', async () => {
    const { model } = scriptedModel({ parts: ['Hello', ' there'], gapsMs: [20, 20] });
    const outcome = await run(withModelTimeouts(model, { totalMs: 1_000, idleMs: 200 }));
    expect(outcome).toMatchObject({ text: 'Hello there', error: undefined, aborted: false });
  });

  it('fails a model that stalls after its first words, once it has been silent for idleMs, and aborts the upstream call', async () => {
    const { model, seen } = scriptedModel({ parts: ['Hello'], hang: true });
    const outcome = await run(withModelTimeouts(model, { totalMs: 5_000, idleMs: 150 }));
    expect(outcome.text).toBe('Hello');
    expect(outcome.error).toBeInstanceOf(ModelTimeoutError);
    expect(outcome.elapsed).toBeGreaterThanOrEqual(140);
    expect(outcome.elapsed).toBeLessThan(1_000);
    expect(seen.signal?.aborted).toBe(true);
  });

  it('fails a model that sends nothing at all (no head) within idleMs', async () => {
    const { model, seen } = scriptedModel({ beforeHeadMs: 10_000 });
    const outcome = await run(withModelTimeouts(model, { totalMs: 5_000, idleMs: 150 }));
    expect(outcome.error).toBeInstanceOf(ModelTimeoutError);
    expect(outcome.elapsed).toBeLessThan(1_000);
    expect(seen.signal?.aborted).toBe(true);
  });

  it('fails a model that trickles words inside idleMs but never finishes, at totalMs', async () => {
    const { model } = scriptedModel({ parts: Array.from({ length: 100 }, (_, index) => `w${index} `), gapsMs: Array.from({ length: 100 }, () => 50) });
    const outcome = await run(withModelTimeouts(model, { totalMs: 400, idleMs: 200 }));
    expect(outcome.error).toBeInstanceOf(ModelTimeoutError);
    expect((outcome.error as Error).message).toMatch(/did not finish within 400 ms/);
    expect(outcome.text.length).toBeGreaterThan(0);
    expect(outcome.elapsed).toBeLessThan(1_500);
  });

  it('bounds a one-shot call (generateText) by the same deadline', async () => {
    const { model, seen } = scriptedModel({});
    const bounded = withModelTimeouts(model, { totalMs: 5_000, idleMs: 100 });
    await expect(bounded.doGenerate({ prompt: [] })).rejects.toBeInstanceOf(ModelTimeoutError);
    expect(seen.signal?.aborted).toBe(true);
  });

  it('leaves a caller abort as an abort, not a time-out', async () => {
    const { model } = scriptedModel({ parts: ['Hello'], hang: true });
    const outcome = await run(withModelTimeouts(model, { totalMs: 5_000, idleMs: 2_000 }), AbortSignal.timeout(100));
    expect(outcome.error).not.toBeInstanceOf(ModelTimeoutError);
    expect(outcome.aborted).toBe(true);
  });
});
