import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataExportParamsSchema, dataExportSchema, dataExportStateSchema } from '../../shared/account/data-export.schema.ts';
import { requireUser, signedInUser } from '../auth/guards.ts';
import type { FormLimit } from '../rate-limits/form-limit.ts';
import type { DataExportService } from './data-export.service.ts';

interface DataExportRouteOptions {
  dataExport: DataExportService;
  /** Each request reads everything the user has: the form limit keeps that occasional. */
  formLimit: FormLimit;
}

export const dataExportRoutes: FastifyPluginAsyncZod<DataExportRouteOptions> = async (app, { dataExport, formLimit }) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/me/data-export',
    {
      schema: {
        tags: ['account'],
        summary: 'Ask for a copy of everything stored about you; it is prepared in the background and mailed about',
        response: { 202: dataExportSchema },
      },
      config: formLimit,
    },
    async (request, reply) =>
      reply
        .code(202)
        .header('cache-control', 'no-store')
        .send(await dataExport.request(signedInUser(request).id)),
  );

  app.get(
    '/me/data-export',
    {
      schema: {
        tags: ['account'],
        summary: 'The latest copy asked for: preparing, ready (with its link), failed or expired; null before the first',
        response: { 200: dataExportStateSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send({ dataExport: await dataExport.latest(signedInUser(request).id) }),
  );

  app.get(
    '/me/data-export/:id/archive',
    {
      schema: { tags: ['account'], summary: 'The ZIP, for its owner only, for 24 hours after it is ready', params: dataExportParamsSchema },
    },
    async (request, reply) => {
      const { fileName, bytes } = await dataExport.archive(signedInUser(request).id, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
