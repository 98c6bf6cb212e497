import { randomUUID } from 'node:crypto';
import { ApiError } from '../http/api-error.ts';
import type { SharedLimitStore } from '../rate-limits/limit-store.ts';

/**
 * Per-user chat limits: at most `maxConcurrent` replies streaming at once and `perMinute` messages
 * in any 60 s window. Kept in Redis with REDIS_URL, so every instance counts against the same
 * numbers; in this process's memory otherwise (one instance).
 */
export interface ChatLimits {
  /** Takes a slot or throws a 429 ApiError; call the returned function when the reply ends. */
  acquire(userId: string): Promise<() => void>;
}

export interface ChatLimitSettings {
  perMinute: number;
  maxConcurrent?: number;
}

const windowMs = 60_000;

const concurrentRefusal = () => new ApiError('rate_limit:chat_concurrent', { headers: { 'retry-after': '1' } });
const perMinuteRefusal = (retryAfterMs: number) =>
  new ApiError('rate_limit:chat', { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } });

export interface MemoryChatLimits extends ChatLimits {
  /** Users with messages still inside the window or replies streaming (bounded: idle users are dropped). */
  readonly trackedUsers: number;
}

export function createMemoryChatLimits({ perMinute, maxConcurrent = 2, now = Date.now }: ChatLimitSettings & { now?: () => number }): MemoryChatLimits {
  const active = new Map<string, number>();
  const sent = new Map<string, number[]>();
  let lastSweep = now();

  // Users who stopped writing would otherwise stay in `sent` for the life of the process.
  const sweep = (at: number) => {
    if (at - lastSweep < windowMs) return;
    lastSweep = at;
    for (const [userId, times] of sent) {
      if (times.every((time) => at - time >= windowMs)) sent.delete(userId);
    }
  };

  // New messages sweep as they come, but a process that goes quiet must let go too: a timer runs
  // while anyone is tracked, unref'd so that it never holds the process open, and stops once the
  // map is empty.
  let sweeper: ReturnType<typeof setTimeout> | undefined;
  const scheduleSweep = () => {
    if (sweeper || sent.size === 0) return;
    sweeper = setTimeout(() => {
      sweeper = undefined;
      sweep(now());
      scheduleSweep();
    }, windowMs);
    sweeper.unref();
  };

  return {
    get trackedUsers() {
      return new Set([...active.keys(), ...sent.keys()]).size;
    },
    async acquire(userId) {
      const at = now();
      sweep(at);
      const current = active.get(userId) ?? 0;
      if (current >= maxConcurrent) throw concurrentRefusal();
      const recent = (sent.get(userId) ?? []).filter((time) => at - time < windowMs);
      if (recent.length >= perMinute) {
        sent.set(userId, recent);
        throw perMinuteRefusal((recent[0] as number) + windowMs - at);
      }
      recent.push(at);
      sent.set(userId, recent);
      scheduleSweep();
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

/**
 * Both checks in one script, so two instances cannot both take the last slot. Times come from
 * Redis itself: instances whose clocks disagree still share one window.
 * KEYS: the user's streaming slots (sorted by lease end), the user's messages (sorted by time).
 * ARGV: window ms, per minute, max concurrent, lease ms, slot id.
 * Returns {0, 0} when taken, {1, 0} when too many replies stream, {2, ms until a message leaves the window}.
 */
const acquireScript = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[1])
local lease = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return {1, 0} end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - window)
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[2]) then
  local oldest = redis.call('ZRANGE', KEYS[2], 0, 0, 'WITHSCORES')
  return {2, tonumber(oldest[2]) + window - now}
end
redis.call('ZADD', KEYS[2], now, ARGV[5])
redis.call('PEXPIRE', KEYS[2], window)
redis.call('ZADD', KEYS[1], now + lease, ARGV[5])
redis.call('PEXPIRE', KEYS[1], lease)
return {0, 0}
`;

// Extends a slot's lease while its reply still streams; a released or expired slot stays gone.
const renewScript = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
if redis.call('ZADD', KEYS[1], 'XX', 'CH', now + tonumber(ARGV[1]), ARGV[2]) == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return 1
`;

/**
 * The chat limits in Redis. A streaming slot is a lease, renewed while the reply runs and removed
 * when it ends: if an instance dies mid-reply, its slots expire within `leaseMs` instead of
 * blocking the user for good. When Redis cannot be reached the limits fall back to this
 * instance's memory rather than refusing every message.
 */
export function createRedisChatLimits({
  shared,
  perMinute,
  maxConcurrent = 2,
  leaseMs = 120_000,
}: ChatLimitSettings & { shared: SharedLimitStore; leaseMs?: number }): ChatLimits {
  const fallback = createMemoryChatLimits({ perMinute, maxConcurrent });
  const keysOf = (userId: string) => {
    // The braces keep both keys of a user in one Redis Cluster slot, as a script needs.
    const base = `${shared.keyPrefix}chat:{${userId}}`;
    return { streaming: `${base}:streaming`, sent: `${base}:sent` };
  };

  return {
    async acquire(userId) {
      const keys = keysOf(userId);
      const slot = randomUUID();
      let outcome: [number, number];
      try {
        outcome = (await shared.redis.eval(acquireScript, 2, keys.streaming, keys.sent, windowMs, perMinute, maxConcurrent, leaseMs, slot)) as [number, number];
      } catch (error) {
        shared.reportFailure(error, 'chat');
        return fallback.acquire(userId);
      }
      if (outcome[0] === 1) throw concurrentRefusal();
      if (outcome[0] === 2) throw perMinuteRefusal(outcome[1]);

      const renew = setInterval(() => {
        shared.redis.eval(renewScript, 1, keys.streaming, leaseMs, slot).catch((error: unknown) => shared.reportFailure(error, 'chat'));
      }, leaseMs / 3);
      renew.unref();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        clearInterval(renew);
        shared.redis.zrem(keys.streaming, slot).catch((error: unknown) => shared.reportFailure(error, 'chat'));
      };
    },
  };
}

/** Redis when the app has it (REDIS_URL), else this process's memory. */
export function createChatLimits({ shared, ...settings }: ChatLimitSettings & { shared: SharedLimitStore | undefined }): ChatLimits {
  return shared ? createRedisChatLimits({ shared, ...settings }) : createMemoryChatLimits(settings);
}
