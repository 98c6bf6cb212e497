import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie sessions make every state-changing route a CSRF target. A browser always sends Origin
 * on such requests; one carrying cookies from another site is refused. Requests without cookies
 * (curl, tests, server-to-server) carry no ambient authority and pass.
 */
export function createSameOriginGuard(publicUrl: string) {
  const trusted = new URL(publicUrl).origin;
  return async function sameOriginGuard(request: FastifyRequest, _reply: FastifyReply) {
    if (safeMethods.has(request.method) || !request.headers.cookie) return;
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin && (origin === trusted || origin === ownOrigin)) return;
    if (!origin && request.headers['sec-fetch-site'] !== 'cross-site') return;
    throw new ApiError('bad_request:origin');
  };
}
