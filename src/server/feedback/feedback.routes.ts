import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackReceivedSchema, feedbackSchema } from '../../shared/feedback/feedback.schema.ts';
import { findSignedInUser } from '../auth/guards.ts';
import type { FormLimit } from '../rate-limits/form-limit.ts';
import type { FeedbackService } from './feedback.service.ts';

/** Public: anyone may leave feedback; a signed-in user's is linked to the account. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService; formLimit: FormLimit }> = async (app, { feedback, formLimit }) => {
  app.post(
    '/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Leave feedback: a rating from 1 to 5, an optional message, and reply details when a reply is wanted',
        body: feedbackSchema,
        response: { 201: feedbackReceivedSchema },
      },
      config: formLimit,
    },
    async (request, reply) => {
      await feedback.submit(request.body, (await findSignedInUser(request))?.id ?? null);
      return reply.code(201).send({ received: true });
    },
  );
};
