import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../boot.ts';
import { accountRoutes, avatarRoutes, sessionRoutes } from '../account/account.routes.ts';
import { adminRoutes } from '../admin/admin.routes.ts';
import { advisorsRoutes } from '../advisors/advisors.routes.ts';
import { assistantRoutes } from '../assistant/index.ts';
import { authRoutes } from '../auth/auth.routes.ts';
import { billingRoutes, billingWebhookRoutes } from '../billing/billing.routes.ts';
import { contactRoutes } from '../contact/contact.routes.ts';
import { conversationsRoutes } from '../conversations/conversations.routes.ts';
import { faqRoutes } from '../faq/faq.routes.ts';
import { feedbackRoutes } from '../feedback/feedback.routes.ts';
import { createSameOriginGuard } from '../http/same-origin.ts';
import { inviteRoutes } from '../invites/invites.routes.ts';
import { itinerariesRoutes, sharedItinerariesRoutes } from '../itineraries/index.ts';
import { memoriesRoutes } from '../memories/memories.routes.ts';
import { newsletterRoutes } from '../newsletter/newsletter.routes.ts';
import { formLimit as formLimitOf } from '../rate-limits/form-limit.ts';
import { registerRequestLimits } from '../rate-limits/request-limits.ts';
import { siteInfoRoutes } from '../site/site-info.routes.ts';
import { stripControlCharactersDeep } from '../../shared/text/control-characters.ts';
import { accountDeletionRoutes } from '../account-deletion/index.ts';
import { dataExportRoutes } from '../data-export/index.ts';
import { healthRoutes } from './health.routes.ts';
import { routeNotFound } from './server.ts';
import type { AppServices } from './services.ts';

/** Everything under /api: the same-origin guard, control characters out of every body, and the request limits, then each feature's routes. */
export const apiRoutes: FastifyPluginAsyncZod<{ platform: Platform; services: AppServices }> = async (api, { platform, services }) => {
  const { config, database, auth, model } = platform;
  // onRequest: a cross-origin request is refused before its body is read, parsed or validated,
  // so it gets the 403 and nothing else (not a 400 that names its fields), and costs nothing.
  api.addHook('onRequest', createSameOriginGuard(config.publicUrl));
  // Before any schema reads it: no saved text, calendar line, mail header or log line gets a control
  // character from a user. The path's parameters too: a NUL in a slug or an id reached PostgreSQL (500).
  api.addHook('preValidation', async (request) => {
    request.body = stripControlCharactersDeep(request.body);
    request.query = stripControlCharactersDeep(request.query);
    request.params = stripControlCharactersDeep(request.params);
  });
  await registerRequestLimits(api, { perMinute: config.rateLimitPerMinute, trustsProxies: config.trustedProxies.length > 0, shared: services.sharedLimits });
  const formLimit = formLimitOf(config.formRateLimitPerMinute);

  await api.register(healthRoutes, { database, redis: services.sharedLimits?.redis });
  await api.register(advisorsRoutes, { advisors: services.advisors, previews: services.advisorPreviews });
  await api.register(newsletterRoutes, { newsletter: services.newsletter, formLimit });
  await api.register(authRoutes, { auth });
  await api.register(inviteRoutes, { invites: services.invites, formLimit });
  await api.register(accountRoutes, { account: services.account, newsletter: services.newsletter, formLimit });
  await api.register(avatarRoutes, { account: services.account });
  await api.register(accountDeletionRoutes, { accountDeletion: services.accountDeletion, auth, formLimit });
  await api.register(dataExportRoutes, { dataExport: services.dataExport, formLimit });
  await api.register(sessionRoutes, { account: services.account });
  await api.register(feedbackRoutes, { feedback: services.feedback, formLimit });
  await api.register(contactRoutes, { contact: services.contact, formLimit });
  await api.register(siteInfoRoutes, { config });
  await api.register(faqRoutes, { faq: services.faq });
  await api.register(assistantRoutes, { assistant: services.assistant, availability: model.availability, maxConcurrent: config.chatMaxConcurrent });
  await api.register(conversationsRoutes, { conversations: services.conversations });
  await api.register(itinerariesRoutes, { itineraries: services.itineraries, savesPerMinute: config.itinerarySavesPerMinute });
  await api.register(sharedItinerariesRoutes, { itineraries: services.itineraries });
  await api.register(billingRoutes, { billing: services.billing });
  await api.register(billingWebhookRoutes, { billing: services.billing });
  await api.register(memoriesRoutes, { memories: services.memories, advisors: services.advisors, memoryWriter: services.memoryWriter });
  await api.register(adminRoutes, { prefix: '/admin', services: services.admin });

  // Unknown API addresses count against the caller's API limit like any other call.
  api.setNotFoundHandler({ preHandler: api.rateLimit() }, (request, reply) => reply.code(404).send(routeNotFound(request.method, request.url)));
};
