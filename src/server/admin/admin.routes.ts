import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/guards.ts';
import { advisorsAdminRoutes } from './advisors.routes.ts';
import type { AdminAdvisorsService } from './advisors.service.ts';
import { analyticsAdminRoutes } from './analytics.routes.ts';
import type { AnalyticsService } from './analytics.service.ts';
import { auditAdminRoutes } from './audit.routes.ts';
import type { AuditService } from './audit.service.ts';
import { customersAdminRoutes } from './customers.routes.ts';
import type { CustomersService } from './customers.service.ts';
import { dashboardAdminRoutes } from './dashboard.routes.ts';
import type { DashboardService } from './dashboard.service.ts';
import { faqAdminRoutes } from './faq.routes.ts';
import type { FaqAdminService } from './faq.service.ts';
import { inboxAdminRoutes } from './inbox.routes.ts';
import type { InboxService } from './inbox.service.ts';
import { inviteRequestsAdminRoutes } from './invite-requests.routes.ts';
import type { InviteRequestsAdminService } from './invite-requests.service.ts';
import { jobsAdminRoutes } from './jobs.routes.ts';
import type { JobsAdminService } from './jobs.service.ts';
import { mailingListAdminRoutes } from './mailing-list.routes.ts';
import type { MailingListService } from './mailing-list.service.ts';
import { outboxAdminRoutes } from './outbox.routes.ts';
import type { OutboxService } from './outbox.service.ts';

/** One service per admin area, built in app/services.ts with the other features' services. */
export interface AdminServices {
  inviteRequests: InviteRequestsAdminService;
  outbox: OutboxService;
  inbox: InboxService;
  mailingList: MailingListService;
  faq: FaqAdminService;
  customers: CustomersService;
  audit: AuditService;
  dashboard: DashboardService;
  jobs: JobsAdminService;
  analytics: AnalyticsService;
  advisors: AdminAdvisorsService;
}

/**
 * Everything the admin screens call, under /api/admin. One hook requires an admin for the whole
 * prefix, whatever the route: a new admin route goes in this folder and is registered here.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ services: AdminServices }> = async (admin, { services }) => {
  admin.addHook('onRequest', requireAdmin);
  await admin.register(inviteRequestsAdminRoutes, { inviteRequests: services.inviteRequests });
  await admin.register(outboxAdminRoutes, { outbox: services.outbox });
  await admin.register(inboxAdminRoutes, { inbox: services.inbox });
  await admin.register(mailingListAdminRoutes, { mailingList: services.mailingList });
  await admin.register(faqAdminRoutes, { faq: services.faq });
  await admin.register(customersAdminRoutes, { customers: services.customers });
  await admin.register(auditAdminRoutes, { audit: services.audit });
  await admin.register(dashboardAdminRoutes, { dashboard: services.dashboard });
  await admin.register(jobsAdminRoutes, { jobs: services.jobs });
  await admin.register(analyticsAdminRoutes, { analytics: services.analytics });
  await admin.register(advisorsAdminRoutes, { advisors: services.advisors });
};
