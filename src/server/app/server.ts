import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Platform } from '../boot.ts';
import { ApiError } from '../http/api-error.ts';
import { requestLogSerializers } from '../http/redact-url.ts';

/** The Fastify instance, with the limits, ids and logging that hold for every route. */
export function createServer({ config, log }: Pick<Platform, 'config' | 'log'>) {
  return Fastify({
    // Request lines carry URLs, and URLs carry reset and invitation tokens: the app writes through
    // a child of the platform's logger with the redacting `req` serializer.
    loggerInstance: log.child({}, { serializers: requestLogSerializers }),
    bodyLimit: config.bodyLimitBytes,
    // Slugs may be up to 200 characters; longer URLs are refused by the router itself (414).
    routerOptions: { maxParamLength: 256 },
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // The id goes into logs and audit rows as proof of which request did what: a client's own
    // X-Request-Id (any text, or a copy of another request's id) is never taken for it.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // Errors raised by the router itself (bad or over-long URLs) get the same body as ours.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      void (reply as FastifyReply).code(status).send(new ApiError('bad_request:validation', { message: status === 414 ? 'The address is too long.' : 'The address is not valid.' }).toBody());
    },
  }).withTypeProvider<ZodTypeProvider>();
}

export type AppServer = ReturnType<typeof createServer>;

/** One route as Fastify registered it: a method and a URL pattern such as /api/conversations/:id. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Every route registered from now on, in order (the authorization table test checks each has an entry). */
export function recordRoutes(app: AppServer): readonly RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  return routes;
}

/** The API's body for an address no route answers. */
export const routeNotFound = (method: string, url: string) => new ApiError('not_found:route', { message: `No route for ${method} ${url.split('?')[0]}` }).toBody();
