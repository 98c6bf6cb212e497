import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema, type Dashboard } from '../../../../shared/admin/dashboard.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return dashboardSchema.parse(await apiRequest<unknown>('/admin/dashboard', { signal }));
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => fetchDashboard(signal),
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
