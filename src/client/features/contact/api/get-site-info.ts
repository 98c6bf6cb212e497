import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteInfoSchema, type SiteInfo } from '../../../../shared/site/site-info.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Phone, support email, address and office hours, as the server is configured. */
export async function fetchSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return siteInfoSchema.parse(await apiRequest<unknown>('/site-info', { signal, timeoutMs: 8000 }));
}

export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['site-info'],
    queryFn: ({ signal }) => fetchSiteInfo(signal),
    // Changes only when the server restarts with new settings.
    staleTime: 30 * 60_000,
  });

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}
