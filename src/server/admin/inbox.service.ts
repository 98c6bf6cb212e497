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
import { ApiError } from '../http/api-error.ts';
import type { AdminRequestContext } from './admin-context.ts';
import { runAudited } from './audit.ts';
import { markContactReplied, markFeedbackReplied, selectContactPage, selectFeedbackPage } from './inbox.queries.ts';

/**
 * The feedback and contact inboxes of /admin/content: one page each, searched, filtered by the
 * 'replied' mark and sorted; and the mark itself, set or cleared, each change audited.
 */
export function createInboxService({ db }: { db: Database }) {
  return {
    listFeedback(query: FeedbackListQuery): Promise<FeedbackPage> {
      return selectFeedbackPage(db, query);
    },

    listContact(query: ContactListQuery): Promise<ContactPage> {
      return selectContactPage(db, query);
    },

    /** Sets or clears the mark; setting it again keeps the first time (and still writes its audit row). */
    markFeedback(id: string, replied: boolean, context: AdminRequestContext): Promise<AdminFeedbackRow> {
      const action = replied ? contentAuditActions.feedbackMarkReplied : contentAuditActions.feedbackClearReplied;
      return runAudited(db, { ...context, action, target: { type: 'feedback', id } }, async (tx) => {
        const marked = await markFeedbackReplied(tx, id, replied, context.actor.id);
        if (!marked) throw new ApiError('not_found:feedback');
        return { before: marked.before, after: marked.after, result: marked.row };
      });
    },

    markContact(id: string, replied: boolean, context: AdminRequestContext): Promise<AdminContactRow> {
      const action = replied ? contentAuditActions.contactMarkReplied : contentAuditActions.contactClearReplied;
      return runAudited(db, { ...context, action, target: { type: 'contact_message', id } }, async (tx) => {
        const marked = await markContactReplied(tx, id, replied, context.actor.id);
        if (!marked) throw new ApiError('not_found:contact_message');
        return { before: marked.before, after: marked.after, result: marked.row };
      });
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
