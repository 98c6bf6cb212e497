import { and, count, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

/** At most this many reset mails reach one account in any hour, whatever addresses ask for them. */
export const resetMailLimit = { perAccount: 3, windowMs: 60 * 60 * 1000 } as const;

/**
 * Whether one more password-reset mail may go to `email`. The per-client limit alone let one
 * person fill someone's inbox from many addresses. The count is of the mails already sent, in the
 * outbox every instance shares. Over the limit the mail is skipped without telling the caller:
 * the answer must stay the same whether the account exists or not. Two requests in the same
 * instant may both pass; the per-client limit bounds how many can.
 */
export async function mayMailPasswordReset(db: Database, email: string, log: FastifyBaseLogger, now: number = Date.now()): Promise<boolean> {
  try {
    const [sent] = await db
      .select({ total: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'password_reset'), gt(mailOutbox.createdAt, new Date(now - resetMailLimit.windowMs))));
    return (sent?.total ?? 0) < resetMailLimit.perAccount;
  } catch (error) {
    // A person locked out of their account needs the mail more than the count: an outbox that
    // cannot be read must not cost them the reset (the per-client limit still holds).
    log.warn({ err: error }, 'password reset: the mails already sent could not be counted; sending anyway');
    return true;
  }
}
