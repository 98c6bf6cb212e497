import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AdvisorRecord, advisorListSchema, advisorRecordSchema, advisorSlugParamsSchema } from '../../shared/advisors/advisor.schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { AdvisorsService } from './advisors.service.ts';

export const advisorsRoutes: FastifyPluginAsyncZod<{ advisors: AdvisorsService }> = async (app, { advisors }) => {
  app.get(
    '/advisors',
    {
      schema: {
        tags: ['advisors'],
        summary: 'All advisors ordered by name, with their tags',
        response: { 200: advisorListSchema },
      },
      // The list is served from memory; the global per-client limit would only get in the way.
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      // Serialised once per cache fill: Fastify sends a JSON string as it is, skipping the
      // per-request serialiser (the schema above still documents the shape).
      const json = await advisors.listJson();
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=30')
        .send(json as unknown as AdvisorRecord[]);
    },
  );

  app.get(
    '/advisors/:slug',
    {
      schema: {
        tags: ['advisors'],
        summary: 'One advisor by slug',
        params: advisorSlugParamsSchema,
        response: { 200: advisorRecordSchema },
      },
    },
    async (request) => {
      const advisor = await advisors.findBySlug(request.params.slug);
      if (!advisor) throw new ApiError('not_found:advisor');
      return advisor;
    },
  );
};
