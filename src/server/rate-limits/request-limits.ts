import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor, normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSignedInUser } from '../auth/guards.ts';
import { ApiError } from '../http/api-error.ts';
import { FixedWindows } from './fixed-windows.ts';
import type { SharedLimitStore } from './limit-store.ts';

export interface RequestLimitOptions {
  /** API requests a minute per signed-in user, or per client address for a visitor (RATE_LIMIT_PER_MINUTE). */
  perMinute: number;
  /** Whether TRUSTED_PROXIES is set: without it, X-Forwarded-For is ignored. */
  trustsProxies: boolean;
  /** Redis (REDIS_URL), shared by every instance; undefined keeps the counts in this process. */
  shared: SharedLimitStore | undefined;
}

/**
 * Whose bucket a request counts in: a signed-in user's own, wherever they connect from, so people
 * behind one office or carrier address do not share a limit; else the client address (an IPv6
 * client by its /64, which one subscriber usually holds whole).
 */
async function requestLimitKey(request: FastifyRequest): Promise<string> {
  const user = await findSignedInUser(request);
  return user ? `user:${user.id}` : `ip:${normalizeIP(request.ip)}`;
}

// A fixed window per key: the first hit starts it, later ones only count.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/**
 * @fastify/rate-limit's store on Redis, one key space per route limit (the API-wide one, each
 * form's). If Redis cannot be reached the hit is counted in this instance's memory instead, so
 * the limits weaken to per-instance during an outage rather than vanish or refuse everyone.
 */
function redisRequestStore(shared: SharedLimitStore): FastifyRateLimitStoreCtor {
  class RedisRequestStore implements FastifyRateLimitStore {
    readonly #scope: string;
    readonly #fallback = new FixedWindows();

    constructor(_options: unknown, scope = 'api') {
      this.#scope = scope;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      shared.redis.eval(hitScript, 1, `${shared.keyPrefix}requests:${this.#scope}:${key}`, String(timeWindow)).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        },
        (error: unknown) => {
          shared.reportFailure(error, 'requests');
          callback(null, this.#fallback.hit(key, timeWindow));
        },
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      // The plugin hands over the merged limit options with the route they were set on.
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const scope = route?.url ? `${[route.method ?? ''].flat().join(',')} ${route.url}` : 'custom';
      return new RedisRequestStore(undefined, scope);
    }
  }
  return RedisRequestStore;
}

/**
 * The per-client request limits of the API. Registered inside the /api scope only: static files
 * and the client's pages are never limited (one page pulls dozens of scripts, fonts and images).
 * Routes with tighter limits of their own (forms, uploads) set `config.rateLimit`; Better Auth
 * and the chat keep theirs besides.
 */
export async function registerRequestLimits(api: FastifyInstance, { perMinute, trustsProxies, shared }: RequestLimitOptions): Promise<void> {
  if (!trustsProxies) {
    let warned = false;
    api.addHook('onRequest', async (request) => {
      if (warned || request.headers['x-forwarded-for'] === undefined) return;
      warned = true;
      request.log.warn(
        'requests arrive through a proxy (X-Forwarded-For) but TRUSTED_PROXIES is not set: every visitor shares the proxy address, and with it one rate limit',
      );
    });
  }
  await api.register(fastifyRateLimit, {
    global: true,
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: requestLimitKey,
    ...(shared ? { store: redisRequestStore(shared) } : { cache: 10_000 }),
    errorResponseBuilder: (_request, context) =>
      new ApiError('rate_limit:request', { headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) } }),
  });
}
