import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { ApiError } from './http/api-error.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { requestLogSerializers } from './http/redact-url.ts';
import { createSameOriginGuard } from './http/same-origin.ts';
import { createAdvisorsService, type AdvisorsService } from './advisors/advisors.service.ts';
import { advisorsRoutes } from './advisors/advisors.routes.ts';
import { createNewsletterService } from './newsletter/newsletter.service.ts';
import { newsletterRoutes } from './newsletter/newsletter.routes.ts';
import type { Auth } from './auth/auth.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { requireAdmin } from './auth/guards.ts';
import type { Mailer } from './mail/mailer.ts';
import { outboxRoutes } from './mail/outbox.routes.ts';
import { createInvitesService, type InvitesService } from './invites/invites.service.ts';
import { inviteAdminRoutes, inviteRoutes } from './invites/invites.routes.ts';
import { createAccountService } from './account/account.service.ts';
import { accountRoutes, avatarRoutes, sessionRoutes } from './account/account.routes.ts';
import { createFeedbackService } from './feedback/feedback.service.ts';
import { feedbackAdminRoutes, feedbackRoutes } from './feedback/feedback.routes.ts';
import { createContactService } from './contact/contact.service.ts';
import { contactAdminRoutes, contactRoutes } from './contact/contact.routes.ts';
import { siteInfoRoutes } from './site/site-info.routes.ts';
import { createCrisisScreen, createModelSecondOpinion, noSecondOpinion } from './safety/index.ts';
import { type AssistantDependencies, assistantRoutes, createActiveReplies, createAssistantDependencies, createAssistantService, createChatLimits, createChatQuota } from './assistant/index.ts';
import { createConversationsService } from './conversations/conversations.service.ts';
import { conversationsRoutes } from './conversations/conversations.routes.ts';
import { createMemoriesService } from './memories/memories.service.ts';
import { memoriesRoutes } from './memories/memories.routes.ts';
import { createMemoryWriter, type MemoryWriter } from './memories/memory-writer.ts';
import { connectSharedLimitStore } from './rate-limits/limit-store.ts';
import { registerRequestLimits } from './rate-limits/request-limits.ts';
import { isPageNavigation, tooManyRequestsPage } from './rate-limits/too-many-requests-page.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Better Auth, built by createAuth (main.ts, tests): sessions, sign-up, sign-in, reset. */
  auth: Auth;
  mailer: Mailer;
  /** Where the built client lives; served with a fallback to index.html for client routes. */
  clientDir?: string;
  logger?: boolean | { level: string };
  /** A logger shared with what was built before the app (mail, auth); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** The chat model and its availability check; default built from config (LLM_*). */
  assistant?: AssistantDependencies;
}

/** One route as Fastify registered it: a method and a URL pattern such as /api/conversations/:id. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

export interface App extends FastifyInstance {
  /** Every route registered, in order (the authorization table test checks each has an entry). */
  registeredRoutes: readonly RegisteredRoute[];
  advisorsService: AdvisorsService;
  invitesService: InvitesService;
  /** Background memory rewrites; `idle()` waits for them (tests). */
  memoryWriter: MemoryWriter;
}

const defaultClientDir = path.resolve(import.meta.dirname, '../../dist/client');

const routeNotFound = (method: string, url: string) => new ApiError('not_found:route', { message: `No route for ${method} ${url.split('?')[0]}` }).toBody();

