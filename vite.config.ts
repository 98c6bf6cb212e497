import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** Chunks of the screens behind a sign-in (named after their source files by Vite). */
const isSignedInScreen = (filename: string) => /(?:^|\/)(?:planner-screen|itineraries-screen|profile-screen|account-screen|admin-guard|content-screen|customers-screen|advisors-screen|audit-screen|dashboard-screen|analytics-screen)-[\w-]+\.js$/.test(filename);

const apiPort = process.env.API_PORT ?? '3001';

/**
 * The Latin part of Inter, asked for with the page rather than once the stylesheet has been read: a
 * page rendered on the server shows its text at once, and text set in the fallback font, then
 * again in Inter, moves what is below it (Lighthouse counted 0.095 of layout shift on /pricing).
 */
const preloadLatinFont: Plugin = {
  name: 'preload-latin-font',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      const font = Object.keys(bundle ?? {}).find((file) => /(?:^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
      if (!font) throw new Error('The Latin Inter font is missing from the build: the preload in index.html needs it');
      return [{ tag: 'link', attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }];
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadLatinFont],
  publicDir: 'public',
  // The server render (entry-server.tsx) bundles its packages too, so only what the pages use is
  // loaded: imported from node_modules as they are, React, the router and radix-ui's every
  // primitive added 59 MB to the server's memory; bundled and tree-shaken, 18 MB.
  ssr: { noExternal: true },
  // APP_NAME names the product in the client too; it is the only APP_ variable we define.
  envPrefix: ['VITE_', 'APP_'],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The bundle report reads the manifest to add up what a page really loads.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The server render: non-ASCII characters as escapes, and no JSDoc (it is not minified).
        // A script with even one such character, an em dash in a library's comment, is held by V8
        // two bytes a character: the bundle took 2.8 MB of the server's heap for 1.4 MB of source
        // (docs/performance.md). Not for the browser: the escapes cost each page about 2 KB.
        ...(isSsrBuild ? { charset: 'ascii' as const, comments: { legal: true, annotation: true, jsdoc: false } } : {}),
        codeSplitting: {
          groups: [
            { name: 'form-controls', test: /src\/client\/components\/ui\/(?:card|input|label|checkbox|tabs)\.tsx$/ },
            // react-hook-form, its zod resolver and the field pieces in one chunk: a form without
            // FormField (the planner, the analytics range) otherwise splits them in two, and the
            // second chunk's header and imports cost every public form page about 0.2 KB.
            { name: 'form-field', test: /(?:node_modules\/(?:react-hook-form|@hookform\/resolvers)\/|src\/client\/components\/ui\/form-field\.tsx$)/ },
          ],
        },
      },
    },
    modulePreload: {
      // Every browser we support preloads modules natively.
      polyfill: false,
      // The entry lists, for each lazy screen, the chunks to preload with it. Signed-in and admin
      // screens keep only their own chunk (their imports load as the browser reads it): their
      // lists would add over a kilobyte to the entry every public page loads, against its budget.
      resolveDependencies: (filename, deps, { hostType }) => (hostType === 'js' && isSignedInScreen(filename) ? [] : deps),
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
}));
