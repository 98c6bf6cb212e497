import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '../../shared/admin/dashboard.schema.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { selectDashboardFigures, selectRecentActivity } from './dashboard.queries.ts';

/** The dashboard: the figures that say how the product is doing, and the newest events. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{ db: Database; jobs: JobQueue }> = async (app, { db, jobs }) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users, advisors, content, Premium subscribers and revenue, failed and stuck jobs, and the recent activity',
        response: { 200: dashboardSchema },
      },
    },
    async (_request, reply) => {
      const [figures, jobCounts, activity] = await Promise.all([selectDashboardFigures(db), jobs.countProblems(), selectRecentActivity(db)]);
      return reply.header('cache-control', 'no-store').send({ ...figures, jobs: jobCounts, activity });
    },
  );
};
