import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import { parseCookies } from 'better-auth/cookies';
import type { Database } from '../db/client.ts';
import type { Auth, AuthUser } from './auth.ts';
import { selectSessionUser } from './auth.queries.ts';
import { planOf, planOfOpenSubscriptions } from './plans.ts';

/**
 * Who sent a request, read from the database at every request (no cookie cache), so a sign-out,
 * a ban or a role change applies to the user's very next request (decision 0225).
 *
 * Better Auth's `getSession` takes three statements and its endpoint machinery for this, and the
 * plan a fourth; every signed-in request, each chat message first of all, waits for them. Here the
 * session's signed cookie is checked as Better Auth signs it (HMAC-SHA-256 of the token with the
 * auth secret), then one statement reads the session, its user and their subscriptions (the
 * database function of migration 0016, whose plan the server keeps: planning the query took
 * most of its time on the embedded database). Whatever that
 * statement cannot settle alone goes to Better Auth itself: an expired session (it deletes it and
 * clears the cookie's row) and one due for its daily extension (it moves the end forward).
 */
export type SessionLookup = (headers: IncomingHttpHeaders) => Promise<AuthUser | null>;

export function createSessionLookup({ auth, db }: { auth: Auth; db: Database }): SessionLookup {
  const settings = auth.$context.then((context) => ({
    cookieName: context.authCookies.sessionToken.name,
    secret: context.secret,
    // When Better Auth would move the session's end forward: `updateAge` after it last did.
    refreshAfterMs: (context.sessionConfig.expiresIn - context.sessionConfig.updateAge) * 1000,
  }));

  async function askBetterAuth(headers: IncomingHttpHeaders): Promise<AuthUser | null> {
    const current = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
    if (!current) return null;
    return { ...current.user, plan: await planOf(db, current.user.id) };
  }

  return async (headers) => {
    if (!headers.cookie) return null;
    const { cookieName, secret, refreshAfterMs } = await settings;
    const token = verifiedToken(parseCookies(headers.cookie).get(cookieName), secret);
    if (!token) return null;
    const found = await selectSessionUser(db, token);
    if (!found) return null;
    const now = Date.now();
    const expiresAt = found.expiresAt.getTime();
    if (expiresAt <= now || expiresAt - refreshAfterMs <= now) return askBetterAuth(headers);
    return { ...found.user, plan: planOfOpenSubscriptions(found.subscriptions) };
  };
}

/** The session token of a cookie value `token.signature`, when the signature is the secret's; null otherwise. */
export function verifiedToken(cookieValue: string | undefined, secret: string): string | null {
  if (!cookieValue) return null;
  const dot = cookieValue.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookieValue.slice(0, dot);
  const given = Buffer.from(cookieValue.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
