import { createHash } from 'node:crypto';
import { and, count, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog, contactMessages, feedback, mailOutbox, mailingList, signInAttempts, user, verification } from '../db/schema/index.ts';

export type DeletionTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DeletableUser {
  id: string;
  email: string;
  name: string;
  role: string;
}

/** The user to delete, locked until the transaction ends so that two deletions do not interleave. */
export async function lockUser(tx: DeletionTransaction, userId: string): Promise<DeletableUser | undefined> {
  const [row] = await tx.select({ id: user.id, email: user.email, name: user.name, role: user.role }).from(user).where(eq(user.id, userId)).for('update');
  return row;
}

export async function countAdmins(tx: DeletionTransaction): Promise<number> {
  const [row] = await tx.select({ admins: count() }).from(user).where(eq(user.role, 'admin'));
  return row?.admins ?? 0;
}

/**
 * What the audit log says instead of a deleted person's id: the same text for every row about
 * them, so the log still reads as one person's history, and no way back to the id.
 */
export function deletedAccountLabel(userId: string): string {
  return `deleted-account:${createHash('sha256').update(userId).digest('hex').slice(0, 32)}`;
}

/**
 * Everything of the account in one transaction (decision 0222). Feedback and contact messages
 * keep their text without the link, name or email; audit rows keep the action with the label of
 * deletedAccountLabel; the rest goes. The user row goes last: its foreign keys take sessions,
 * credentials, subscriptions, conversations with their messages, memories, preferences, usage
 * counts, itineraries with their share links and the photo with it.
 */
export async function deleteAccountRows(tx: DeletionTransaction, deleted: DeletableUser): Promise<void> {
  const label = deletedAccountLabel(deleted.id);
  const email = deleted.email.toLowerCase();
  // No one to answer any more: a reply asked for needs a name and an address (feedback_reply_details).
  await tx
    .update(feedback)
    .set({ userId: null, name: null, email: null, wantReply: false })
    .where(or(eq(feedback.userId, deleted.id), sql`lower(${feedback.email}) = ${email}`));
  await tx
    .update(contactMessages)
    .set({ userId: null, name: null, email: null })
    .where(or(eq(contactMessages.userId, deleted.id), sql`lower(${contactMessages.email}) = ${email}`));
  // Acts of theirs (an admin who leaves) and acts on them (a ban, a grant): before and after held their details.
  await tx.update(auditLog).set({ actorEmail: label }).where(eq(auditLog.actorId, deleted.id));
  await tx
    .update(auditLog)
    .set({ targetId: label, before: null, after: null })
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, deleted.id)));
  // Stored lower-cased (mailing-list.ts).
  await tx.delete(mailingList).where(eq(mailingList.email, email));
  // Password-reset and verification tokens, the sign-in attempts counted against the email, and the mail sent to it.
  await tx.delete(verification).where(or(eq(verification.value, deleted.id), sql`lower(${verification.identifier}) = ${email}`));
  await tx.delete(signInAttempts).where(eq(signInAttempts.email, email));
  await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email}`);
  await tx.delete(user).where(eq(user.id, deleted.id));
}
