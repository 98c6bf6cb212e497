import { ApiError } from '../http/api-error.ts';

/**
 * The replies this instance is streaming, so shutdown can end them: a stream would otherwise hold
 * the server open until the model finishes, past main.ts's exit timer, and the embedded
 * database would be killed without its checkpoint.
 */
export interface ActiveReplies {
  /** Registers a reply; its `signal` aborts on shutdown. Throws 503 once closing. Call `end` when the reply has ended and is stored. */
  begin(): { signal: AbortSignal; end(): void };
  /** Aborts every reply and waits (at most `timeoutMs`) for each to store what arrived and end. */
  close(options?: { timeoutMs?: number }): Promise<void>;
}

export function createActiveReplies(): ActiveReplies {
  const controllers = new Set<AbortController>();
  const waiting = new Set<() => void>();
  let closing = false;

  const settle = () => {
    if (controllers.size > 0) return;
    for (const resolve of waiting) resolve();
    waiting.clear();
  };

  return {
    begin() {
      if (closing) throw new ApiError('unavailable:restarting');
      const controller = new AbortController();
      controllers.add(controller);
      let ended = false;
      return {
        signal: controller.signal,
        end() {
          if (ended) return;
          ended = true;
          controllers.delete(controller);
          settle();
        },
      };
    },

    async close({ timeoutMs = 3_000 } = {}) {
      closing = true;
      for (const controller of controllers) controller.abort(new Error('the server is shutting down'));
      if (controllers.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => waiting.add(resolve)),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}
