import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAdvisorDeleteResultSchema,
  adminAdvisorIdParamsSchema,
  adminAdvisorListQuerySchema,
  adminAdvisorPageSchema,
  adminAdvisorResultSchema,
  advisorImageParamsSchema,
  advisorInputSchema,
} from '../../shared/admin/advisors.schema.ts';
import { imageMultipartOptions, imageUploadBodyLimit, readImageUpload } from '../account/image-upload.ts';
import { ApiError } from '../http/api-error.ts';
import type { AdminAdvisorsService } from './advisors.service.ts';
import { adminContextOf } from './admin-context.ts';

/** Image uploads per admin per hour: each one is decoded and resized. */
export const advisorImageUploadsPerHour = 60;

/** The advisors screen: the table, add, edit, delete or archive, restore, and the avatar and cover. */
export const advisorsAdminRoutes: FastifyPluginAsyncZod<{ advisors: AdminAdvisorsService }> = async (app, { advisors }) => {
  // The same multipart limits as profile photos: one file, at most 2 MB.
  await app.register(fastifyMultipart, imageMultipartOptions);

  app.get(
    '/advisors',
    {
      schema: {
        tags: ['admin'],
        summary: 'Advisors (archived ones too), one page, searched by name or slug, filtered by status, tag and archive state, sorted',
        querystring: adminAdvisorListQuerySchema,
        response: { 200: adminAdvisorPageSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await advisors.list(request.query)),
  );

  app.post(
    '/advisors',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add an advisor (409 conflict:advisor_slug when the slug is taken); shown on the public directory at once',
        body: advisorInputSchema,
        response: { 201: adminAdvisorResultSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ advisor: await advisors.create(request.body, adminContextOf(request)) }),
  );

  app.put(
    '/advisors/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Edit every field of an advisor (409 conflict:advisor_slug when the slug is another's); shown on the public pages at once",
        params: adminAdvisorIdParamsSchema,
        body: advisorInputSchema,
        response: { 200: adminAdvisorResultSchema },
      },
    },
    async (request) => ({ advisor: await advisors.update(request.params.id, request.body, adminContextOf(request)) }),
  );

  app.delete(
    '/advisors/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an advisor; one that conversations or memories refer to is archived instead (hidden from the public pages, its conversations kept)',
        params: adminAdvisorIdParamsSchema,
        response: { 200: adminAdvisorDeleteResultSchema },
      },
    },
    async (request) => advisors.remove(request.params.id, adminContextOf(request)),
  );

  app.post(
    '/advisors/:id/restore',
    {
      schema: {
        tags: ['admin'],
        summary: 'Bring an archived advisor back to the public directory',
        params: adminAdvisorIdParamsSchema,
        response: { 200: adminAdvisorResultSchema },
      },
    },
    async (request) => ({ advisor: await advisors.restore(request.params.id, adminContextOf(request)) }),
  );

  app.post(
    '/advisors/:id/images/:kind',
    {
      schema: {
        tags: ['admin'],
        summary: `Upload the avatar or cover (multipart, one PNG, JPEG, WebP or GIF file, at most 2 MB and 16 megapixels; stored as WebP, avatar 256x256, cover 1200x400; ${advisorImageUploadsPerHour} per hour)`,
        consumes: ['multipart/form-data'],
        params: advisorImageParamsSchema,
        response: { 200: adminAdvisorResultSchema },
      },
      config: {
        // Counted before the body is read; the admin hook (onRequest) has found the user already.
        rateLimit: {
          max: advisorImageUploadsPerHour,
          timeWindow: '1 hour',
          keyGenerator: (request) => `advisor-image:${request.user?.id ?? request.ip}`,
          errorResponseBuilder: (_request, context) =>
            new ApiError('rate_limit:advisor_image', { headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) } }),
        },
      },
      bodyLimit: imageUploadBodyLimit,
    },
    async (request) => {
      const bytes = await readImageUpload(request);
      return { advisor: await advisors.uploadImage(request.params.id, request.params.kind, bytes, adminContextOf(request)) };
    },
  );

  app.delete(
    '/advisors/:id/images/:kind',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove the avatar or cover: the cards show their placeholder',
        params: advisorImageParamsSchema,
        response: { 200: adminAdvisorResultSchema },
      },
    },
    async (request) => ({ advisor: await advisors.removeImage(request.params.id, request.params.kind, adminContextOf(request)) }),
  );
};
