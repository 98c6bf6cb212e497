import { Redis } from 'ioredis';

/** The shape Better Auth's limiter accepts as `rateLimit.customStorage`. */
export interface RateLimitStorage {
  consume(key: string, rule: { window: number; max: number }): Promise<{ allowed: boolean; retryAfter: number | null }>;
}

// A fixed window per key: the first request starts it, later ones only count.
const consumeScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

/**
 * Better Auth's counters in Redis (REDIS_URL), shared by every app instance. Without Redis they
 * live in the database (Better Auth's `rateLimit` table), which is shared just the same.
 */
export function createRedisRateLimitStore(
  redisUrl: string,
  keyPrefix = 'wayfinder:',
  log?: { error(object: object, message: string): void },
): { storage: RateLimitStorage; close(): Promise<void> } {
  const redis = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, keyPrefix: `${keyPrefix}auth-rate:` });
  // Without a listener ioredis prints every failed reconnect to stderr; once a minute in the log is enough.
  let lastLogged = 0;
  redis.on('error', (error: unknown) => {
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    log?.error({ err: error }, 'sign-in limits cannot reach Redis');
  });
  return {
    storage: {
      async consume(key, rule) {
        const [count, ttl] = (await redis.eval(consumeScript, 1, key, String(rule.window * 1000))) as [number, number];
        if (count <= rule.max) return { allowed: true, retryAfter: null };
        return { allowed: false, retryAfter: Math.max(1, Math.ceil((ttl > 0 ? ttl : rule.window * 1000) / 1000)) };
      },
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
