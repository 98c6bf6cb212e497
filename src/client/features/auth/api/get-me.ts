import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionResponseSchema, type Me } from '../../../../shared/account/me.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The signed-in user, or null for a visitor. The session itself is an httpOnly cookie. */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  return sessionResponseSchema.parse(await apiRequest<unknown>('/session', { signal })).user;
}

export const meQueryKey = ['me'] as const;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 5 * 60_000,
    // Coming back to the tab re-checks the session (it may have ended elsewhere).
    refetchOnWindowFocus: true,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
