/**
 * What a URL may show in a log line or a stored mail: never the query string or fragment (reset
 * links carry `?token=`, invitation links `?invite=`), never a path segment that is a token.
 */

export const redactedMarker = '[redacted]';

/**
 * Paths whose next segment is a secret: our invitation lookup, and Better Auth's reset-password
 * callback (`/api/auth/reset-password/:token`, which it offers even though our mails link to the
 * client page). Matched without regard to case, so a mistyped `/API/...` is no way around it.
 */
const tokenPathPrefixes = [/^(\/api\/invitations\/)[^/]+/i, /^(\/api\/auth\/reset-password\/)[^/]+/i];

const originPattern = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/** `url` (a request path or an absolute link) with the query, the fragment and token segments replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const cut = url.search(/[?#]/);
  const beforeQuery = cut === -1 ? url : url.slice(0, cut);
  const origin = originPattern.exec(beforeQuery)?.[0] ?? '';
  let path = beforeQuery.slice(origin.length);
  for (const prefix of tokenPathPrefixes) path = path.replace(prefix, `$1${redactedMarker}`);
  const tail = cut === -1 || cut === url.length - 1 ? '' : `${url.charAt(cut)}${redactedMarker}`;
  return `${origin}${path}${tail}`;
}

const linkPattern = /https?:\/\/[^\s<>"']+/gi;

/** Every link in a mail body (plain text or HTML) passed through `redactUrl`; the words around them stay. */
export function redactLinks(body: string): string {
  return body.replace(linkPattern, (link) => redactUrl(link));
}

/** The links in a body, as they are (what a developer clicks in the log without SMTP). */
export function findLinks(body: string): string[] {
  return body.match(linkPattern) ?? [];
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}

/**
 * Fastify's `req` serializer (the "incoming request" line and request errors), with the URL
 * redacted. Fastify's own logs the raw URL, which put reset and invitation tokens in every log
 * that a proxy, an aggregator or a support person could read.
 */
export const requestLogSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
