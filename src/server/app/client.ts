import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { loadRenderedPages } from './rendered-pages.ts';
import { routeNotFound, type AppServer } from './server.ts';

/**
 * The built client, when there is one: its files, the public pages rendered as HTML, and
 * index.html for any other page address so that the client's router answers. Never rate limited:
 * the client's routes (and its own 404 page) are pages, like the static files.
 */
export async function registerClient(app: AppServer, clientDir: string, origin: string): Promise<void> {
  const serveClient = existsSync(path.join(clientDir, 'index.html'));
  const renderedPages = serveClient ? await loadRenderedPages(app, clientDir, origin) : undefined;
  if (serveClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // "/" is a public page, rendered like the others, not the bare index.html.
      index: false,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so it never changes under the same name.
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (serveClient && isPageRequest && !request.url.startsWith('/api/') && request.url !== '/api') {
      if (renderedPages) return renderedPages.send(request, reply);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(routeNotFound(request.method, request.url));
  });
}
