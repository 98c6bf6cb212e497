import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import type { Auth, AuthUser } from './auth.ts';
import type { SessionLookup } from './session-lookup.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The signed-in user of a request's cookies, with their plan (session-lookup.ts, wired in registerPlatform). */
    sessionLookup: SessionLookup;
  }
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin; null on routes that do not require a user. */
    user: AuthUser | null;
  }
}

// One lookup per request: the rate limit's key (the user) and the route's guard both need it.
const usersByRequest = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

/**
 * The signed-in user, or null for a visitor; never refuses. For what serves both (a public form
 * that links a signed-in sender's account, the session read, the rate limit's key); the guards
 * below build on it. Reads the session from the database once per request (no cookie cache), so
 * a sign-out, a ban or a role change applies to the user's very next request (session-lookup.ts).
 */
export function findSignedInUser(request: FastifyRequest): Promise<AuthUser | null> {
  let found = usersByRequest.get(request);
  if (!found) {
    found = lookUpSignedInUser(request);
    usersByRequest.set(request, found);
  }
  return found;
}

async function lookUpSignedInUser(request: FastifyRequest): Promise<AuthUser | null> {
  const found = await request.server.sessionLookup(request.headers);
  if (!found) return null;
  // Better Auth only refuses banned users when a session is created; an older session must stop too.
  const banActive = found.banned && (!found.banExpires || new Date(found.banExpires).getTime() > Date.now());
  return banActive ? null : found;
}

async function loadUser(request: FastifyRequest): Promise<AuthUser> {
  const found = await findSignedInUser(request);
  if (!found) throw new ApiError('unauthorized:session');
  return found;
}

/** Hook for a whole feature: a signed-in user, or 401. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  request.user = await loadUser(request);
}

/** Hook for a whole feature: an admin, 403 for any other user, 401 without a session. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const found = await loadUser(request);
  if (found.role !== 'admin') throw new ApiError('forbidden:admin');
  request.user = found;
}

/** The user a guard has loaded; for handlers registered behind requireUser or requireAdmin. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new ApiError('unauthorized:session');
  return request.user;
}

/** Premium means a live subscription (Stripe or an admin's grant); admins follow their plan like anyone. */
export function isPremium(found: Pick<AuthUser, 'plan'>): boolean {
  return found.plan === 'premium';
}

/** Hook for a Premium-only feature: 401 without a session, 403 `forbidden:premium` for a free user. */
export async function requirePremium(request: FastifyRequest): Promise<void> {
  const found = await loadUser(request);
  if (!isPremium(found)) throw new ApiError('forbidden:premium');
  request.user = found;
}
