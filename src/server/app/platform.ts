import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Platform } from '../boot.ts';
import { createSessionLookup } from '../auth/session-lookup.ts';
import { registerErrorHandling } from '../http/error-handler.ts';
import { registerJsonBodyParser } from '../http/json-body.ts';
import { applySecurityHeaders, documentlessHeaders, securityHeaders } from '../http/security-headers.ts';
import { requireValidHost } from '../http/valid-host.ts';
import { isPageNavigation, tooManyRequestsPage } from '../rate-limits/too-many-requests-page.ts';
import type { AppServer } from './server.ts';

/** What every route stands on: auth on the instance, zod schemas, one error format, security headers, compression, OpenAPI. */
export async function registerPlatform(app: AppServer, { config, auth, database }: Pick<Platform, 'config' | 'auth' | 'database'>): Promise<void> {
  app.decorate('auth', auth);
  app.decorate('sessionLookup', createSessionLookup({ auth, db: database.db }));
  app.decorateRequest('user', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, {
    // A page load refused for going too fast reads as a page, not as the API's JSON.
    tooManyRequestsPage: (request, retryAfterSeconds) => (isPageNavigation(request) ? tooManyRequestsPage({ appName: config.appName, retryAfterSeconds }) : undefined),
  });

  registerJsonBodyParser(app);
  app.addHook('onRequest', requireValidHost);
  const page = securityHeaders({
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
  const securityHeaderSets = { page, other: documentlessHeaders(page) };
  // onSend, when the content type is known: an HTML document gets the page's headers, anything else the short set.
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    applySecurityHeaders(reply, securityHeaderSets);
    done(null, payload);
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${config.appName} API`, version: '1.0.0', description: 'JSON API of the advisor platform and travel planner.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
