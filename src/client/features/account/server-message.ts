import { ApiRequestError } from '../../lib/api-client.ts';

/**
 * The server's own message when it refused the request for a reason the user can act on (a 4xx
 * with a real message: wrong current password, weak password, photo too large), else `fallback`.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  const refused = error.status >= 400 && error.status < 500;
  return refused && error.message && !error.message.startsWith('Request failed (') ? error.message : fallback;
}
