import { createContext, use } from 'react';

/** What a server render learns about its page while rendering it (app/entry-server.tsx). */
export interface PageStatus {
  notFound: boolean;
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/**
 * A screen whose subject does not exist says so here: a server render then answers 404 (and lets
 * the browser show what the screen does about it). In the browser this does nothing.
 */
export function useReportNotFound(missing: boolean): void {
  const status = use(PageStatusContext);
  if (status && missing) status.notFound = true;
}
