import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { UserPlan } from '../../shared/account/me.schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { Auth, AuthUser } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The plan a user's subscriptions give them now (billing's `planOf`, wired in registerPlatform). */
    planOf(userId: string): Promise<UserPlan>;
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
 * a sign-out, a ban or a role change applies to the user's very next request.
 */
export function findSignedInUser(request: FastifyRequest): Promise<AuthUser | null> {
  let found = usersByRequest.get(request);
  if (!found) {
    found = lookUpSignedInUser(request.server.auth, request);
    usersByRequest.set(request, found);
  }
  return found;
}

async function lookUpSignedInUser(auth: Auth, request: FastifyRequest): Promise<AuthUser | null> {
  const current = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  const found = current?.user;
  if (!found) return null;
  // Better Auth only refuses banned users when a session is created; an older session must stop too.
  const banActive = found.banned && (!found.banExpires || new Date(found.banExpires).getTime() > Date.now());
  if (banActive) return null;
  // Read at every request like the session, so a subscription that ends or starts applies at once.
  return { ...found, plan: await request.server.planOf(found.id) };
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
