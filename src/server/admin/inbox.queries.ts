import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  contentAuditActions,
  type AdminContactRow,
  type AdminFeedbackRow,
  type ContactListQuery,
  type ContactPage,
  type FeedbackListQuery,
  type FeedbackPage,
} from '../../shared/admin/content.schema.ts';
import type { Database } from '../db/client.ts';
import { contactMessages, feedback } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import { runAudited } from './audit.ts';
import type { AdminRequestContext } from './customers.service.ts';

/** `%` and `_` typed in the search box are matched as themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

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

const count = sql<number>`count(*)::int`;

/**
 * The feedback and contact inboxes of /admin/content: one page each, searched, filtered by the
 * 'replied' mark and sorted; and the mark itself, set or cleared, each change audited.
 */
export function createInbox({ db }: { db: Database }) {
  async function listFeedback(query: FeedbackListQuery): Promise<FeedbackPage> {
    const conditions: (SQL | undefined)[] = [repliedCondition(feedback.repliedAt, query.replied)];
    if (query.q) {
      const pattern = likePattern(query.q);
      conditions.push(or(ilike(feedback.partingThoughts, pattern), ilike(feedback.name, pattern), ilike(feedback.email, pattern)));
    }
    const where = and(...conditions);
    const direction = query.dir === 'asc' ? asc : desc;
    const key = { createdAt: feedback.createdAt, rating: feedback.rating }[query.sort];
    const [rows, [counted]] = await Promise.all([
      db
        .select(feedbackColumns)
        .from(feedback)
        .where(where)
        .orderBy(direction(key), direction(feedback.createdAt), direction(feedback.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ total: count }).from(feedback).where(where),
    ]);
    return { rows: rows.map(toFeedbackRow), total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
  }

  async function listContact(query: ContactListQuery): Promise<ContactPage> {
    const conditions: (SQL | undefined)[] = [repliedCondition(contactMessages.repliedAt, query.replied)];
    if (query.q) {
      const pattern = likePattern(query.q);
      conditions.push(
        or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.subject, pattern),
          ilike(contactMessages.message, pattern),
        ),
      );
    }
    const where = and(...conditions);
    const direction = query.dir === 'asc' ? asc : desc;
    const key = { createdAt: contactMessages.createdAt, name: sql`lower(${contactMessages.name})`, subject: sql`lower(${contactMessages.subject})` }[query.sort];
    const [rows, [counted]] = await Promise.all([
      db
        .select(contactColumns)
        .from(contactMessages)
        .where(where)
        .orderBy(direction(key), direction(contactMessages.createdAt), direction(contactMessages.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ total: count }).from(contactMessages).where(where),
    ]);
    return { rows: rows.map(toContactRow), total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
  }

  /** Sets or clears the mark; setting it again keeps the first time (and still writes its audit row). */
  async function markFeedback(id: string, replied: boolean, context: AdminRequestContext): Promise<AdminFeedbackRow> {
    const action = replied ? contentAuditActions.feedbackMarkReplied : contentAuditActions.feedbackClearReplied;
    return runAudited(db, { ...context, action, target: { type: 'feedback', id } }, async (tx) => {
      const [before] = await tx.select(feedbackColumns).from(feedback).where(eq(feedback.id, id)).for('update');
      if (!before) throw new ApiError('not_found:feedback');
      const repliedAt = replied ? (before.repliedAt ?? new Date()) : null;
      const [after] = await tx
        .update(feedback)
        .set({ repliedAt, repliedBy: replied ? context.actor.id : null })
        .where(eq(feedback.id, id))
        .returning(feedbackColumns);
      if (!after) throw new ApiError('not_found:feedback');
      return { before: { repliedAt: iso(before.repliedAt) }, after: { repliedAt: iso(after.repliedAt) }, result: toFeedbackRow(after) };
    });
  }

  async function markContact(id: string, replied: boolean, context: AdminRequestContext): Promise<AdminContactRow> {
    const action = replied ? contentAuditActions.contactMarkReplied : contentAuditActions.contactClearReplied;
    return runAudited(db, { ...context, action, target: { type: 'contact_message', id } }, async (tx) => {
      const [before] = await tx.select(contactColumns).from(contactMessages).where(eq(contactMessages.id, id)).for('update');
      if (!before) throw new ApiError('not_found:contact_message');
      const repliedAt = replied ? (before.repliedAt ?? new Date()) : null;
      const [after] = await tx
        .update(contactMessages)
        .set({ repliedAt, repliedBy: replied ? context.actor.id : null })
        .where(eq(contactMessages.id, id))
        .returning(contactColumns);
      if (!after) throw new ApiError('not_found:contact_message');
      return { before: { repliedAt: iso(before.repliedAt) }, after: { repliedAt: iso(after.repliedAt) }, result: toContactRow(after) };
    });
  }

  return { listFeedback, listContact, markFeedback, markContact };
}

export type Inbox = ReturnType<typeof createInbox>;
