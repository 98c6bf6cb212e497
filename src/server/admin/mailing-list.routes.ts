import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contentIdParamsSchema,
  subscriberExportLimit,
  subscriberExportQuerySchema,
  subscriberListQuerySchema,
  subscriberPageSchema,
  subscriberRowSchema,
} from '../../shared/admin/content.schema.ts';
import { adminContextOf } from './admin-context.ts';
import { sendCsv } from './csv-reply.ts';
import type { MailingListService } from './mailing-list.service.ts';

/** The mailing list tab of /admin/content: the subscribers, their CSV export, and unsubscribing one. */
export const mailingListAdminRoutes: FastifyPluginAsyncZod<{ mailingList: MailingListService }> = async (app, { mailingList }) => {
  app.get(
    '/mailing-list',
    { schema: { tags: ['admin'], summary: 'Mailing list subscribers, one page, searched, filtered and sorted', querystring: subscriberListQuerySchema, response: { 200: subscriberPageSchema } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await mailingList.list(request.query)),
  );
  app.get(
    '/mailing-list/export.csv',
    { schema: { tags: ['admin'], summary: `The subscribers the filters match, every page (at most ${subscriberExportLimit}), as CSV`, querystring: subscriberExportQuerySchema } },
    async (request, reply) => sendCsv(reply, 'mailing-list', await mailingList.exportCsv(request.query)),
  );
  app.post(
    '/mailing-list/:id/unsubscribe',
    { schema: { tags: ['admin'], summary: 'Unsubscribe an address: the row stays, marked; signing up again resubscribes it', params: contentIdParamsSchema, response: { 200: subscriberRowSchema } } },
    async (request) => mailingList.unsubscribe(request.params.id, adminContextOf(request)),
  );
};
