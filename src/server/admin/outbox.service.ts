import type { OutboxListQuery, OutboxPage } from '../../shared/admin/content.schema.ts';
import type { Database } from '../db/client.ts';
import { redactExpiredOutboxLinks } from '../mail/mailer.ts';
import { selectOutboxPage } from './outbox.queries.ts';

/** The outbox tab of /admin/content: the mail the app sent, its links redacted once they stop working. */
export function createOutboxService({ db }: { db: Database }) {
  return {
    async list(query: OutboxListQuery): Promise<OutboxPage> {
      // An admin never reads a link that has stopped working, whenever the last mail went out.
      await redactExpiredOutboxLinks(db);
      return selectOutboxPage(db, query);
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
