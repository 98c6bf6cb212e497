import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditPageSchema } from '../../shared/admin/audit.schema.ts';
import type { AuditService } from './audit.service.ts';

/** The audit log screen: every admin action, who did it, and what changed. */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log, one page, by admin, action and date range',
        querystring: auditListQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await audit.list(request.query)),
  );
};
