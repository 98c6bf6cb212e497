/**
 * Helmet's security headers, worked out once at start-up. @fastify/helmet builds a new helmet
 * middleware for every request, parsing the Content-Security-Policy directives each time: about a
 * tenth of the server's time under load on the cached advisor list (docs/performance.md). Our
 * policy has no nonces and no per-request directive, so the headers are the same for every
 * response; helmet still decides what they are.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
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
