import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageStateElementId, type RenderPage } from '../../shared/site/page-render.ts';
import { type EncodedPayload, encodePayload, sendCompressed, sendEncodedPayload } from '../http/encoded-payload.ts';
import type { AppServer } from './server.ts';
import { startAppAfterPaint } from './start-after-paint.ts';

/*
 * The public pages as HTML (docs/decisions/0215): the client's server-render entry, built beside
 * the client, renders them from the visitor's own API answers, asked of this server in-process.
 *
 * A page for a visitor without a session is kept, encoded, with the API answers it was made from.
 * The next visitor's answers are asked again (cheap: the advisor list is in memory), and when they
 * are the same bytes the kept page is sent without rendering or compressing it again: the render
 * depends on nothing else, so the page is the one a render would make, on every instance.
 */

export interface RenderedPages {
  /** Answers a page request: the rendered page, or the client's shell for the browser to render. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

const titleTag = /<title>[^<]*<\/title>/;
const rootElement = '<div id="root"></div>';
/** Pages kept for visitors without a session, by address: the oldest goes first beyond this. */
const keptPages = 200;

interface KeptPage {
  /** What the render asked the API, and a digest of the answers' statuses and bodies. */
  asked: { url: string; init: RequestInit }[];
  answers: string;
  payload: EncodedPayload;
}

type ApiAnswer = { url: string; init: RequestInit; status: number; body: string };
const digestOf = (answers: readonly ApiAnswer[]) => {
  const hash = createHash('sha256');
  for (const answer of answers) hash.update(`${answer.url}\n${answer.status}\n${answer.body.length}\n`).update(answer.body);
  return hash.digest('base64url');
};

/** Loads the built entry next to the client (dist/server), or undefined when there is none (dev, some tests). */
export async function loadRenderedPages(app: AppServer, clientDir: string, origin: string): Promise<RenderedPages | undefined> {
  const entryPath = path.join(clientDir, '..', 'server', 'entry-server.js');
  const shellPath = path.join(clientDir, 'index.html');
  if (!existsSync(entryPath) || !existsSync(shellPath)) return undefined;
  const { renderPage } = (await import(pathToFileURL(entryPath).href)) as { renderPage: RenderPage };
  const shell = readFileSync(shellPath, 'utf8');
  if (!shell.includes(rootElement) || !titleTag.test(shell)) throw new Error(`${shellPath} has no ${rootElement} or <title>`);
  const renderedShell = startAppAfterPaint(shell);

  async function askApi(request: FastifyRequest, url: string, init: RequestInit): Promise<ApiAnswer & { contentType: string }> {
    // As the visitor: their session, and their address for the rate limits.
    const { cookie, 'user-agent': userAgent } = request.headers;
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { host: request.host, accept: 'application/json', ...(cookie && { cookie }), ...(userAgent && { 'user-agent': userAgent }) },
      remoteAddress: request.ip,
    });
    return { url, init, status: answer.statusCode, body: answer.body, contentType: String(answer.headers['content-type'] ?? '') };
  }

  const kept = new Map<string, KeptPage>();
  /** Pages being encoded to be kept: a burst of first visits encodes each once. */
  const encoding = new Set<string>();

  /** The kept page for this address, if the API answers it was made from are still the same. */
  async function keptPage(request: FastifyRequest): Promise<KeptPage | undefined> {
    const page = kept.get(request.url);
    if (!page) return undefined;
    const answers = await Promise.all(page.asked.map(({ url, init }) => askApi(request, url, init)));
    return digestOf(answers) === page.answers ? page : undefined;
  }

  function keep(url: string, page: KeptPage): void {
    kept.delete(url);
    kept.set(url, page);
    if (kept.size > keptPages) kept.delete(kept.keys().next().value as string);
  }

  return {
    async send(request, reply) {
      const signedIn = request.headers.cookie !== undefined;
      if (!signedIn) {
        const page = await keptPage(request);
        if (page) return sendEncodedPayload(request, reply, page.payload, { contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache', vary: 'cookie, accept-encoding' });
      }
      let html = shell;
      let status = 200;
      let answersToKeep: ApiAnswer[] | undefined;
      try {
        const answers: ApiAnswer[] = [];
        const fetchApi = async (url: string, init: RequestInit) => {
          const answer = await askApi(request, url, init);
          answers.push(answer);
          return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
        };
        const page = await renderPage({ url: request.url, origin, fetchApi });
        if (page.kind === 'html') {
          html = pageHtml(renderedShell, page.head, page.body, page.state);
          // Only a whole page made from answers anyone would get: none refused or failed.
          if (!signedIn && answers.every((answer) => answer.status === 200)) answersToKeep = answers;
        } else status = page.status;
        if (page.kind === 'browser' && page.reason)
          request.log.warn({ url: request.url, reason: page.reason }, 'the browser renders the page');
      } catch (error) {
        // The browser can still render the page: a failed server render costs speed, not the page.
        request.log.error({ err: error, url: request.url }, 'server render failed; the browser renders the page');
      }
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
      if (answersToKeep && !encoding.has(request.url)) {
        // Encoded at the best compression once, after this visitor has their page.
        const asked = answersToKeep.map(({ url, init }) => ({ url, init }));
        const answers = digestOf(answersToKeep);
        const url = request.url;
        encoding.add(url);
        encodePayload(html)
          .then(
            (payload) => keep(url, { asked, answers, payload: { ...payload, etag } }),
            (error: unknown) => request.log.warn({ err: error, url }, 'a rendered page could not be kept'),
          )
          .finally(() => encoding.delete(url));
      }
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
