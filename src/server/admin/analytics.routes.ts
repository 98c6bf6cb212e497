import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsSchema } from '../../shared/admin/analytics.schema.ts';
import type { AnalyticsService } from './analytics.service.ts';

/** Analytics: counts per UTC day over a range, never what anyone wrote. */
export const analyticsAdminRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (app, { analytics }) => {
  app.get(
    '/analytics',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign-ups, chat messages, itineraries, feedback ratings, conversions and the invite funnel per UTC day over a range',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await analytics.read(request.query)),
  );
};
