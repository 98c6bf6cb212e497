import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { createMemoryChatLimits } from './chat-limits.ts';

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('chat limits in memory', () => {
  it('allows maxConcurrent replies at once per user, and another slot once one is released', async () => {
    const limits = createMemoryChatLimits({ perMinute: 100, maxConcurrent: 2 });
    const first = await limits.acquire('ana');
    await limits.acquire('ana');
    const refused = await refusal(limits.acquire('ana'));
    expect(refused.code).toBe('rate_limit:chat_concurrent');
    await limits.acquire('ben');
    first();
    first();
    await limits.acquire('ana');
    await expect(limits.acquire('ana')).rejects.toBeInstanceOf(ApiError);
  });

  it('allows perMinute messages in any 60 s window, with Retry-After until the oldest leaves it', async () => {
    let now = 1_000_000;
    const limits = createMemoryChatLimits({ perMinute: 3, maxConcurrent: 10, now: () => now });
    for (let message = 0; message < 3; message++) {
      (await limits.acquire('ana'))();
      now += 10_000;
    }
    const refused = await refusal(limits.acquire('ana'));
    expect(refused.code).toBe('rate_limit:chat');
    expect(refused.headers?.['retry-after']).toBe('30');
    now += 30_000;
    (await limits.acquire('ana'))();
  });

  it('forgets users whose messages all left the window', async () => {
    let now = 0;
    const limits = createMemoryChatLimits({ perMinute: 5, now: () => now });
    for (let user = 0; user < 1000; user++) (await limits.acquire(`user-${user}`))();
    expect(limits.trackedUsers).toBe(1000);
    now += 61_000;
    const release = await limits.acquire('still-here');
    expect(limits.trackedUsers).toBe(1);
    release();
  });

  describe('in a process that goes quiet', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('lets go of expired users without waiting for another message', async () => {
      vi.useFakeTimers({ now: 0 });
      const limits = createMemoryChatLimits({ perMinute: 5 });
      for (let user = 0; user < 1000; user++) (await limits.acquire(`user-${user}`))();
      expect(limits.trackedUsers).toBe(1000);
      // Nobody writes again: the entries must still leave once their window has passed.
      await vi.advanceTimersByTimeAsync(2 * 61_000);
      expect(limits.trackedUsers).toBe(0);
      // No timer is left running for an empty map.
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
