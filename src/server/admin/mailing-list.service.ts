import {
  contentAuditActions,
  type SubscriberExportQuery,
  type SubscriberListQuery,
  type SubscriberPage,
  type SubscriberRow,
} from '../../shared/admin/content.schema.ts';
import { toCsv } from '../../shared/admin/csv.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import type { AdminRequestContext } from './admin-context.ts';
import { runAudited } from './audit.ts';
import { markUnsubscribed, selectSubscriberPage, selectSubscribersToExport } from './mailing-list.queries.ts';

/** The mailing list of /admin/content: the table, its CSV export, and the audited unsubscribe. */
export function createMailingListService({ db }: { db: Database }) {
  return {
    list(query: SubscriberListQuery): Promise<SubscriberPage> {
      return selectSubscriberPage(db, query);
    },

    /** Every row the filters match (up to the export limit), as CSV, each cell neutralised. */
    async exportCsv(query: SubscriberExportQuery): Promise<string> {
      const rows = await selectSubscribersToExport(db, query);
      return toCsv(
        ['Email', 'Source', 'Subscribed', 'Status', 'Unsubscribed'],
        rows.map((row) => [row.email, row.source, row.createdAt, row.status, row.unsubscribedAt]),
      );
    },

    /** Marks the address unsubscribed; the row stays. Already unsubscribed is a no-op that is still audited. */
    unsubscribe(id: string, context: AdminRequestContext): Promise<SubscriberRow> {
      return runAudited(
        db,
        { ...context, action: contentAuditActions.subscriberUnsubscribe, target: { type: 'mailing_list', id } },
        async (tx) => {
          const marked = await markUnsubscribed(tx, id);
          if (!marked) throw new ApiError('not_found:subscriber');
          return { before: marked.before, after: marked.after, result: marked.row };
        },
      );
    },
  };
}

export type MailingListService = ReturnType<typeof createMailingListService>;
