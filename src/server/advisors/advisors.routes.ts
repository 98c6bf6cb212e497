import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { advisorListSchema, advisorRecordSchema, advisorSlugParamsSchema } from '../../shared/advisors/advisor.schema.ts';
import { isUuid } from '../db/uuid.ts';
import { ApiError } from '../http/api-error.ts';
import { sendEncodedPayload } from '../http/encoded-payload.ts';
import type { AdvisorPreviews } from './advisor-preview.ts';
import type { AdvisorsService } from './advisors.service.ts';

export const advisorsRoutes: FastifyPluginAsyncZod<{ advisors: AdvisorsService; previews: AdvisorPreviews }> = async (app, { advisors, previews }) => {
  app.get(
    '/advisors',
    {
      schema: {
        tags: ['advisors'],
        summary: 'All advisors ordered by name, with their tags (archived ones left out); 304 when If-None-Match holds the current ETag',
        response: { 200: advisorListSchema, 304: z.null() },
      },
      // The list is served from memory; the global per-client limit would only get in the way.
      config: { rateLimit: false },
      // Compressed once per change, not per request (http/encoded-payload.ts).
      compress: false,
    },
    async (request, reply) => {
      // Serialised and encoded once per cache fill: Fastify sends the bytes as they are, skipping
      // the per-request serialiser (the schema above still documents the shape). Browsers keep a
      // copy but ask each time (no-cache + ETag, a 304 from memory), so an admin's change shows
      // on the next page load at once (decision 0191).
      const payload = await advisors.listPayload();
      return sendEncodedPayload(request, reply, payload, { contentType: 'application/json; charset=utf-8', cacheControl: 'public, no-cache' });
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

  app.get(
    '/advisors/:slug/preview.png',
    {
      schema: {
        tags: ['advisors'],
        summary: "An advisor's avatar as a 512x512 PNG, for link previews (the page's og:image); 304 when If-None-Match holds its ETag",
        params: advisorSlugParamsSchema,
      },
      // Drawn once per avatar and kept; link-preview crawlers fetch it now and then.
      compress: false,
    },
    async (request, reply) => {
      const preview = await previews.pngFor(request.params.slug);
      void reply.header('etag', preview.etag).header('cache-control', 'public, max-age=86400');
      if (request.headers['if-none-match'] === preview.etag) return reply.code(304).send();
      return reply.type('image/png').send(preview.png);
    },
  );

  app.get(
    '/advisor-images/:id/:kind',
    {
      schema: {
        tags: ['advisors'],
        summary: "An advisor's uploaded avatar (256x256) or cover (1200x400), as WebP",
        params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)), kind: z.enum(['avatar', 'cover']) }),
        querystring: z.object({ v: z.optional(z.string().check(z.maxLength(32))) }),
      },
      // Cards show many at once, and the versioned URLs are cached for good by browsers.
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      const image = isUuid(id) ? await advisors.image(id, kind) : undefined;
      if (!image) throw new ApiError('not_found:advisor_image');
      return reply
        .type(image.contentType)
        .header('cache-control', request.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        .header('last-modified', image.updatedAt.toUTCString())
        .send(image.bytes);
    },
  );
};
