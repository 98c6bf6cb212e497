import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { officeHours, siteInfoSchema, type SiteInfo } from '../../shared/site/site-info.schema.ts';
import type { Config } from '../config.ts';

/** Public: how to reach the team, from the configuration (CONTACT_PHONE, CONTACT_EMAIL, CONTACT_ADDRESS). */
export const siteInfoRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'contactPhone' | 'contactEmail' | 'contactAddress'> }> = async (
  app,
  { config },
) => {
  const info: SiteInfo = {
    contactPhone: config.contactPhone,
    contactEmail: config.contactEmail,
    contactAddress: config.contactAddress,
    officeHours: officeHours.map((entry) => ({ ...entry })),
  };
  app.get(
    '/site-info',
    {
      schema: { tags: ['site'], summary: 'Contact details and office hours for the contact page', response: { 200: siteInfoSchema } },
    },
    // Changes only with a restart; a few minutes of caching is plenty.
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(info),
  );
};
