import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { adminListQuerySchema } from '../../shared/admin/list-query.schema.ts';
import { feedbackReceivedSchema, feedbackRowSchema, feedbackSchema } from '../../shared/feedback/feedback.schema.ts';
import { findSignedInUser } from '../auth/guards.ts';
import type { FeedbackService } from './feedback.service.ts';

/** Public: anyone may leave feedback; a signed-in user's is linked to the account. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService; formRateLimitPerMinute: number }> = async (
  app,
  { feedback, formRateLimitPerMinute },
) => {
  app.post(
    '/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Leave feedback: a rating from 1 to 5, an optional message, and reply details when a reply is wanted',
        body: feedbackSchema,
        response: { 201: feedbackReceivedSchema },
      },
      config: { rateLimit: { max: formRateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = await findSignedInUser(app.auth, request);
      await feedback.submit(request.body, user?.id ?? null);
      return reply.code(201).send({ received: true });
    },
  );
};

/** Admin: reading feedback. Registered inside the admin scope, which requires an admin. */
export const feedbackAdminRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (app, { feedback }) => {
  app.get(
    '/feedback',
    {
      schema: {
        tags: ['admin'],
        summary: 'Feedback, newest first',
        querystring: adminListQuerySchema,
        response: { 200: z.array(feedbackRowSchema) },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await feedback.list(request.query.limit)),
  );
};
