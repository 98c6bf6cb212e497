import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditPageSchema } from '../../shared/admin/audit.schema.ts';
import type { Database } from '../db/client.ts';
import { listAudit } from './audit.ts';

/** The audit log screen: every admin action, who did it, and what changed. */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
    async (request, reply) => reply.header('cache-control', 'no-store').send(await listAudit(db, request.query)),
  );
};
