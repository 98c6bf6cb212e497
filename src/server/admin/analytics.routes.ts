import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presetRange, utcIsoDate } from '../../shared/admin/analytics-range.ts';
import { analyticsQuerySchema, analyticsSchema } from '../../shared/admin/analytics.schema.ts';
import type { Database } from '../db/client.ts';
import { selectAnalytics } from './analytics.queries.ts';

/** Analytics: counts per UTC day over a range, never what anyone wrote. */
export const analyticsAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
    async (request, reply) => {
      const { range, from, to } = request.query;
      // The schema has checked a custom range (both ends, order, span, not after today).
      const days =
        range === 'custom' && from && to ? { from, to } : presetRange(range === 'custom' ? '30d' : range, utcIsoDate(new Date()));
      return reply.header('cache-control', 'no-store').send(await selectAnalytics(db, days));
    },
  );
};
