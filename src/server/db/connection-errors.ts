/**
 * Whether an error says the database cannot be reached right now (a restart, a failover, a cut
 * connection, a database that refuses connections), rather than that a query was wrong. Such a
 * request may succeed a moment later: the API answers 503 `unavailable:database`, not 500.
 * Drizzle and Better Auth wrap the driver's error, so the whole `cause` chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
    if (code === '55000' && /not currently accepting connections/i.test(current.message)) return true;
    if (unavailableMessages.some((pattern) => pattern.test(current.message))) return true;
  }
  return false;
}

/** PostgreSQL's admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; the network's own refusals. */
const unavailableCodes = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/** node-postgres says these without a code; PGlite says the last once it was closed (shutdown). */
const unavailableMessages = [/^Connection terminated/, /timeout exceeded when trying to connect/, /is not queryable/, /^PGlite is closed/];
