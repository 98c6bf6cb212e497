import type { FastifyRequest } from 'fastify';
import { describeWait } from '../../shared/rate-limit.ts';

/**
 * Whether the browser is loading this address as a page (typed, followed from a link or an
 * email) rather than fetching it from a script: such a refusal must be a readable page, not JSON.
 */
export function isPageNavigation(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  if (typeof mode === 'string') return mode === 'navigate';
  // Browsers without Fetch Metadata: a page load asks for HTML first.
  return (request.headers.accept ?? '').startsWith('text/html');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The page a refused navigation gets. Self-contained (the client's scripts may be what is being
 * refused); it reloads itself once the wait is over, which needs no script.
 */
export function tooManyRequestsPage({ appName, retryAfterSeconds }: { appName: string; retryAfterSeconds: number | undefined }): string {
  const wait = retryAfterSeconds ? `in ${describeWait(retryAfterSeconds)}` : 'in a moment';
  const refresh = retryAfterSeconds ? `<meta http-equiv="refresh" content="${Math.min(retryAfterSeconds, 3600)}">` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh}
<title>Too many requests · ${escapeHtml(appName)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8fafc; color: #0f172a; }
  main { max-width: 32rem; padding: 2rem 1.5rem; text-align: center; }
  h1 { font-size: 1.5rem; margin: 0 0 0.75rem; }
  p { line-height: 1.5; color: #334155; }
  a { color: #1d4ed8; }
  @media (prefers-color-scheme: dark) { body { background: #0f172a; color: #f8fafc; } p { color: #cbd5e1; } a { color: #93c5fd; } }
</style>
</head>
<body>
<main>
<h1>Please slow down a little</h1>
<p>We received a lot of requests from you in a short time. Please try again ${escapeHtml(wait)}${retryAfterSeconds ? ': this page reloads by itself' : ''}.</p>
<p><a href="/">Go to the home page</a></p>
</main>
</body>
</html>
`;
}
