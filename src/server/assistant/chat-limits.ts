import { ApiError } from '../http/api-error.ts';

/**
 * Per-user chat limits, kept in this process's memory: at most `maxConcurrent` replies streaming
 * at once and `perMinute` messages in any 60 s window. With several app instances each keeps its
 * own count.
 */
export interface ChatLimits {
  /** Takes a slot or throws a 429 ApiError; call the returned function when the reply ends. */
  acquire(userId: string): () => void;
}

export function createChatLimits({ perMinute, maxConcurrent = 2, now = Date.now }: { perMinute: number; maxConcurrent?: number; now?: () => number }): ChatLimits {
  const windowMs = 60_000;
  const active = new Map<string, number>();
  const sent = new Map<string, number[]>();

  return {
    acquire(userId) {
      const current = active.get(userId) ?? 0;
      if (current >= maxConcurrent) throw new ApiError('rate_limit:chat_concurrent', { headers: { 'retry-after': '1' } });
      const at = now();
      const recent = (sent.get(userId) ?? []).filter((time) => at - time < windowMs);
      if (recent.length >= perMinute) {
        sent.set(userId, recent);
        const retryAfter = Math.max(1, Math.ceil(((recent[0] as number) + windowMs - at) / 1000));
        throw new ApiError('rate_limit:chat', { headers: { 'retry-after': String(retryAfter) } });
      }
      recent.push(at);
      sent.set(userId, recent);
      active.set(userId, current + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (active.get(userId) ?? 1) - 1;
        if (left <= 0) active.delete(userId);
        else active.set(userId, left);
      };
    },
  };
}
