import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { stripControlCharactersDeep } from '../../shared/text/control-characters.ts';
import { ApiError } from '../http/api-error.ts';
import { maxJsonDepth, nestsDeeperThan } from '../http/json-body.ts';
import { answerHoldingLogs } from './auth-log.ts';
import { type Auth, clientIpHeader, servedAuthEndpoints } from './auth.ts';

const basePath = '/api/auth';
const signInPath = `${basePath}/sign-in/email`;
/** `METHOD /api/auth/path`, matched exactly: a variant spelling (a trailing slash, another case) is not served either. */
const served = new Set(servedAuthEndpoints.map(({ method, path }) => `${method} ${basePath}${path}`));

/**
 * The body as Better Auth will read it. A JSON body loses its control characters like every other
 * /api body (api.ts): a NUL in a reset token reached PostgreSQL and answered 500. It is checked
 * for depth first, as our own JSON parser does; any other body goes as it was sent.
 */
function bodyForBetterAuth(request: FastifyRequest): Uint8Array<ArrayBuffer> | undefined {
  const body = Buffer.isBuffer(request.body) ? request.body : undefined;
  if (request.method === 'GET' || !body || body.length === 0) return undefined;
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) return new Uint8Array(body);
  const text = body.toString('utf8');
  if (nestsDeeperThan(text, maxJsonDepth)) throw new ApiError('bad_request:nesting');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return new Uint8Array(body); // not JSON after all: Better Auth answers that itself
  }
  return new TextEncoder().encode(JSON.stringify(stripControlCharactersDeep(parsed)));
}

/**
 * Better Auth under /api/auth/*: each request is handed to `auth.handler` as a web Request and
 * its Response copied back. Around it, the bridge sets the client address Better Auth sees and adds
 * a standard Retry-After to its 429s. The per-account sign-in limit and the sign-in log live in
 * Better Auth's hooks (auth.ts), which read the body as Better Auth itself parsed it.
 */
export const authRoutes: FastifyPluginAsyncZod<{ auth: Auth }> = async (app, { auth }) => {
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
      if (!served.has(`${request.method} ${url.pathname}`)) throw new ApiError('not_found:route');
      const headers = fromNodeHeaders(request.headers);
      headers.set(clientIpHeader, request.ip);
      const response = await answerHoldingLogs(request.log, () =>
        auth.handler(new Request(url, { method: request.method, headers, body: bodyForBetterAuth(request) })),
      );

      // Better Auth's per-client limiter answers before any hook runs (its 429 alone carries
      // X-Retry-After), so the hooks cannot log these attempts: log them here, without an email.
      if (request.method === 'POST' && url.pathname === signInPath && response.status === 429 && response.headers.has('x-retry-after')) {
        request.log.info({ event: 'sign_in', email: null, ip: request.ip, succeeded: false, status: 429, blocked: 'client' }, 'sign-in refused: too many attempts from this address');
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
