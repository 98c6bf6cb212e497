import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobIdParamsSchema, jobListQuerySchema, jobPageSchema, jobRetryResultSchema } from '../../shared/admin/jobs.schema.ts';
import { adminContextOf } from './admin-context.ts';
import type { JobsAdminService } from './jobs.service.ts';

/** Failed and stuck background jobs: the list, and one more attempt for a failed one (audited). */
export const jobsAdminRoutes: FastifyPluginAsyncZod<{ jobs: JobsAdminService }> = async (app, { jobs }) => {
  app.get(
    '/jobs',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Failed background jobs (out of retries, kept a day) and stuck ones (running past their time limit, or due 15 minutes ago and not started), one page, newest first by default; never their payloads',
        querystring: jobListQuerySchema,
        response: { 200: jobPageSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await jobs.list(request.query)),
  );

  app.post(
    '/jobs/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Run a failed job once more (404 not_found:job for an unknown id, 409 conflict:job_not_failed for a job waiting or running)',
        params: jobIdParamsSchema,
        response: { 200: jobRetryResultSchema },
      },
    },
    async (request) => jobs.retry(request.params.id, adminContextOf(request)),
  );
};
