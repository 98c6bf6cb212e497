import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxListSchema, outboxQuerySchema } from '../../shared/mail/outbox.schema.ts';
import type { Database } from '../db/client.ts';
import { selectOutbox } from './outbox.queries.ts';

/** The outbox screen: the mail the app sent. */
export const outboxAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
    async (request) => selectOutbox(db, request.query.limit),
  );
};
