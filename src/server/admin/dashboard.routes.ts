import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '../../shared/admin/dashboard.schema.ts';
import type { DashboardService } from './dashboard.service.ts';

/** The dashboard: the figures that say how the product is doing, and the newest events. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users, advisors, content, Premium subscribers and revenue, failed and stuck jobs, and the recent activity',
        response: { 200: dashboardSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await dashboard.read()),
  );
};
