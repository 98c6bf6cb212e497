/*
 * A page rendered on the server starts the app once it has painted (docs/decisions/0229). The
 * shell Vite builds asks for the entry module and its imports with the page; for a rendered page
 * that script (about 115 KB compressed) is asked for by /start-after-paint.js once the browser
 * reports the first contentful paint instead, so on a slow link the page's stylesheet, font and
 * pictures do not share the bandwidth with it. The shell stays as built for pages the browser renders.
 */

const entryScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const modulePreload = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The shell for rendered pages: the entry module and its preloads left to the loader. */
export function startAppAfterPaint(shell: string): string {
  const entry = entryScript.exec(shell)?.[1];
  if (!entry) throw new Error('The built shell has no <script type="module" src> entry for /start-after-paint.js to start');
  const preloads = [...shell.matchAll(modulePreload)].map((match) => match[1] as string);
  const loader = `<script src="/start-after-paint.js" defer data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preloads.join(' '))}"></script>`;
  return shell.replace(modulePreload, '').replace(entryScript, () => loader);
}
