import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContactRowSchema,
  adminFeedbackRowSchema,
  contactListQuerySchema,
  contactPageSchema,
  contentIdParamsSchema,
  feedbackListQuerySchema,
  feedbackPageSchema,
  repliedMarkSchema,
} from '../../shared/admin/content.schema.ts';
import { adminContextOf } from './admin-context.ts';
import type { InboxService } from './inbox.service.ts';

/** The feedback and contact tabs of /admin/content: the messages, and their audited 'replied' mark. */
export const inboxAdminRoutes: FastifyPluginAsyncZod<{ inbox: InboxService }> = async (app, { inbox }) => {
  app.get(
    '/feedback',
    { schema: { tags: ['admin'], summary: 'Feedback, one page, searched, filtered by the replied mark and sorted', querystring: feedbackListQuerySchema, response: { 200: feedbackPageSchema } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await inbox.listFeedback(request.query)),
  );
  app.post(
    '/feedback/:id/replied',
    { schema: { tags: ['admin'], summary: "Set or clear a feedback's 'replied' mark", params: contentIdParamsSchema, body: repliedMarkSchema, response: { 200: adminFeedbackRowSchema } } },
    async (request) => inbox.markFeedback(request.params.id, request.body.replied, adminContextOf(request)),
  );
  app.get(
    '/contact-messages',
    { schema: { tags: ['admin'], summary: 'Contact messages, one page, searched, filtered by the replied mark and sorted', querystring: contactListQuerySchema, response: { 200: contactPageSchema } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await inbox.listContact(request.query)),
  );
  app.post(
    '/contact-messages/:id/replied',
    { schema: { tags: ['admin'], summary: "Set or clear a contact message's 'replied' mark", params: contentIdParamsSchema, body: repliedMarkSchema, response: { 200: adminContactRowSchema } } },
    async (request) => inbox.markContact(request.params.id, request.body.replied, adminContextOf(request)),
  );
};
