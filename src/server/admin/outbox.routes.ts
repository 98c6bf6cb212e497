import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxListQuerySchema, outboxPageSchema } from '../../shared/admin/content.schema.ts';
import type { OutboxService } from './outbox.service.ts';

/** The outbox tab of /admin/content: the mail the app sent. */
export const outboxAdminRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Mail the app sent (or kept, without SMTP), one page, searched by recipient or subject, newest first by default; links are redacted once sent over SMTP or expired',
        querystring: outboxListQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await outbox.list(request.query)),
  );
};
