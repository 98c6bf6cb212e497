import { eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminContactRow, AdminFeedbackRow, ContactListQuery, ContactPage, FeedbackListQuery, FeedbackPage } from '../../shared/admin/content.schema.ts';
import type { Database } from '../db/client.ts';
import { mapPage, selectPage, type ListSource } from '../db/paging.ts';
import { contactMessages, feedback } from '../db/schema/index.ts';
import type { Transaction } from './audit.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function repliedCondition(column: typeof feedback.repliedAt | typeof contactMessages.repliedAt, replied: 'yes' | 'no' | undefined): SQL | undefined {
  if (replied === 'yes') return isNotNull(column);
  if (replied === 'no') return isNull(column);
  return undefined;
}

const feedbackColumns = {
  id: feedback.id,
  userId: feedback.userId,
  rating: feedback.rating,
  whatILiked: feedback.whatILiked,
  roomForImprovement: feedback.roomForImprovement,
  partingThoughts: feedback.partingThoughts,
  wantReply: feedback.wantReply,
  name: feedback.name,
  email: feedback.email,
  createdAt: feedback.createdAt,
  repliedAt: feedback.repliedAt,
};

const contactColumns = {
  id: contactMessages.id,
  userId: contactMessages.userId,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  repliedAt: contactMessages.repliedAt,
};

type FeedbackSelected = Omit<AdminFeedbackRow, 'createdAt' | 'repliedAt'> & { createdAt: Date; repliedAt: Date | null };
const toFeedbackRow = (row: FeedbackSelected): AdminFeedbackRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  repliedAt: iso(row.repliedAt),
});
const toContactRow = (row: Omit<AdminContactRow, 'createdAt' | 'repliedAt'> & { createdAt: Date; repliedAt: Date | null }): AdminContactRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  repliedAt: iso(row.repliedAt),
});

// The newest first among rows that tie on the sort's key, then the id: pages neither repeat nor skip a row.
const feedbackList: ListSource<typeof feedbackColumns, FeedbackListQuery['sort']> = {
  table: feedback,
  columns: feedbackColumns,
  searchIn: [feedback.partingThoughts, feedback.name, feedback.email],
  sorts: { createdAt: feedback.createdAt, rating: feedback.rating },
  tieBreakers: (order) => [order(feedback.createdAt), order(feedback.id)],
};

const contactList: ListSource<typeof contactColumns, ContactListQuery['sort']> = {
  table: contactMessages,
  columns: contactColumns,
  searchIn: [contactMessages.name, contactMessages.email, contactMessages.subject, contactMessages.message],
  sorts: { createdAt: contactMessages.createdAt, name: sql`lower(${contactMessages.name})`, subject: sql`lower(${contactMessages.subject})` },
  tieBreakers: (order) => [order(contactMessages.createdAt), order(contactMessages.id)],
};

export async function selectFeedbackPage(db: Database, query: FeedbackListQuery): Promise<FeedbackPage> {
  return mapPage(await selectPage(db, feedbackList, query, [repliedCondition(feedback.repliedAt, query.replied)]), toFeedbackRow);
}

export async function selectContactPage(db: Database, query: ContactListQuery): Promise<ContactPage> {
  return mapPage(await selectPage(db, contactList, query, [repliedCondition(contactMessages.repliedAt, query.replied)]), toContactRow);
}

/** What the audit row keeps of a mark. */
export interface RepliedMark extends Record<string, unknown> {
  repliedAt: string | null;
}

/**
 * Sets or clears the mark of a feedback, its row locked first; setting it again keeps the first
 * time. Undefined when there is no such feedback.
 */
export async function markFeedbackReplied(
  tx: Transaction,
  id: string,
  replied: boolean,
  actorId: string,
): Promise<{ before: RepliedMark; after: RepliedMark; row: AdminFeedbackRow } | undefined> {
  const [before] = await tx.select(feedbackColumns).from(feedback).where(eq(feedback.id, id)).for('update');
  if (!before) return undefined;
  const [after] = await tx
    .update(feedback)
    .set({ repliedAt: replied ? (before.repliedAt ?? new Date()) : null, repliedBy: replied ? actorId : null })
    .where(eq(feedback.id, id))
    .returning(feedbackColumns);
  if (!after) return undefined;
  return { before: { repliedAt: iso(before.repliedAt) }, after: { repliedAt: iso(after.repliedAt) }, row: toFeedbackRow(after) };
}

/** The same for a contact message. */
export async function markContactReplied(
  tx: Transaction,
  id: string,
  replied: boolean,
  actorId: string,
): Promise<{ before: RepliedMark; after: RepliedMark; row: AdminContactRow } | undefined> {
  const [before] = await tx.select(contactColumns).from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  if (!before) return undefined;
  const [after] = await tx
    .update(contactMessages)
    .set({ repliedAt: replied ? (before.repliedAt ?? new Date()) : null, repliedBy: replied ? actorId : null })
    .where(eq(contactMessages.id, id))
    .returning(contactColumns);
  if (!after) return undefined;
  return { before: { repliedAt: iso(before.repliedAt) }, after: { repliedAt: iso(after.repliedAt) }, row: toContactRow(after) };
}
