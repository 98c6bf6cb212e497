/**
 * How a refusal for going too fast (429) is put to a person, in the client and on the server's
 * HTML page alike: always with the wait, never as raw JSON.
 */

/** `Retry-After` in seconds (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Math.max(1, Number(trimmed));
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(1, Math.ceil((date - now) / 1000));
}

/** "45 seconds", "1 minute", "15 minutes", "3 hours": rounded up, so the wait is never shorter than said. */
export function describeWait(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/**
 * The message for a 429. Refusals that explain their own wait (the daily chat quota, replies
 * still streaming, an account's sign-in lock) keep the server's words; the general ones say how
 * long to wait, from `Retry-After`.
 */
export function tooManyRequestsMessage({ code, serverMessage, retryAfterSeconds }: { code: string | undefined; serverMessage: string | undefined; retryAfterSeconds: number | undefined }): string {
  if (retryAfterSeconds === undefined) return serverMessage ?? 'Too many requests right now. Please wait a moment and try again.';
  const wait = describeWait(retryAfterSeconds);
  if (code === 'rate_limit:chat') return `You are sending messages too quickly. Please try again in ${wait}.`;
  if (code === 'rate_limit:request' || code === undefined || !serverMessage) return `Too many requests right now. Please try again in ${wait}.`;
  return serverMessage;
}
