import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { authMessages } from '../../shared/auth/auth.schema.ts';
import { type Auth, clientIpHeader } from './auth.ts';
import type { SignInAttempts } from './sign-in-attempts.ts';

const signInPath = '/api/auth/sign-in/email';

function emailOf(body: Buffer | undefined, contentType: string | undefined): string | undefined {
  if (!body || body.length === 0) return undefined;
  try {
    const text = body.toString('utf8');
    const value = contentType?.includes('application/x-www-form-urlencoded')
      ? new URLSearchParams(text).get('email')
      : (JSON.parse(text) as { email?: unknown }).email;
    return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Better Auth under /api/auth/*: each request is handed to `auth.handler` as a web Request and
 * its Response copied back. Around it, the bridge sets the client address Better Auth sees, adds
 * a standard Retry-After to its 429s, applies the per-account sign-in limit and logs every
 * sign-in attempt (never the password).
 */
export const authRoutes: FastifyPluginAsyncZod<{ auth: Auth; signInAttempts: SignInAttempts }> = async (app, { auth, signInAttempts }) => {
  // Better Auth reads the body itself: hand it over untouched, whatever its type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: {
      tags: ['auth'],
      summary: 'Better Auth',
      description:
        'Handled by Better Auth. Main endpoints: POST sign-up/email {name, email, password, inviteToken?}, POST sign-in/email {email, password}, ' +
        'POST sign-out, GET get-session, POST request-password-reset {email}, POST reset-password {token, newPassword}, ' +
        'POST change-password {currentPassword, newPassword, revokeOtherSessions?}. Errors are {message, code}.',
      params: z.object({ '*': z.string() }),
    },
    async handler(request, reply) {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const isSignIn = request.method === 'POST' && url.pathname === signInPath;
      const body = Buffer.isBuffer(request.body) ? request.body : undefined;
      const email = isSignIn ? emailOf(body, request.headers['content-type']) : undefined;

      if (isSignIn && email) {
        const wait = await signInAttempts.retryAfter(email);
        if (wait !== undefined) {
          request.log.info({ event: 'sign_in', email, ip: request.ip, succeeded: false, blocked: 'account' }, 'sign-in refused: too many failures for this account');
          return reply
            .code(429)
            .headers({ 'retry-after': String(wait), 'x-retry-after': String(wait) })
            .send({ code: 'TOO_MANY_ATTEMPTS', message: authMessages.tooManyAttempts });
        }
      }

      const headers = fromNodeHeaders(request.headers);
      headers.set(clientIpHeader, request.ip);
      const response = await auth.handler(
        new Request(url, { method: request.method, headers, body: request.method === 'GET' || !body || body.length === 0 ? undefined : new Uint8Array(body) }),
      );

      if (isSignIn) {
        const succeeded = response.status === 200;
        request.log.info({ event: 'sign_in', email: email ?? null, ip: request.ip, succeeded, status: response.status }, 'sign-in attempt');
        // Only attempts that reached the password check count towards the account limit.
        if (email && (succeeded || response.status === 401)) await signInAttempts.record({ email, ip: request.ip, succeeded });
      }

      reply.code(response.status);
      response.headers.forEach((value, key) => {
        if (key === 'set-cookie' || key === 'content-length' || key === 'content-encoding' || key === 'transfer-encoding') return;
        void reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) void reply.header('set-cookie', cookies);
      const retryAfter = response.headers.get('x-retry-after');
      if (response.status === 429 && retryAfter) void reply.header('retry-after', retryAfter);
      if (!response.body) return reply.send();
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });
};
