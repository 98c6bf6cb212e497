import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterSignupResultSchema, newsletterSignupSchema } from '../../shared/newsletter/newsletter.schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { NewsletterService } from './newsletter.service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService; formRateLimitPerMinute: number }> = async (
  app,
  { newsletter, formRateLimitPerMinute },
) => {
  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Join the mailing list from the footer form',
        body: newsletterSignupSchema,
        response: { 201: newsletterSignupResultSchema },
      },
      config: { rateLimit: { max: formRateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const added = await newsletter.subscribe(request.body.email, 'footer');
      if (!added) throw new ApiError('conflict:newsletter');
      return reply.code(201).send({ subscribed: true });
    },
  );
};
