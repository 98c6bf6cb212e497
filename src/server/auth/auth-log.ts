import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

type Level = 'debug' | 'info' | 'warn' | 'error';

interface HeldLines {
  lines: { level: Level; message: string; args: unknown[] }[];
  /** Set once the answer is known: a line logged later (background work) is written at once. */
  released: boolean;
}

const held = new AsyncLocalStorage<HeldLines>();

const write = (log: FastifyBaseLogger, level: Level, message: string, args: unknown[], status?: number) =>
  log[level]({ source: 'better-auth', args, ...(status === undefined ? {} : { status }) }, message);

/**
 * Better Auth's logger. Better Auth writes a client's own mistakes at level error: a sign-in from
 * another site ("Invalid origin"), a callbackURL or redirectTo elsewhere. Anyone can send those,
 * and our error level is kept for what fails on our side. So while Better Auth answers an HTTP
 * request (`answerHoldingLogs`), its lines wait for the answer: under 500 the request was refused
 * and an error line is written as a warning; at 500 and above it stays an error. Lines outside a
 * request (start-up, the guards' server-side calls) are written as they come.
 */
export function betterAuthLogger(log: FastifyBaseLogger) {
  return {
    level: 'warn' as const,
    log(level: Level, message: string, ...args: unknown[]) {
      const scope = held.getStore();
      if (scope && !scope.released) scope.lines.push({ level, message, args });
      else write(log, level, message, args);
    },
  };
}

/** Runs `answer` (Better Auth's handler) holding its log lines, and writes them at their level once the status is known. */
export async function answerHoldingLogs(log: FastifyBaseLogger, answer: () => Promise<Response>): Promise<Response> {
  const scope: HeldLines = { lines: [], released: false };
  let status = 500;
  try {
    const response = await held.run(scope, answer);
    status = response.status;
    return response;
  } finally {
    scope.released = true;
    for (const { level, message, args } of scope.lines) write(log, level === 'error' && status < 500 ? 'warn' : level, message, args, status);
  }
}
