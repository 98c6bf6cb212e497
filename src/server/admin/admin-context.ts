import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../auth/guards.ts';

/** Who acts, and the request it came in: what every audited action needs. */
export interface AdminRequestContext {
  actor: { id: string; email: string };
  requestId: string;
}

/**
 * The admin behind a request, as the audit log names them. Only under the admin hook, which has
 * found the signed-in user already; the request id ties the audit row to the request's log lines.
 */
export function adminContextOf(request: FastifyRequest): AdminRequestContext {
  const actor = signedInUser(request);
  return { actor: { id: actor.id, email: actor.email }, requestId: request.id };
}
