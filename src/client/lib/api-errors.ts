import { ApiRequestError } from './api-client.ts';

/** What went wrong, in the words of the error (the server's safe message for an API error), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The server's own message when it refused the request for a reason the user can act on (a 4xx
 * with a real message: wrong current password, weak password, photo too large), else `fallback`.
 * A network failure or a server error reads as `fallback`.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  const refused = error.status >= 400 && error.status < 500;
  return refused && error.message && !error.message.startsWith('Request failed (') ? error.message : fallback;
}
