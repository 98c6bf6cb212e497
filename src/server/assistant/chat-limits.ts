import { ApiError } from '../http/api-error.ts';
import type { SharedLimitStore } from '../rate-limits/limit-store.ts';
import { createMemorySlotLimits, createRedisSlotLimits, type MemorySlotLimits, type SlotLimits, type SlotLimitSettings } from '../rate-limits/slot-limits.ts';

/**
 * Per-user chat limits: at most `maxConcurrent` replies streaming at once and `perMinute` messages
 * in any 60 s window. Kept in Redis with REDIS_URL, so every instance counts against the same
 * numbers; in this process's memory otherwise (one instance). The scheme is rate-limits/slot-limits.ts.
 */
export type ChatLimits = SlotLimits;

export interface ChatLimitSettings {
  perMinute: number;
  maxConcurrent?: number;
}

function chatSettings({ perMinute, maxConcurrent = 2 }: ChatLimitSettings): SlotLimitSettings {
  return {
    name: 'chat',
    windowMs: 60_000,
    perWindow: perMinute,
    maxConcurrent,
    refuseConcurrent: () => new ApiError('rate_limit:chat_concurrent', { headers: { 'retry-after': '1' } }),
    refuseWindow: (retryAfterMs) => new ApiError('rate_limit:chat', { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } }),
  };
}

export function createMemoryChatLimits({ now, ...settings }: ChatLimitSettings & { now?: () => number }): MemorySlotLimits {
  return createMemorySlotLimits({ ...chatSettings(settings), ...(now ? { now } : {}) });
}

/**
 * The chat limits in Redis. A streaming slot is a lease, renewed while the reply runs: if an
 * instance dies mid-reply, its slots expire within `leaseMs` instead of blocking the user for good.
 */
export function createRedisChatLimits({ shared, leaseMs, ...settings }: ChatLimitSettings & { shared: SharedLimitStore; leaseMs?: number }): ChatLimits {
  return createRedisSlotLimits({ ...chatSettings(settings), shared, ...(leaseMs ? { leaseMs } : {}) });
}

/** Redis when the app has it (REDIS_URL), else this process's memory. */
export function createChatLimits({ shared, ...settings }: ChatLimitSettings & { shared: SharedLimitStore | undefined }): ChatLimits {
  return shared ? createRedisChatLimits({ shared, ...settings }) : createMemoryChatLimits(settings);
}
