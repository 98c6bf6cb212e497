import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../http/api-error.ts';

/**
 * A cap on one session's requests in progress to a costly route, checked first in onRequest,
 * before the session is even looked up. That lookup reads the database, and with the embedded
 * database every read shares the one thread that serves everyone: forty requests sent at once by
 * one person delayed another person's first reply text by some 120 ms on lookups alone, before
 * their limits refused them. Set a little above what the person's own limits let through, the cap
 * never refuses what those limits would have taken.
 *
 * Keyed by the Cookie header as sent, unverified: a forged or changed cookie only starts a count
 * of its own, and the per-user limits behind the gate stay the rule. Counted in this process, so
 * each instance protects its own thread; a request without cookies passes (the guard answers it).
 */
export function createInFlightGate({ max, refuse }: { max: number; refuse: () => ApiError }) {
  const inFlight = new Map<string, number>();
  return {
    async onRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const key = request.headers.cookie;
      if (!key) return;
      const count = inFlight.get(key) ?? 0;
      if (count >= max) throw refuse();
      inFlight.set(key, count + 1);
      // 'close' comes once the answer is sent or the client has gone, streams included.
      reply.raw.once('close', () => {
        const left = (inFlight.get(key) ?? 1) - 1;
        if (left > 0) inFlight.set(key, left);
        else inFlight.delete(key);
      });
    },
    /** Sessions with requests in progress (bounded by the open connections). */
    get sessions() {
      return inFlight.size;
    },
  };
}
