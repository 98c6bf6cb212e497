import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { adminListQuerySchema } from '../../shared/admin/list-query.schema.ts';
import { contactMessageRowSchema, contactReceivedSchema, contactSchema } from '../../shared/contact/contact.schema.ts';
import { findSignedInUser } from '../auth/guards.ts';
import type { ContactService } from './contact.service.ts';

/** Public: the contact form. A signed-in sender's message is linked to the account. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService; formRateLimitPerMinute: number }> = async (
  app,
  { contact, formRateLimitPerMinute },
) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send the team a message (stored, and mailed to TEAM_EMAIL with the sender as reply-to)',
        body: contactSchema,
        response: { 201: contactReceivedSchema },
      },
      config: { rateLimit: { max: formRateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = await findSignedInUser(app.auth, request);
      await contact.submit(request.body, user?.id ?? null);
      return reply.code(201).send({ received: true });
    },
  );
};

/** Admin: reading contact messages. Registered inside the admin scope, which requires an admin. */
export const contactAdminRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.get(
    '/contact-messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, newest first',
        querystring: adminListQuerySchema,
        response: { 200: z.array(contactMessageRowSchema) },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await contact.list(request.query.limit)),
  );
};
