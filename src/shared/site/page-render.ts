/**
 * The contract between the server and the client's server-render entry
 * (src/client/app/entry-server.tsx, built to dist/server/): the server asks for a page, the entry
 * answers with its HTML, or says the browser must render it (docs/decisions/0215).
 */
export interface PageRenderRequest {
  /** The page's address: path and query. */
  url: string;
  /** The site's public origin (PUBLIC_URL), for canonical and Open Graph addresses. */
  origin: string;
  /** Answers the page's API requests in-process, as the visitor (their cookie, their address). */
  fetchApi(url: string, init: RequestInit): Promise<Response>;
}

export type RenderedPage =
  | {
      kind: 'html';
      /** The page's title, description, canonical and Open Graph tags, for the head. */
      head: string;
      /** The markup inside #root. */
      body: string;
      /** The data the page was rendered from, as JSON for a data block: the client starts from it. */
      state: string;
    }
  /** Not a server-rendered page, or its data could not be read: the browser renders it (404: not found). */
  | { kind: 'browser'; status: 200 | 404; reason?: string };

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;

/** The id of the data block that carries `state` to the client. */
export const pageStateElementId = 'page-state';

export interface PageState {
  origin: string;
  /** TanStack Query's dehydrated cache. */
  queries: unknown;
}
