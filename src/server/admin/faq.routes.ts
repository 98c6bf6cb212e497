import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminFaqEntrySchema, adminFaqListSchema, contentIdParamsSchema, faqEntryInputSchema, faqEntryLimit, faqMoveSchema } from '../../shared/admin/content.schema.ts';
import { adminContextOf } from './admin-context.ts';
import type { FaqAdminService } from './faq.service.ts';

/** The FAQ tab of /admin/content: every entry, and adding, editing, deleting and moving one. */
export const faqAdminRoutes: FastifyPluginAsyncZod<{ faq: FaqAdminService }> = async (app, { faq }) => {
  app.get(
    '/faq',
    { schema: { tags: ['admin'], summary: 'Every FAQ entry, published or not, in page order', response: { 200: adminFaqListSchema } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await faq.list()),
  );
  app.post(
    '/faq',
    { schema: { tags: ['admin'], summary: `Add an FAQ entry at the end (at most ${faqEntryLimit} entries; 409 conflict:faq_limit)`, body: faqEntryInputSchema, response: { 201: adminFaqEntrySchema } } },
    async (request, reply) => reply.code(201).send(await faq.create(request.body, adminContextOf(request))),
  );
  app.patch(
    '/faq/:id',
    { schema: { tags: ['admin'], summary: 'Edit an FAQ entry: question, answer, published', params: contentIdParamsSchema, body: faqEntryInputSchema, response: { 200: adminFaqEntrySchema } } },
    async (request) => faq.update(request.params.id, request.body, adminContextOf(request)),
  );
  app.delete(
    '/faq/:id',
    { schema: { tags: ['admin'], summary: 'Delete an FAQ entry: it leaves the page at once', params: contentIdParamsSchema } },
    async (request, reply) => {
      await faq.remove(request.params.id, adminContextOf(request));
      return reply.code(204).send();
    },
  );
  app.post(
    '/faq/:id/move',
    { schema: { tags: ['admin'], summary: 'Move an FAQ entry one place up or down (409 conflict:faq_edge at the end); answers the list in its new order', params: contentIdParamsSchema, body: faqMoveSchema, response: { 200: adminFaqListSchema } } },
    async (request) => faq.move(request.params.id, request.body, adminContextOf(request)),
  );
};
