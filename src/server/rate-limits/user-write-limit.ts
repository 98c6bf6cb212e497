import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { signedInUser } from '../auth/guards.ts';
import type { ApiError } from '../http/api-error.ts';

export interface UserWriteLimitSettings {
  /** Names the bucket: every route given this hook counts in the same one. */
  name: string;
  perMinute: number;
  /** The refusal (429 with Retry-After), given the milliseconds until the window ends. */
  refuse(retryAfterMs: number): ApiError;
}

/**
 * A per-user limit on writes that several routes share (creating and saving an itinerary count
 * together), on the API's rate-limit plugin and so on its store: Redis with REDIS_URL, this
 * process's memory otherwise (request-limits.ts). It counts besides the API-wide limit, and runs
 * as an onRequest hook after the feature's sign-in guard, before the body is parsed.
 */
export function userWriteLimit(app: FastifyInstance, { name, perMinute, refuse }: UserWriteLimitSettings): onRequestAsyncHookHandler {
  const check = app.createRateLimit({ max: perMinute, timeWindow: 60_000, keyGenerator: (request) => `${name}:${signedInUser(request).id}` });
  return async (request) => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) throw refuse(limit.ttl);
  };
}
