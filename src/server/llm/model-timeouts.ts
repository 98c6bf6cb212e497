import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4StreamPart } from '@ai-sdk/provider';

/** A model call that ran out of time: every caller treats it as the model failing (a 502, or the stream's error event). */
export class ModelTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelTimeoutError';
  }
}

export interface ModelTimeouts {
  /** The whole call: from the request to the last token (LLM_TIMEOUT_MS). */
  totalMs: number;
  /** Silence: until the first output, and between two outputs (LLM_IDLE_TIMEOUT_MS). */
  idleMs: number;
}

/** As config.ts's defaults, for callers built without a configuration (tests). */
export const defaultModelTimeouts: ModelTimeouts = { totalMs: 120_000, idleMs: 30_000 };

/**
 * Bounds every call of `model` in time, whoever makes it (chat, planner, memory rewrite), so that a
 * model that hangs before its first token, stalls mid-reply or trickles forever cannot hold a
 * request, a stream slot and its memory open. On time out the upstream request is aborted and
 * the caller gets an error (for a stream, an `error` part): never a reply that looks finished.
 * Written as a model rather than the AI SDK's per-call `timeout` because the SDK reports its own
 * time-outs as an `abort` part, which callers cannot tell from a user leaving.
 */
export function withModelTimeouts(model: LanguageModelV4, { totalMs, idleMs }: ModelTimeouts): LanguageModelV4 {
  function deadline(options: LanguageModelV4CallOptions) {
    const controller = new AbortController();
    const timers = new Set<NodeJS.Timeout>();
    const expire = (message: string) => {
      if (!controller.signal.aborted) controller.abort(new ModelTimeoutError(message));
    };
    const arm = (ms: number, message: string) => {
      const timer = setTimeout(() => expire(message), ms);
      timers.add(timer);
      return timer;
    };
    arm(totalMs, `the model did not finish within ${totalMs} ms`);
    let idle = arm(idleMs, `the model sent nothing for ${idleMs} ms`);
    const signal = options.abortSignal ? AbortSignal.any([options.abortSignal, controller.signal]) : controller.signal;
    return {
      signal,
      timedOut: () => (controller.signal.aborted ? (controller.signal.reason as ModelTimeoutError) : undefined),
      /** Something arrived: the silence starts again. */
      heard() {
        clearTimeout(idle);
        timers.delete(idle);
        idle = arm(idleMs, `the model sent nothing for ${idleMs} ms`);
      },
      /** Rejects when the deadline passes: a read that the abort did not end still ends. */
      expired: new Promise<never>((_resolve, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true })),
      clear() {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
      },
    };
  }

  return {
    specificationVersion: model.specificationVersion,
    provider: model.provider,
    modelId: model.modelId,
    supportedUrls: model.supportedUrls,

    async doGenerate(options) {
      const call = deadline(options);
      call.expired.catch(() => {});
      try {
        return await Promise.race([model.doGenerate({ ...options, abortSignal: call.signal }), call.expired]);
      } catch (error) {
        throw call.timedOut() ?? error;
      } finally {
        call.clear();
      }
    },

    async doStream(options) {
      const call = deadline(options);
      call.expired.catch(() => {});
      let result: Awaited<ReturnType<LanguageModelV4['doStream']>>;
      try {
        result = await Promise.race([model.doStream({ ...options, abortSignal: call.signal }), call.expired]);
      } catch (error) {
        call.clear();
        throw call.timedOut() ?? error;
      }
      const reader = result.stream.getReader();
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        async pull(controller) {
          try {
            const { done, value } = await Promise.race([reader.read(), call.expired]);
            if (done) {
              call.clear();
              controller.close();
              return;
            }
            call.heard();
            controller.enqueue(value);
          } catch (error) {
            call.clear();
            const timedOut = call.timedOut();
            if (!timedOut) throw error;
            void reader.cancel(timedOut).catch(() => {});
            controller.enqueue({ type: 'error', error: timedOut });
            controller.close();
          }
        },
        async cancel(reason) {
          call.clear();
          await reader.cancel(reason);
        },
      });
      return { ...result, stream };
    },
  };
}
