import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { publicFaqSchema } from '../../shared/faq/faq.schema.ts';
import type { FaqService } from './faq.service.ts';

/** The public FAQ page's entries. */
export const faqRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  app.get(
    '/faq',
    {
      schema: {
        tags: ['faq'],
        summary: 'The published FAQ entries, in page order (ETag; revalidate before reuse)',
        response: { 200: publicFaqSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const { etag, entries } = await faq.published();
      // Any cache may keep it, but must ask again before reuse: an admin's edit shows at once,
      // and an unchanged FAQ costs a 304.
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return entries;
    },
  );
};
