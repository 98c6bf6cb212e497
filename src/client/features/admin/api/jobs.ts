import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobPageSchema, jobRetryResultSchema, type JobListQuery } from '../../../../shared/admin/jobs.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerSearchParams } from './customers.ts';

const params = (query: JobListQuery) => customerSearchParams(query as unknown as Record<string, string | number | undefined>);

export const jobsQueryOptions = (query: JobListQuery) =>
  queryOptions({
    queryKey: ['admin', 'jobs', query],
    queryFn: async ({ signal }) => jobPageSchema.parse(await apiRequest<unknown>(`/admin/jobs?${params(query)}`, { signal })),
    placeholderData: keepPreviousData,
  });

export function useJobs(query: JobListQuery) {
  return useQuery(jobsQueryOptions(query));
}

/** One more attempt for a failed job. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => jobRetryResultSchema.parse(await apiRequest<unknown>(`/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST', body: {} })),
    // The list, the dashboard's count and the audit log all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
