import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import fc from 'fast-check';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { pageStateElementId } from '../../shared/site/page-render.ts';
import { loadRenderedPages, pageHtml } from './rendered-pages.ts';

const shell =
  '<!doctype html><html><head><title>Wayfinder</title><script src="/theme-init.js"></script></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>';

/** The data block's text as a browser's parser ends it: at the first "</script". */
function dataBlockOf(html: string): string {
  const start = html.indexOf(`<script type="application/json" id="${pageStateElementId}">`);
  const open = html.indexOf('>', start) + 1;
  return html.slice(open, html.toLowerCase().indexOf('</script', open));
}

describe('pageHtml', () => {
  it("puts the page's head in place of the shell's title and its markup in #root, before the scripts", () => {
    const html = pageHtml(
      shell,
      '<title>AI Advisors | Wayfinder</title><meta name="description" content="d"/>',
      '<h1>AI Advisors</h1>',
      '{"a":1}',
    );
    expect(html).toContain(
      '<head><title>AI Advisors | Wayfinder</title><meta name="description" content="d"/><script src="/theme-init.js">',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      `<div id="root"><h1>AI Advisors</h1></div><script type="application/json" id="${pageStateElementId}">{"a":1}</script><script type="module"`,
    );
  });

  it('keeps the shell\'s title when the page names none, and "$" patterns in the markup stay as written', () => {
    const html = pageHtml(shell, '<meta name="description" content="$&"/>', "<p>$& $' $1</p>", '{}');
    expect(html).toContain('<title>Wayfinder</title><meta name="description" content="$&"/>');
    expect(html).toContain('<div id="root"><p>$& $\' $1</p></div>');
  });

  it('whatever text the data holds, the data block ends where it should and reads back as the same data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), (value, text) => {
        const state = JSON.stringify({ value, text: `${text}</script><script>alert(1)</script><!--` });
        const html = pageHtml(shell, '', '', state);
        expect(JSON.parse(dataBlockOf(html))).toEqual(JSON.parse(state));
      }),
    );
  });
});

describe('loadRenderedPages', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** What GET /api/headline answers: the tests change it to see whether a kept page follows. */
  const headline = { text: 'first', status: 200 };

  /** A built client with a server entry whose renderPage is `source` (a module body). */
  async function serverWith(source: string) {
    const dist = mkdtempSync(path.join(tmpdir(), 'rendered-pages-'));
    dirs.push(dist);
    mkdirSync(path.join(dist, 'client'));
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'client', 'index.html'), shell);
    writeFileSync(path.join(dist, 'server', 'entry-server.js'), source);
    const app = Fastify();
    app.get('/api/visitor', async (request) => ({ cookie: request.headers.cookie ?? null, ip: request.ip }));
    app.get('/api/headline', async (_request, reply) => reply.code(headline.status).send({ text: headline.text }));
    const pages = await loadRenderedPages(app as never, path.join(dist, 'client'), 'https://wayfinder.example');
    if (!pages) throw new Error('no rendered pages');
    app.get('/*', (request, reply) => pages.send(request, reply));
    return app;
  }

  it("renders a page with the visitor's own API answers, and answers 304 to the same ETag", async () => {
    const app = await serverWith(`export async function renderPage({ url, fetchApi }) {
      const visitor = await (await fetchApi('/api/visitor', {})).json();
      return { kind: 'html', head: '<title>T</title>', body: '<p>' + url + ' ' + visitor.cookie + '</p>', state: '{}' };
    }`);
    const page = await app.inject({ url: '/advisors', headers: { cookie: 'session=abc' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<div id="root"><p>/advisors session=abc</p></div>');
    // The app starts once the page has painted; the shell sent for the browser to render starts it at once (below).
    expect(page.body).toContain('<script src="/start-after-paint.js" defer data-entry="/assets/main.js" data-preload=""></script>');
    expect(page.body).not.toContain('<script type="module"');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const again = await app.inject({ url: '/advisors', headers: { cookie: 'session=abc', 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends the shell when the render fails or leaves the page to the browser, with its status', async () => {
    const failing = await serverWith(`export async function renderPage() { throw new Error('broken screen'); }`);
    const failed = await failing.inject({ url: '/faq' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(shell);

    const missing = await serverWith(`export async function renderPage() { return { kind: 'browser', status: 404 }; }`);
    const notFound = await missing.inject({ url: '/advisors/nobody' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.body).toBe(shell);
  });

  it('compresses the page for a browser that accepts it', async () => {
    const app = await serverWith(`export async function renderPage() { return { kind: 'html', head: '', body: '<p>${'words '.repeat(500)}</p>', state: '{}' }; }`);
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('words words');
  });

  describe('pages kept for visitors without a session', () => {
    // Counts its renders on globalThis, so the test sees whether a page was made again.
    const countingEntry = `export async function renderPage({ url, fetchApi }) {
      globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1;
      const answer = await fetchApi('/api/headline', {});
      const { text } = await answer.json();
      return { kind: 'html', head: '<title>T</title>', body: '<p>' + url + ' ' + answer.status + ' ' + text + '</p>', state: '{}' };
    }`;
    const renders = () => (globalThis as { pageRenders?: number }).pageRenders ?? 0;
    const settled = () => new Promise((resolve) => setTimeout(resolve, 100));

    it('are sent again without a render while their API answers stay the same, and made again when they change', async () => {
      Object.assign(headline, { text: 'first', status: 200 });
      const app = await serverWith(countingEntry);
      const before = renders();
      const first = await app.inject({ url: '/advisors', headers: { 'accept-encoding': 'br' } });
      await settled();
      const second = await app.inject({ url: '/advisors', headers: { 'accept-encoding': 'br' } });
      expect(renders() - before).toBe(1);
      expect(brotliDecompressSync(second.rawPayload).toString()).toBe(brotliDecompressSync(first.rawPayload).toString());
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers.vary).toBe('cookie, accept-encoding');
      expect((await app.inject({ url: '/advisors', headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(304);
      // Another address is another page.
      expect((await app.inject({ url: '/advisors?tag=Focus' })).body).toContain('/advisors?tag=Focus 200 first');

      headline.text = 'second';
      const changed = await app.inject({ url: '/advisors' });
      expect(changed.body).toContain('<p>/advisors 200 second</p>');
      expect(changed.headers.etag).not.toBe(first.headers.etag);
    });

    it('are never sent to a visitor with a session, nor kept when an answer was refused', async () => {
      Object.assign(headline, { text: 'first', status: 200 });
      const app = await serverWith(countingEntry);
      await app.inject({ url: '/pricing' });
      await settled();
      const before = renders();
      const signedIn = await app.inject({ url: '/pricing', headers: { cookie: 'session=abc' } });
      expect(renders() - before).toBe(1);
      expect(signedIn.headers['cache-control']).toBe('private, no-cache');

      Object.assign(headline, { text: 'busy', status: 429 });
      await app.inject({ url: '/faq' });
      await settled();
      const again = renders();
      Object.assign(headline, { text: 'first', status: 200 });
      expect((await app.inject({ url: '/faq' })).body).toContain('<p>/faq 200 first</p>');
      expect(renders() - again).toBe(1);
    });
  });
});
