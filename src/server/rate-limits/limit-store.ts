import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis connection behind the app's own limits (API requests, forms, uploads, chat) when
 * REDIS_URL is set, so every instance counts against the same numbers. Without it each limit
 * keeps its counts in this process's memory, which is right for one instance.
 */
export interface SharedLimitStore {
  readonly redis: Redis;
  /** Starts every key (REDIS_KEY_PREFIX): instances of one deployment share it, others do not. */
  readonly keyPrefix: string;
  /**
   * A limit could not reach Redis and fell back to this instance's memory: logged at most once a
   * minute, so an outage does not flood the log with one line per request.
   */
  reportFailure(error: unknown, limit: string): void;
  close(): Promise<void>;
}

const failureLogIntervalMs = 60_000;

export function connectSharedLimitStore({ redisUrl, keyPrefix, log }: { redisUrl: string; keyPrefix: string; log: FastifyBaseLogger }): SharedLimitStore {
  const redis = new Redis(redisUrl, {
    // A limit check waits for Redis on every request: fail fast and fall back rather than queue.
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
  });
  let lastLogged = 0;
  const reportFailure = (error: unknown, limit: string) => {
    const now = Date.now();
    if (now - lastLogged < failureLogIntervalMs) return;
    lastLogged = now;
    log.error({ err: error, limit }, 'rate limits cannot reach Redis: each instance counts on its own until it is back');
  };
  // Without a listener ioredis prints every reconnect failure itself.
  redis.on('error', (error: unknown) => reportFailure(error, 'connection'));
  return {
    redis,
    keyPrefix,
    reportFailure,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
