import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactReceivedSchema, contactSchema } from '../../shared/contact/contact.schema.ts';
import { findSignedInUser } from '../auth/guards.ts';
import type { FormLimit } from '../rate-limits/form-limit.ts';
import type { ContactService } from './contact.service.ts';

/** Public: the contact form. A signed-in sender's message is linked to the account. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService; formLimit: FormLimit }> = async (app, { contact, formLimit }) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send the team a message (stored, and mailed to TEAM_EMAIL with the sender as reply-to)',
        body: contactSchema,
        response: { 201: contactReceivedSchema },
      },
      config: formLimit,
    },
    async (request, reply) => {
      await contact.submit(request.body, (await findSignedInUser(request))?.id ?? null);
      return reply.code(201).send({ received: true });
    },
  );
};
