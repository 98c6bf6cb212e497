import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminContactRowSchema,
  adminFaqEntrySchema,
  adminFaqListSchema,
  adminFeedbackRowSchema,
  contactListQuerySchema,
  contactPageSchema,
  contentIdParamsSchema,
  faqEntryInputSchema,
  faqEntryLimit,
  faqMoveSchema,
  feedbackListQuerySchema,
  feedbackPageSchema,
  repliedMarkSchema,
  subscriberExportLimit,
  subscriberExportQuerySchema,
  subscriberListQuerySchema,
  subscriberPageSchema,
  subscriberRowSchema,
} from '../../shared/admin/content.schema.ts';
import { signedInUser } from '../auth/guards.ts';
import type { Database } from '../db/client.ts';
import type { AdminRequestContext } from './customers.service.ts';
import { createFaqAdmin } from './faq-admin.ts';
import { createInbox } from './inbox.ts';
import { createMailingListAdmin } from './mailing-list.ts';

const contextOf = (request: FastifyRequest): AdminRequestContext => {
  const actor = signedInUser(request);
  return { actor: { id: actor.id, email: actor.email }, requestId: request.id };
};

/**
 * The content page's tabs other than invite requests and the outbox: the feedback and contact
 * inboxes with their 'replied' mark, the mailing list, and the FAQ entries. Every change audited.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const inbox = createInbox({ db });
  const mailingList = createMailingListAdmin({ db });
  const faq = createFaqAdmin({ db });

  // ---- Feedback and contact messages ----
  app.get(
    '/feedback',
    { schema: { tags: ['admin'], summary: 'Feedback, one page, searched, filtered by the replied mark and sorted', querystring: feedbackListQuerySchema, response: { 200: feedbackPageSchema } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await inbox.listFeedback(request.query)),
  );
  app.post(
    '/feedback/:id/replied',
    { schema: { tags: ['admin'], summary: "Set or clear a feedback's 'replied' mark", params: contentIdParamsSchema, body: repliedMarkSchema, response: { 200: adminFeedbackRowSchema } } },
    async (request) => inbox.markFeedback(request.params.id, request.body.replied, contextOf(request)),
  );
  app.get(
    '/contact-messages',
    { schema: { tags: ['admin'], summary: 'Contact messages, one page, searched, filtered by the replied mark and sorted', querystring: contactListQuerySchema, response: { 200: contactPageSchema } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await inbox.listContact(request.query)),
  );
  app.post(
    '/contact-messages/:id/replied',
    { schema: { tags: ['admin'], summary: "Set or clear a contact message's 'replied' mark", params: contentIdParamsSchema, body: repliedMarkSchema, response: { 200: adminContactRowSchema } } },
    async (request) => inbox.markContact(request.params.id, request.body.replied, contextOf(request)),
  );

  // ---- Mailing list ----
  app.get(
    '/mailing-list',
    { schema: { tags: ['admin'], summary: 'Mailing list subscribers, one page, searched, filtered and sorted', querystring: subscriberListQuerySchema, response: { 200: subscriberPageSchema } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await mailingList.list(request.query)),
  );
  app.get(
    '/mailing-list/export.csv',
    { schema: { tags: ['admin'], summary: `The subscribers the filters match, every page (at most ${subscriberExportLimit}), as CSV`, querystring: subscriberExportQuerySchema } },
    async (request, reply) => {
      const csv = await mailingList.exportCsv(request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="mailing-list-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
  app.post(
    '/mailing-list/:id/unsubscribe',
    { schema: { tags: ['admin'], summary: 'Unsubscribe an address: the row stays, marked; signing up again resubscribes it', params: contentIdParamsSchema, response: { 200: subscriberRowSchema } } },
    async (request) => mailingList.unsubscribe(request.params.id, contextOf(request)),
  );

  // ---- FAQ ----
  app.get(
    '/faq',
    { schema: { tags: ['admin'], summary: 'Every FAQ entry, published or not, in page order', response: { 200: adminFaqListSchema } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await faq.list()),
  );
  app.post(
    '/faq',
    { schema: { tags: ['admin'], summary: `Add an FAQ entry at the end (at most ${faqEntryLimit} entries; 409 conflict:faq_limit)`, body: faqEntryInputSchema, response: { 201: adminFaqEntrySchema } } },
    async (request, reply) => reply.code(201).send(await faq.create(request.body, contextOf(request))),
  );
  app.patch(
    '/faq/:id',
    { schema: { tags: ['admin'], summary: 'Edit an FAQ entry: question, answer, published', params: contentIdParamsSchema, body: faqEntryInputSchema, response: { 200: adminFaqEntrySchema } } },
    async (request) => faq.update(request.params.id, request.body, contextOf(request)),
  );
  app.delete(
    '/faq/:id',
    { schema: { tags: ['admin'], summary: 'Delete an FAQ entry: it leaves the page at once', params: contentIdParamsSchema } },
    async (request, reply) => {
      await faq.remove(request.params.id, contextOf(request));
      return reply.code(204).send();
    },
  );
  app.post(
    '/faq/:id/move',
    { schema: { tags: ['admin'], summary: 'Move an FAQ entry one place up or down (409 conflict:faq_edge at the end); answers the list in its new order', params: contentIdParamsSchema, body: faqMoveSchema, response: { 200: adminFaqListSchema } } },
    async (request) => faq.move(request.params.id, request.body, contextOf(request)),
  );
};
