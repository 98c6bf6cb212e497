import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/guards.ts';
import type { AdvisorsService } from '../advisors/advisors.service.ts';
import type { Database } from '../db/client.ts';
import type { InvitesService } from '../invites/invites.service.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { advisorsAdminRoutes } from './advisors.routes.ts';
import { createAdminAdvisorsService } from './advisors.service.ts';
import { analyticsAdminRoutes } from './analytics.routes.ts';
import { auditAdminRoutes } from './audit.routes.ts';
import { contentAdminRoutes } from './content.routes.ts';
import { customersAdminRoutes } from './customers.routes.ts';
import { createCustomersService } from './customers.service.ts';
import { dashboardAdminRoutes } from './dashboard.routes.ts';
import { inviteRequestsAdminRoutes } from './invite-requests.routes.ts';
import { jobsAdminRoutes } from './jobs.routes.ts';
import { outboxAdminRoutes } from './outbox.routes.ts';

export interface AdminRoutesOptions {
  db: Database;
  invites: InvitesService;
  /** The public directory's cache, dropped after every change to an advisor. */
  advisors: AdvisorsService;
  /** The background job queue: its failed and stuck jobs, and retrying them. */
  jobs: JobQueue;
}

/**
 * Everything the admin screens call, under /api/admin. One hook requires an admin for the whole
 * prefix, whatever the route: a new admin route goes in this folder and is registered here.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (admin, { db, invites, advisors, jobs }) => {
  admin.addHook('onRequest', requireAdmin);
  await admin.register(inviteRequestsAdminRoutes, { invites, db });
  await admin.register(outboxAdminRoutes, { db });
  await admin.register(contentAdminRoutes, { db });
  const customers = createCustomersService({ db, requestPasswordReset: (email) => admin.auth.api.requestPasswordReset({ body: { email } }) });
  await admin.register(customersAdminRoutes, { customers });
  await admin.register(auditAdminRoutes, { db });
  await admin.register(dashboardAdminRoutes, { db, jobs });
  await admin.register(jobsAdminRoutes, { db, jobs });
  await admin.register(analyticsAdminRoutes, { db });
  await admin.register(advisorsAdminRoutes, { advisors: createAdminAdvisorsService({ db, advisors }) });
};
