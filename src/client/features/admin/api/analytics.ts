import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsSchema, type Analytics } from '../../../../shared/admin/analytics.schema.ts';
import type { AnalyticsRangeKind } from '../../../../shared/admin/analytics-range.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The range as the URL and the API both spell it. */
export interface AnalyticsRangeQuery {
  range: AnalyticsRangeKind;
  from?: string | undefined;
  to?: string | undefined;
}

export function analyticsSearch({ range, from, to }: AnalyticsRangeQuery): string {
  const params = new URLSearchParams({ range });
  if (range === 'custom') {
    if (from) params.set('from', from);
    if (to) params.set('to', to);
  }
  return params.toString();
}

export async function fetchAnalytics(query: AnalyticsRangeQuery, signal?: AbortSignal): Promise<Analytics> {
  return analyticsSchema.parse(await apiRequest<unknown>(`/admin/analytics?${analyticsSearch(query)}`, { signal }));
}

export const analyticsQueryOptions = (query: AnalyticsRangeQuery) =>
  queryOptions({
    queryKey: [
      'admin',
      'analytics',
      query.range,
      query.range === 'custom' ? (query.from ?? '') : '',
      query.range === 'custom' ? (query.to ?? '') : '',
    ],
    queryFn: ({ signal }) => fetchAnalytics(query, signal),
    // The last range's figures stay on screen while the next ones load.
    placeholderData: keepPreviousData,
  });

export function useAnalytics(query: AnalyticsRangeQuery) {
  return useQuery(analyticsQueryOptions(query));
}
