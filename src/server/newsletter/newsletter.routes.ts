import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterSignupResultSchema, newsletterSignupSchema } from '../../shared/newsletter/newsletter.schema.ts';
import type { FormLimit } from '../rate-limits/form-limit.ts';
import { type NewsletterService, refusedSubscription } from './newsletter.service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService; formLimit: FormLimit }> = async (app, { newsletter, formLimit }) => {
  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Join the mailing list from the footer form',
        body: newsletterSignupSchema,
        response: { 201: newsletterSignupResultSchema },
      },
      config: formLimit,
    },
    async (request, reply) => {
      const outcome = await newsletter.subscribe(request.body.email, 'footer');
      if (outcome !== 'added') throw refusedSubscription(outcome);
      return reply.code(201).send({ subscribed: true });
    },
  );
};
