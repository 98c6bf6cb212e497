import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdvisorsService } from '../advisors/advisors.service.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** Public, at the site's root: the sitemap (the public pages and every advisor's) and robots.txt. */
export const sitemapRoutes: FastifyPluginAsyncZod<{ advisors: Pick<AdvisorsService, 'sitemapEntries'>; publicUrl: string }> = async (app, { advisors, publicUrl }) => {
  app.get('/sitemap.xml', { schema: { tags: ['site'], summary: 'The public pages and each advisor page, with when the advisor last changed' } }, async (_request, reply) =>
    // Crawlers come rarely; an hour of caching keeps a new advisor's page out of it for at most that long.
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(publicUrl, await advisors.sitemapEntries())),
  );
  const robots = robotsTxt(publicUrl);
  app.get('/robots.txt', { schema: { tags: ['site'], summary: 'What crawlers may read, and where the sitemap is' } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robots),
  );
};
