import { describe, expect, it } from 'vitest';
import { startAppAfterPaint } from './start-after-paint.ts';

// The head Vite 8 builds (dist/client/index.html), as written.
const builtShell = `<head>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-DIIto6We.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">
    <link rel="modulepreload" crossorigin href="/assets/form-controls-DL8FVNFH.js">
    <link rel="stylesheet" crossorigin href="/assets/index-fzqMlhtJ.css">
  </head><body><div id="root"></div></body>`;

describe('startAppAfterPaint', () => {
  it('leaves the entry and its preloads to the loader, and keeps the stylesheet and the theme script', () => {
    const shell = startAppAfterPaint(builtShell);
    expect(shell).toContain(
      '<script src="/start-after-paint.js" defer data-entry="/assets/index-DIIto6We.js" data-preload="/assets/rolldown-runtime-XKyaHtl9.js /assets/form-controls-DL8FVNFH.js"></script>',
    );
    expect(shell).not.toContain('type="module"');
    expect(shell).not.toContain('modulepreload');
    expect(shell).toContain('<script src="/theme-init.js"></script>');
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/index-fzqMlhtJ.css">');
  });

  it('starts an entry without preloads', () => {
    expect(startAppAfterPaint('<body><div id="root"></div><script type="module" src="/assets/main.js"></script></body>')).toBe(
      '<body><div id="root"></div><script src="/start-after-paint.js" defer data-entry="/assets/main.js" data-preload=""></script></body>',
    );
  });

  it('refuses a shell without an entry module, so that a change in the build fails at start rather than leaving pages without their app', () => {
    expect(() => startAppAfterPaint('<body><div id="root"></div></body>')).toThrow(/entry/);
  });
});
