import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxListSchema, outboxQuerySchema } from '../../shared/mail/outbox.schema.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { redactExpiredOutboxLinks } from './mailer.ts';

/** The admin's view of sent mail. Registered inside the admin scope, which requires an admin. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mail the app sent (or kept, without SMTP), newest first; links are redacted once sent over SMTP or expired',
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema },
      },
    },
    async (request) => {
      // An admin never reads a link that has stopped working, whenever the last mail went out.
      await redactExpiredOutboxLinks(db);
      const rows = await db
        .select({
          id: mailOutbox.id,
          kind: mailOutbox.kind,
          to: mailOutbox.to,
          replyTo: mailOutbox.replyTo,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
          error: mailOutbox.error,
        })
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(request.query.limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null }));
    },
  );
};
