import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageStateElementId, type RenderPage } from '../../shared/site/page-render.ts';
import { sendCompressed } from '../http/encoded-payload.ts';
import type { AppServer } from './server.ts';

/*
 * The public pages as HTML (docs/decisions/0215): the client's server-render entry, built beside
 * the client, renders them from the visitor's own API answers, asked of this server in-process.
 * Nothing is kept between requests, so every instance sends the same bytes for the same page.
 */

export interface RenderedPages {
  /** Answers a page request: the rendered page, or the client's shell for the browser to render. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

const titleTag = /<title>[^<]*<\/title>/;
const rootElement = '<div id="root"></div>';

/** Loads the built entry next to the client (dist/server), or undefined when there is none (dev, some tests). */
export async function loadRenderedPages(app: AppServer, clientDir: string, origin: string): Promise<RenderedPages | undefined> {
  const entryPath = path.join(clientDir, '..', 'server', 'entry-server.js');
  const shellPath = path.join(clientDir, 'index.html');
  if (!existsSync(entryPath) || !existsSync(shellPath)) return undefined;
  const { renderPage } = (await import(pathToFileURL(entryPath).href)) as { renderPage: RenderPage };
  const shell = readFileSync(shellPath, 'utf8');
  if (!shell.includes(rootElement) || !titleTag.test(shell)) throw new Error(`${shellPath} has no ${rootElement} or <title>`);

  const fetchApi = (request: FastifyRequest) => async (url: string, init: RequestInit) => {
    // As the visitor: their session, and their address for the rate limits.
    const { cookie, 'user-agent': userAgent } = request.headers;
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { host: request.host, accept: 'application/json', ...(cookie && { cookie }), ...(userAgent && { 'user-agent': userAgent }) },
      remoteAddress: request.ip,
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };

  return {
    async send(request, reply) {
      const signedIn = request.headers.cookie !== undefined;
      let html = shell;
      let status = 200;
      try {
        const page = await renderPage({ url: request.url, origin, fetchApi: fetchApi(request) });
        if (page.kind === 'html') html = pageHtml(shell, page.head, page.body, page.state);
        else status = page.status;
        if (page.kind === 'browser' && page.reason)
          request.log.warn({ url: request.url, reason: page.reason }, 'the browser renders the page');
      } catch (error) {
        // The browser can still render the page: a failed server render costs speed, not the page.
        request.log.error({ err: error, url: request.url }, 'server render failed; the browser renders the page');
      }
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
      // A page with the visitor's session in it is theirs alone; each is checked again on every visit.
      reply
        .header('cache-control', signedIn ? 'private, no-cache' : 'no-cache')
        .header('vary', 'cookie, accept-encoding')
        .header('etag', etag);
      if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
      return sendCompressed(request, reply.code(status).type('text/html; charset=utf-8'), html);
    },
  };
}

export function pageHtml(shell: string, head: string, body: string, state: string): string {
  // The data block is JSON, never run; "<" is escaped so that no text in it can close the element.
  const stateBlock = `<script type="application/json" id="${pageStateElementId}">${state.replaceAll('<', '\\u003c')}</script>`;
  return shell
    .replace(titleTag, (title) => (head.includes('<title>') ? head : title + head))
    .replace(rootElement, () => `<div id="root">${body}</div>${stateBlock}`);
}