/** Builds the whole server without listening, so tests can start it on any port. */
export async function buildApp({ config, database, auth, mailer, clientDir = defaultClientDir, logger, loggerInstance, assistant }: AppDependencies): Promise<App> {
  // Request lines carry URLs, and URLs carry reset and invitation tokens: every logger the app
  // writes through gets the redacting `req` serializer, a shared one through a child of it.
  const loggerOptions = loggerInstance
    ? { loggerInstance: loggerInstance.child({}, { serializers: requestLogSerializers }) }
    : { logger: logger === false ? false : { level: typeof logger === 'object' ? logger.level : config.logLevel, serializers: requestLogSerializers } };
  const app = Fastify({
    ...loggerOptions,
    bodyLimit: config.bodyLimitBytes,
    // Slugs may be up to 200 characters; longer URLs are refused by the router itself (414).
    routerOptions: { maxParamLength: 256 },
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Errors raised by the router itself (bad or over-long URLs) get the same body as ours.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      void (reply as FastifyReply).code(status).send(new ApiError('bad_request:validation', { message: status === 414 ? 'The address is too long.' : 'The address is not valid.' }).toBody());
    },
  }).withTypeProvider<ZodTypeProvider>();

  // First, so that it sees the routes of every plugin registered after it.
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });

  app.decorate('auth', auth);
  app.decorateRequest('user', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, {
    // A page load refused for going too fast reads as a page, not as the API's JSON.
    tooManyRequestsPage: (request, retryAfterSeconds) => (isPageNavigation(request) ? tooManyRequestsPage({ appName: config.appName, retryAfterSeconds }) : undefined),
  });

  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Cross-origin isolation headers break nothing here but help no one either.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${config.appName} API`, version: '1.0.0', description: 'JSON API of the advisor platform and travel planner.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const advisorsService = createAdvisorsService(database.db);
  const newsletterService = createNewsletterService({ db: database.db, log: app.log, webhookUrl: config.newsletterWebhookUrl });
  const invitesService = createInvitesService({
    db: database.db,
    mailer,
    newsletter: newsletterService,
    log: app.log,
    appName: config.appName,
    publicUrl: config.publicUrl,
    teamEmail: config.teamEmail,
  });
  const accountService = createAccountService(database.db);
  const feedbackService = createFeedbackService({ db: database.db, log: app.log });
  const contactService = createContactService({ db: database.db, mailer, log: app.log, appName: config.appName, teamEmail: config.teamEmail });
  const assistantDependencies = assistant ?? createAssistantDependencies(config);
  // Every limit of ours counts in Redis when there is one, so all instances share the numbers.
  const sharedLimits = config.redisUrl ? connectSharedLimitStore({ redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix, log: app.log }) : undefined;
  if (sharedLimits) {
    // Runs after the server stopped taking requests, once every reply has released its slot.
    app.addHook('onClose', async () => {
      await sharedLimits.close();
    });
  }
  const conversationsService = createConversationsService(database.db);
  const memoriesService = createMemoriesService(database.db);
  const memoryWriter = createMemoryWriter({
    model: assistantDependencies.model,
    memories: memoriesService,
    conversations: conversationsService,
    log: app.log,
    promptMaxChars: config.chatPromptMaxChars,
  });
  // The model's second opinion on crisis signals needs a real model; the offline engine has none to give.
  const crisisScreen = createCrisisScreen(
    assistantDependencies.availability.offline ? noSecondOpinion : createModelSecondOpinion({ model: assistantDependencies.model, timeoutMs: config.crisisSecondOpinionTimeoutMs, log: app.log }),
  );
  const assistantService = createAssistantService({
    crisisScreen,
    advisors: advisorsService,
    conversations: conversationsService,
    memories: memoriesService,
    memoryWriter,
    model: assistantDependencies.model,
    limits: createChatLimits({ shared: sharedLimits, perMinute: config.chatRateLimitPerMinute, maxConcurrent: config.chatMaxConcurrent }),
    quota: createChatQuota({ db: database.db, limits: config.chatDailyQuota }),
    replies: createActiveReplies(),
    appName: config.appName,
    promptMaxChars: config.chatPromptMaxChars,
  });
  // Before the server waits for requests in flight: a streaming reply would hold it open until
  // the model finishes, and main.ts exits after 10 s without the database's checkpoint. Streams end
  // at once (storing what arrived), then memory rewrites get a short grace; both are bounded.
  app.addHook('preClose', async () => {
    await assistantService.close();
    await memoryWriter.close();
  });

  await app.register(
    async (api) => {
      api.addHook('preHandler', createSameOriginGuard(config.publicUrl));
      await registerRequestLimits(api, { perMinute: config.rateLimitPerMinute, trustsProxies: config.trustedProxies.length > 0, shared: sharedLimits });
      api.get(
        '/health',
        {
          schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) } },
          config: { rateLimit: false },
        },
        async () => {
          await database.db.execute(sql`select 1`);
          return { status: 'ok' as const, database: database.kind };
        },
      );
      await api.register(advisorsRoutes, { advisors: advisorsService });
      await api.register(newsletterRoutes, { newsletter: newsletterService, formRateLimitPerMinute: config.formRateLimitPerMinute });
      await api.register(authRoutes, { auth });
      await api.register(inviteRoutes, { invites: invitesService, formRateLimitPerMinute: config.formRateLimitPerMinute });
      await api.register(accountRoutes, { account: accountService, newsletter: newsletterService, formRateLimitPerMinute: config.formRateLimitPerMinute });
      await api.register(avatarRoutes, { account: accountService });
      await api.register(sessionRoutes, { account: accountService });
      await api.register(feedbackRoutes, { feedback: feedbackService, formRateLimitPerMinute: config.formRateLimitPerMinute });
      await api.register(contactRoutes, { contact: contactService, formRateLimitPerMinute: config.formRateLimitPerMinute });
      await api.register(siteInfoRoutes, { config });
      await api.register(assistantRoutes, { assistant: assistantService, availability: assistantDependencies.availability });
      await api.register(conversationsRoutes, { conversations: conversationsService });
      await api.register(memoriesRoutes, { memories: memoriesService, advisors: advisorsService, memoryWriter });
      // Everything under /api/admin requires an admin, whatever the route: new admin routes go here.
      await api.register(
        async (admin) => {
          admin.addHook('onRequest', requireAdmin);
          await admin.register(inviteAdminRoutes, { invites: invitesService });
          await admin.register(outboxRoutes, { db: database.db });
          await admin.register(feedbackAdminRoutes, { feedback: feedbackService });
          await admin.register(contactAdminRoutes, { contact: contactService });
        },
        { prefix: '/admin' },
      );
      // Unknown API addresses count against the caller's API limit like any other call.
      api.setNotFoundHandler({ preHandler: api.rateLimit() }, (request, reply) => reply.code(404).send(routeNotFound(request.method, request.url)));
    },
    { prefix: '/api' },
  );

  const serveClient = existsSync(path.join(clientDir, 'index.html'));
  if (serveClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so it never changes under the same name.
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Never rate limited: the client's routes (and its own 404 page) are pages, like the static files.
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (serveClient && isPageRequest && !request.url.startsWith('/api/') && request.url !== '/api') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(routeNotFound(request.method, request.url));
  });

  return Object.assign(app, { registeredRoutes, advisorsService, invitesService, memoryWriter }) as unknown as App;
}
