import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInAttempts } from '../db/schema/index.ts';

export const accountLimit = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;
const keepForMs = 90 * 24 * 60 * 60 * 1000;

export interface SignInAttempts {
  /** Seconds until this email may try again, or undefined when it may now. */
  retryAfter(email: string): Promise<number | undefined>;
  record(attempt: { email: string; ip: string; succeeded: boolean }): Promise<void>;
}

/**
 * The per-account limit: failed sign-ins for one email within the window, from any address. Kept
 * in the database, so every app instance sees the same count.
 */
export function createSignInAttempts(db: Database, now: () => number = Date.now): SignInAttempts {
  let lastPrune = 0;
  return {
    async retryAfter(email) {
      const since = new Date(now() - accountLimit.windowMs);
      const failures = await db
        .select({ createdAt: signInAttempts.createdAt })
        .from(signInAttempts)
        .where(and(eq(signInAttempts.email, email), eq(signInAttempts.succeeded, false), gt(signInAttempts.createdAt, since)))
        .orderBy(desc(signInAttempts.createdAt))
        .limit(accountLimit.maxFailures);
      const oldest = failures[accountLimit.maxFailures - 1];
      if (!oldest) return undefined;
      // Allowed again once the oldest of the last ten failures leaves the window.
      return Math.max(1, Math.ceil((oldest.createdAt.getTime() + accountLimit.windowMs - now()) / 1000));
    },
    async record({ email, ip, succeeded }) {
      await db.insert(signInAttempts).values({ email, ip, succeeded, createdAt: new Date(now()) });
      if (now() - lastPrune > 60 * 60 * 1000) {
        lastPrune = now();
        await db.delete(signInAttempts).where(lt(signInAttempts.createdAt, sql`now() - make_interval(secs => ${keepForMs / 1000})`));
      }
    },
  };
}
