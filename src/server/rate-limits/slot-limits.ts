import { randomUUID } from 'node:crypto';
import type { ApiError } from '../http/api-error.ts';
import type { SharedLimitStore } from './limit-store.ts';

/**
 * Per-user limits on long-running work (a generation that streams): at most `maxConcurrent` at
 * once and `perWindow` started in any `windowMs`. Kept in Redis with REDIS_URL, so every instance
 * counts against the same numbers; in this process's memory otherwise. The chat's limits
 * (assistant/chat-limits.ts) and the planner's generations use it, each with its own window,
 * numbers and refusals.
 */
export interface SlotLimits {
  /** Takes a slot or throws the caller's 429 ApiError; call the returned function when the work ends. */
  acquire(userId: string): Promise<() => void>;
}

export interface SlotLimitSettings {
  /** Names the Redis keys: `${prefix}${name}:{userId}:…`. */
  name: string;
  windowMs: number;
  perWindow: number;
  maxConcurrent: number;
  refuseConcurrent(): ApiError;
  refuseWindow(retryAfterMs: number): ApiError;
}

export interface MemorySlotLimits extends SlotLimits {
  /** Users with work started inside the window or still running (bounded: idle users are dropped). */
  readonly trackedUsers: number;
}

export function createMemorySlotLimits({ windowMs, perWindow, maxConcurrent, refuseConcurrent, refuseWindow, now = Date.now }: SlotLimitSettings & { now?: () => number }): MemorySlotLimits {
  const active = new Map<string, number>();
  const started = new Map<string, number[]>();
  let lastSweep = now();

  // Users who stopped would otherwise stay in `started` for the life of the process.
  const sweep = (at: number) => {
    if (at - lastSweep < windowMs) return;
    lastSweep = at;
    for (const [userId, times] of started) {
      if (times.every((time) => at - time >= windowMs)) started.delete(userId);
    }
  };

  // New work sweeps as it comes, but a process that goes quiet must let go too: a timer runs while
  // anyone is tracked, unref'd so that it never holds the process open, and stops once the map is
  // empty.
  let sweeper: ReturnType<typeof setTimeout> | undefined;
  const scheduleSweep = () => {
    if (sweeper || started.size === 0) return;
    sweeper = setTimeout(() => {
      sweeper = undefined;
      sweep(now());
      scheduleSweep();
    }, windowMs);
    sweeper.unref();
  };

  return {
    get trackedUsers() {
      return new Set([...active.keys(), ...started.keys()]).size;
    },
    async acquire(userId) {
      const at = now();
      sweep(at);
      const current = active.get(userId) ?? 0;
      if (current >= maxConcurrent) throw refuseConcurrent();
      const recent = (started.get(userId) ?? []).filter((time) => at - time < windowMs);
      if (recent.length >= perWindow) {
        started.set(userId, recent);
        throw refuseWindow((recent[0] as number) + windowMs - at);
      }
      recent.push(at);
      started.set(userId, recent);
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
 * ARGV: window ms, per window, max concurrent, lease ms, slot id.
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
 * The limits in Redis. A running slot is a lease, renewed while the work runs and removed when it
 * ends: if an instance dies mid-way, its slots expire within `leaseMs`. When Redis cannot be
 * reached the limits fall back to this instance's memory rather than refusing everyone.
 */
export function createRedisSlotLimits(settings: SlotLimitSettings & { shared: SharedLimitStore; leaseMs?: number }): SlotLimits {
  const { shared, name, windowMs, perWindow, maxConcurrent, refuseConcurrent, refuseWindow, leaseMs = 120_000 } = settings;
  const fallback = createMemorySlotLimits(settings);
  const keysOf = (userId: string) => {
    // The braces keep both keys of a user in one Redis Cluster slot, as a script needs.
    const base = `${shared.keyPrefix}${name}:{${userId}}`;
    return { streaming: `${base}:running`, sent: `${base}:started` };
  };
  return {
    async acquire(userId) {
      const keys = keysOf(userId);
      const slot = randomUUID();
      let outcome: [number, number];
      try {
        outcome = (await shared.redis.eval(acquireScript, 2, keys.streaming, keys.sent, windowMs, perWindow, maxConcurrent, leaseMs, slot)) as [number, number];
      } catch (error) {
        shared.reportFailure(error, name);
        return fallback.acquire(userId);
      }
      if (outcome[0] === 1) throw refuseConcurrent();
      if (outcome[0] === 2) throw refuseWindow(outcome[1]);
      const renew = setInterval(() => {
        shared.redis.eval(renewScript, 1, keys.streaming, leaseMs, slot).catch((error: unknown) => shared.reportFailure(error, name));
      }, leaseMs / 3);
      renew.unref();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        clearInterval(renew);
        shared.redis.zrem(keys.streaming, slot).catch((error: unknown) => shared.reportFailure(error, name));
      };
    },
  };
}

/** Redis when the app has it (REDIS_URL), else this process's memory. */
export function createSlotLimits({ shared, ...settings }: SlotLimitSettings & { shared: SharedLimitStore | undefined }): SlotLimits {
  return shared ? createRedisSlotLimits({ shared, ...settings }) : createMemorySlotLimits(settings);
}
