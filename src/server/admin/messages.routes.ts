import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { adminListQuerySchema } from '../../shared/admin/list-query.schema.ts';
import { contactMessageRowSchema } from '../../shared/contact/contact.schema.ts';
import { feedbackRowSchema } from '../../shared/feedback/feedback.schema.ts';
import type { ContactService } from '../contact/contact.service.ts';
import type { FeedbackService } from '../feedback/feedback.service.ts';

/** The feedback and contact screens: what visitors and users wrote to the team, newest first. */
export const messagesAdminRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService; contact: ContactService }> = async (app, { feedback, contact }) => {
  app.get(
    '/feedback',
    { schema: { tags: ['admin'], summary: 'Feedback, newest first', querystring: adminListQuerySchema, response: { 200: z.array(feedbackRowSchema) } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await feedback.list(request.query.limit)),
  );

  app.get(
    '/contact-messages',
    { schema: { tags: ['admin'], summary: 'Contact messages, newest first', querystring: adminListQuerySchema, response: { 200: z.array(contactMessageRowSchema) } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await contact.list(request.query.limit)),
  );
};
