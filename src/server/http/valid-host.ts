import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';

/** Characters that end a URL's authority, or have no place in a host name. */
const notInAHost = /[\s/?#@\\]/;

/**
 * HTTP/1.1 has a server refuse a request whose Host is missing or not a valid host (RFC 9112,
 * 3.2). Ours also builds URLs from it (the request Better Auth sees, the same-origin check),
 * where an empty or invalid one threw and answered 500: it is refused first, with 400, on every
 * route. (Fastify reads an absent Host as ''; every client of this century sends one.)
 */
export async function requireValidHost(request: FastifyRequest): Promise<void> {
  const host = request.host;
  if (!host || notInAHost.test(host) || URL.parse(`http://${host}`) === null) throw new ApiError('bad_request:host');
}
