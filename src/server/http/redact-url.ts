/**
 * What a URL may show in a log line or a stored mail: never the query string or fragment (reset
 * links carry `?token=`, invitation links `?invite=`), never a path segment that is a token.
 */

export const redactedMarker = '[redacted]';

/**
 * Paths whose next segment is a secret: our invitation lookup, Better Auth's reset-password
 * callback (`/api/auth/reset-password/:token`, which it offers even though our mails link to the
 * client page), and a shared trip's page and its API call (a live share token opens the trip to
 * whoever reads it). Matched without regard to case, so a mistyped `/API/...` is no way around
 * it, and after any run of slashes, which the router reads as one.
 */
const tokenPathPrefixes = [
  /^(\/+api\/+invitations\/+)[^/]+/i,
  /^(\/+api\/+auth\/+reset-password\/+)[^/]+/i,
  /^(\/+api\/+shared-itineraries\/+)[^/]+/i,
  /^(\/+trips\/+shared\/+)[^/]+/i,
];

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const originPattern = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/** `url` (a request path or an absolute link) with the query, the fragment and token segments replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const cut = url.search(/[?#]/);
  const beforeQuery = cut === -1 ? url : url.slice(0, cut);
  const origin = originPattern.exec(beforeQuery)?.[0] ?? '';
  let path = beforeQuery.slice(origin.length);
  // The router decodes the path before it matches (`/api/%73hared-itineraries/…` is the shared
  // trip's route): the prefixes are looked for in the decoded path too.
  const decoded = decodedPath(path);
  const prefix = tokenPathPrefixes.find((candidate) => candidate.test(path) || candidate.test(decoded));
  if (prefix) path = (prefix.test(path) ? path : decoded).replace(prefix, `$1${redactedMarker}`);
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
