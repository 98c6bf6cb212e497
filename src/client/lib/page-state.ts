import type { DehydratedState } from '@tanstack/react-query';
import type { PageState } from '../../shared/site/page-render.ts';

/*
 * The data a server-rendered page was rendered from (docs/decisions/0215). The server writes it
 * without clock times, so that the same page is the same bytes, whoever renders it and whenever
 * (its ETag holds across instances); the client reads it as fetched at the moment the page arrived.
 */

export function pageStateOf(origin: string, queries: DehydratedState): PageState {
  return {
    origin,
    queries: {
      ...queries,
      queries: queries.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } })),
    },
  };
}

export function queriesAt(state: PageState, now: number): DehydratedState {
  const queries = state.queries as DehydratedState;
  return {
    ...queries,
    queries: queries.queries.map((query) => ({ ...query, dehydratedAt: now, state: { ...query.state, dataUpdatedAt: now } })),
  };
}
