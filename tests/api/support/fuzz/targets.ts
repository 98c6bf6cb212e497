import type { RegisteredRoute } from '../../../../src/server/app.ts';
import type { JsonSchema } from './schema-values.ts';

/** One operation of the OpenAPI document: what the fuzz reads of it. */
export interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  summary?: string;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/**
 * What the fuzz sends requests to: a registered route (method and pattern), with its OpenAPI
 * operation when the document has one. Better Auth's catch-all stands for each endpoint it serves,
 * so a target there carries the endpoint's own path.
 */
export interface Target {
  /** `METHOD /pattern`, or `METHOD /api/auth/<endpoint>` under the catch-all. */
  key: string;
  method: string;
  /** The route's pattern, `:name` for path parameters. */
  url: string;
  operation: Operation | undefined;
  /** Under /api/auth/*: the endpoint's path (`sign-in/email`), or the paths it picks from; none for made-up ones. */
  authEndpoints?: readonly string[];
  /** Multipart file uploads: most bodies sent here are multipart. */
  upload: boolean;
}

/** `/api/conversations/:id` as the OpenAPI document writes it: `/api/conversations/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

/** Routes whose body is a multipart upload: their OpenAPI operation declares no JSON body. */
export const uploadRoutes = new Set(['POST /api/me/avatar', 'POST /api/admin/advisors/:id/images/:kind']);

/** A Better Auth endpoint as `auth.api` exposes it (server-only ones have no path). */
export interface AuthEndpoint {
  path?: string;
  options?: { method?: string | string[] };
}

/** Each HTTP endpoint Better Auth has under /api/auth (the bridge serves only some), with the methods it answers. */
export function authEndpoints(api: Record<string, unknown>): { path: string; methods: string[] }[] {
  const found = new Map<string, Set<string>>();
  for (const endpoint of Object.values(api) as AuthEndpoint[]) {
    if (!endpoint?.path) continue;
    const methods = found.get(endpoint.path) ?? new Set<string>();
    for (const method of [endpoint.options?.method ?? 'GET'].flat()) methods.add(method === '*' ? 'POST' : method);
    found.set(endpoint.path, methods);
  }
  return [...found].map(([path, methods]) => ({ path: path.replace(/^\//, ''), methods: [...methods] }));
}

/**
 * Every target: each registered route and method (HEAD twins and documentation included), the
 * catch-all split into each endpoint the bridge serves, one for Better Auth's other endpoints
 * (which must answer 404) and one for made-up paths, and addresses no route answers.
 */
export function buildTargets(
  routes: readonly RegisteredRoute[],
  document: OpenApiDocument,
  auth: { all: { path: string; methods: string[] }[]; served: readonly { method: string; path: string }[] },
): Target[] {
  const targets: Target[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const operation = document.paths[openApiPath(route.url)]?.[route.method === 'HEAD' ? 'get' : route.method.toLowerCase()];
    if (route.url === '/api/auth/*') {
      // HEAD is answered like GET by Fastify; Better Auth sees a GET.
      const method = route.method === 'HEAD' ? 'GET' : route.method;
      const served = auth.served.filter((endpoint) => endpoint.method === method).map((endpoint) => endpoint.path.replace(/^\//, ''));
      for (const path of served) targets.push({ key: `${route.method} /api/auth/${path}`, method: route.method, url: route.url, operation, authEndpoints: [path], upload: false });
      const others = auth.all.filter((endpoint) => endpoint.methods.includes(method) && !served.includes(endpoint.path)).map((endpoint) => endpoint.path);
      if (others.length > 0) targets.push({ key: `${route.method} /api/auth/(another Better Auth endpoint)`, method: route.method, url: route.url, operation, authEndpoints: others, upload: false });
      targets.push({ key: `${route.method} /api/auth/(made-up)`, method: route.method, url: route.url, operation, upload: false });
      continue;
    }
    targets.push({ key, method: route.method, url: route.url, operation, upload: uploadRoutes.has(key) });
  }
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
    targets.push({ key: `${method} (no route)`, method, url: '/api/:anything', operation: undefined, upload: false });
  }
  return targets;
}

/** Registered API routes that the OpenAPI document does not describe (the fuzz reads their shape from it). */
export function undocumentedRoutes(routes: readonly RegisteredRoute[], document: OpenApiDocument): string[] {
  return routes
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD')
    .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
    .map((route) => `${route.method} ${route.url}`);
}
