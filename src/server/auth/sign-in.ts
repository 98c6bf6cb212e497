import { APIError, isAPIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import { authMessages } from '../../shared/auth/auth.schema.ts';
import { emailSchema } from '../../shared/newsletter/newsletter.schema.ts';
import { clientIpHeader } from './auth-endpoints.ts';
import { type AuthHookContext, badRequest, bodyOf, firstIssue } from './auth-hook.ts';
import type { SignInAttempts, SignInOutcome } from './sign-in-attempts.ts';

/** How a sign-in ended, from what Better Auth's endpoint returned. */
function signInOutcome(returned: unknown): { outcome: SignInOutcome; status: number } {
  if (!isAPIError(returned)) return { outcome: 'succeeded', status: 200 };
  return { outcome: returned.body?.code === 'INVALID_EMAIL_OR_PASSWORD' ? 'failed' : 'refused', status: returned.statusCode };
}

/**
 * A sign-in by email and password: the request checked before Better Auth reads it, the attempt
 * counted against the account's lockout (sign-in-attempts.ts) before the password is, and its
 * outcome recorded and logged after.
 */
export function createSignInGuard({ signInAttempts, log }: { signInAttempts: SignInAttempts; log: FastifyBaseLogger }) {
  // Between the before hook that counts a sign-in attempt and the after hook that records how it ended.
  const signInAttemptIds = new WeakMap<Request, string>();

  return {
    async before(ctx: AuthHookContext) {
      const body = bodyOf(ctx);
      const email = emailSchema.safeParse(body.email);
      if (!email.success) throw badRequest(firstIssue(email.error.issues));
      if (typeof body.password !== 'string' || body.password.length < 6) throw badRequest('Password must be at least 6 characters');
      // The product never asks for a redirect after sign-in. Given a callbackURL, Better Auth
      // puts it in a Location header, which throws on text beyond Latin-1 ('/中'): a 500.
      if (body.callbackURL !== undefined) throw badRequest('Unexpected field: callbackURL');
      // Server-side calls (operators' scripts, tests) are trusted; every HTTP request counts.
      if (!ctx.request) return;
      // The body as Better Auth parsed it (whatever its encoding or content type), and the
      // address the Fastify bridge put in our header, the one the per-client limit uses too.
      const accountEmail = (body.email as string).toLowerCase();
      const ip = ctx.request.headers.get(clientIpHeader) ?? 'unknown';
      const attempt = await signInAttempts.begin({ email: accountEmail, ip });
      if ('retryAfter' in attempt) {
        log.info({ event: 'sign_in', email: accountEmail, ip, succeeded: false, status: 429, blocked: 'account' }, 'sign-in refused: too many failures for this account');
        throw new APIError('TOO_MANY_REQUESTS', { code: 'TOO_MANY_ATTEMPTS', message: authMessages.tooManyAttempts }, { 'retry-after': String(attempt.retryAfter) });
      }
      signInAttemptIds.set(ctx.request, attempt.id);
    },

    async after(ctx: AuthHookContext) {
      const attemptId = ctx.request ? signInAttemptIds.get(ctx.request) : undefined;
      if (!ctx.request || !attemptId) return;
      signInAttemptIds.delete(ctx.request);
      const { outcome, status } = signInOutcome(ctx.context.returned);
      await signInAttempts.settle(attemptId, outcome);
      const email = String(bodyOf(ctx).email).toLowerCase();
      log.info({ event: 'sign_in', email, ip: ctx.request.headers.get(clientIpHeader), succeeded: outcome === 'succeeded', status }, 'sign-in attempt');
    },
  };
}
