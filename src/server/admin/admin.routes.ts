import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/guards.ts';
import type { ContactService } from '../contact/contact.service.ts';
import type { Database } from '../db/client.ts';
import type { FeedbackService } from '../feedback/feedback.service.ts';
import type { InvitesService } from '../invites/invites.service.ts';
import { auditAdminRoutes } from './audit.routes.ts';
import { customersAdminRoutes } from './customers.routes.ts';
import { createCustomersService } from './customers.service.ts';
import { dashboardAdminRoutes } from './dashboard.routes.ts';
import { inviteRequestsAdminRoutes } from './invite-requests.routes.ts';
import { messagesAdminRoutes } from './messages.routes.ts';
import { outboxAdminRoutes } from './outbox.routes.ts';

export interface AdminRoutesOptions {
  db: Database;
  invites: InvitesService;
  feedback: FeedbackService;
  contact: ContactService;
}

/**
 * Everything the admin screens call, under /api/admin. One hook requires an admin for the whole
 * prefix, whatever the route: a new admin route goes in this folder and is registered here.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (admin, { db, invites, feedback, contact }) => {
  admin.addHook('onRequest', requireAdmin);
  await admin.register(inviteRequestsAdminRoutes, { invites });
  await admin.register(outboxAdminRoutes, { db });
  await admin.register(messagesAdminRoutes, { feedback, contact });
  const customers = createCustomersService({ db, requestPasswordReset: (email) => admin.auth.api.requestPasswordReset({ body: { email } }) });
  await admin.register(customersAdminRoutes, { customers });
  await admin.register(auditAdminRoutes, { db });
  await admin.register(dashboardAdminRoutes, { db });
};
