import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { PageRenderRequest, RenderedPage, RenderPage } from '../../shared/site/page-render.ts';
import { ApiRequestError, setApiFetch } from '../lib/api-client.ts';
import { pageStateOf } from '../lib/page-state.ts';
import { PageStatusContext, type PageStatus } from '../lib/page-status.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { setSiteOrigin } from '../lib/site-origin.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes, isServerRenderedPage, loadScreensFor } from './router.tsx';

/*
 * The server's way into the client (docs/decisions/0215): renders a public page to HTML with the
 * same routes and screens the browser uses. A page's data is whatever its screens ask for: a first
 * render records their queries, they are fetched from the server itself (as the visitor), and the
 * page is rendered again with them, up to `maxPasses` times for data that depends on data.
 */

const maxPasses = 3;

// Each page render runs with its own visitor's way to the API; the client's code stays as it is.
const visitorApi = new AsyncLocalStorage<PageRenderRequest['fetchApi']>();
setApiFetch((url, init) => {
  const fetchApi = visitorApi.getStore();
  if (!fetchApi) return Promise.reject(new Error('An API request outside a page render'));
  return fetchApi(url, init);
});

function renderApp(queryClient: QueryClient, url: string, status: PageStatus): string {
  return renderToString(
    <StrictMode>
      <PageStatusContext value={status}>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </PageStatusContext>
    </StrictMode>,
  );
}

const isWaiting = (query: Query) =>
  query.state.status === 'pending' && query.state.fetchStatus === 'idle' && (query.options as { enabled?: unknown }).enabled !== false;

// React writes a page's <title>, <meta> and <link> first (it hoists them); they belong in the head.
const leadingHeadTags = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/;

export const renderPage: RenderPage = async ({ url, origin, fetchApi }) => {
  const { pathname } = new URL(url, origin);
  if (!isServerRenderedPage(pathname)) return { kind: 'browser', status: 200 };
  setSiteOrigin(origin);
  await loadScreensFor(pathname);
  return visitorApi.run(fetchApi, async (): Promise<RenderedPage> => {
    const queryClient = createQueryClient();
    // A failed read sends the page to the browser at once, which has its own retry and messages.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    try {
      const status: PageStatus = { notFound: false };
      let markup = renderApp(queryClient, url, status);
      for (let pass = 1; pass < maxPasses; pass += 1) {
        const waiting = queryClient.getQueryCache().getAll().filter(isWaiting);
        if (waiting.length === 0) break;
        await Promise.allSettled(waiting.map((query) => query.fetch()));
        const failed = waiting.find((query) => query.state.status === 'error');
        if (failed) {
          const notFound = isNotFound(failed.state.error);
          if (notFound) return { kind: 'browser', status: 404 };
          return { kind: 'browser', status: 200, reason: `${JSON.stringify(failed.queryKey)}: ${String(failed.state.error)}` };
        }
        markup = renderApp(queryClient, url, status);
      }
      if (status.notFound) return { kind: 'browser', status: 404 };
      // A boundary the render could not finish ("<!--$!-->") would be rendered again by the client.
      if (markup.includes('<!--$!-->')) throw new Error(`Part of ${pathname} suspended during the server render`);
      const head = leadingHeadTags.exec(markup)?.[0] ?? '';
      return { kind: 'html', head, body: markup.slice(head.length), state: JSON.stringify(pageStateOf(origin, dehydrate(queryClient))) };
    } finally {
      queryClient.clear();
    }
  });
};

function isNotFound(error: unknown): boolean {
  const cause = error instanceof Error && !(error instanceof ApiRequestError) ? error.cause : error;
  return cause instanceof ApiRequestError && cause.status === 404;
}
