import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInAttempts } from '../db/schema/index.ts';

export const accountLimit = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;
const keepForMs = 90 * 24 * 60 * 60 * 1000;

/** How an attempt ended: a wrong password, a sign-in, or refused for another reason (input Better Auth rejects, a banned user). */
export type SignInOutcome = 'failed' | 'succeeded' | 'refused';

export interface SignInAttempts {
  /**
   * Counts an attempt against its email before the password is checked, as a failure until
   * `settle` says otherwise. Returns the attempt's id, or the seconds until the email may try again
   * when 10 failures within 15 minutes lock it.
   */
  begin(attempt: { email: string; ip: string }): Promise<{ id: string } | { retryAfter: number }>;
  settle(id: string, outcome: SignInOutcome): Promise<void>;
  /** A successful password reset proves the mailbox: the failures before it no longer lock the email. */
  clear(email: string): Promise<void>;
}

/**
 * The per-account limit: failed sign-ins for one email within the window, from any address. Kept
 * in the database, so every app instance sees the same count.
 *
 * Each attempt takes its place in the count before the password check, under a lock per email, so
 * parallel attempts cannot all read "9 failures" and all go on: the 11th waits for the lock and
 * finds 10. A successful password reset lifts the lock (see docs/decisions/0110), so that nobody
 * can keep a person out of their own account by typing wrong passwords for their email.
 */
export function createSignInAttempts(db: Database, now: () => number = Date.now): SignInAttempts {
  let lastPrune = 0;

  async function prune(): Promise<void> {
    if (now() - lastPrune < 60 * 60 * 1000) return;
    lastPrune = now();
    await db.delete(signInAttempts).where(lt(signInAttempts.createdAt, sql`now() - make_interval(secs => ${keepForMs / 1000})`));
  }

  return {
    async begin({ email, ip }) {
      const result = await db.transaction(async (tx) => {
        // Held until the transaction ends, in every instance sharing the database; two emails that
        // hash alike only wait for each other.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${email}`}, 0))`);
        const since = new Date(now() - accountLimit.windowMs);
        const failures = await tx
          .select({ createdAt: signInAttempts.createdAt })
          .from(signInAttempts)
          .where(and(eq(signInAttempts.email, email), eq(signInAttempts.succeeded, false), gt(signInAttempts.createdAt, since)))
          .orderBy(desc(signInAttempts.createdAt))
          .limit(accountLimit.maxFailures);
        const oldest = failures[accountLimit.maxFailures - 1];
        if (oldest) {
          // Allowed again once the oldest of the last ten failures leaves the window.
          return { retryAfter: Math.max(1, Math.ceil((oldest.createdAt.getTime() + accountLimit.windowMs - now()) / 1000)) };
        }
        const [row] = await tx.insert(signInAttempts).values({ email, ip, succeeded: false, createdAt: new Date(now()) }).returning({ id: signInAttempts.id });
        if (!row) throw new Error('the sign-in attempt was not recorded');
        return { id: row.id };
      });
      await prune();
      return result;
    },
    async settle(id, outcome) {
      if (outcome === 'failed') return;
      if (outcome === 'succeeded') await db.update(signInAttempts).set({ succeeded: true }).where(eq(signInAttempts.id, id));
      else await db.delete(signInAttempts).where(eq(signInAttempts.id, id));
    },
    async clear(email) {
      await db.delete(signInAttempts).where(and(eq(signInAttempts.email, email), eq(signInAttempts.succeeded, false)));
    },
  };
}
