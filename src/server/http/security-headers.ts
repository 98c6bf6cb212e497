/**
 * Helmet's security headers, worked out once at start-up. @fastify/helmet builds a new helmet
 * middleware for every request, parsing the Content-Security-Policy directives each time: about a
 * tenth of the server's time under load on the cached advisor list (docs/performance.md). Our
 * policy has no nonces and no per-request directive, so the headers are the same for every
 * response; helmet still decides what they are.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
}

/**
 * The headers a response that is not an HTML document needs (JSON, files, calendars), after
 * OWASP's REST Security Cheat Sheet: no framing, no sniffing, HTTPS, and no loading by another
 * site; the page's policy, referrer, opener and legacy headers only act on documents. Five headers
 * instead of twelve on every API answer: less to write and to read (docs/performance.md).
 */
export function documentlessHeaders(pageHeaders: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
  };
  const transport = pageHeaders['strict-transport-security'];
  if (transport) headers['strict-transport-security'] = transport;
  return Object.freeze(headers);
}

/**
 * Sets the page's headers on an HTML document and the short set on anything else, leaving alone a
 * header the route set itself (the API docs' own policy, a shared itinerary's referrer policy).
 * A 304 gets none: the browser merges its headers into the response it kept, so the page it
 * revalidated keeps the headers it was stored with (a 304 has no type to choose by).
 */
export function applySecurityHeaders(reply: FastifyReply, sets: { page: Readonly<Record<string, string>>; other: Readonly<Record<string, string>> }): void {
  if (reply.statusCode === 304) return;
  const type = reply.getHeader('content-type');
  const headers = typeof type === 'string' && type.startsWith('text/html') ? sets.page : sets.other;
  for (const name in headers) if (!reply.hasHeader(name)) void reply.header(name, headers[name]);
}
