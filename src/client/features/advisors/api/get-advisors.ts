import { queryOptions, useQuery } from '@tanstack/react-query';
import { advisorListSchema } from '../../../../shared/advisors/advisor.schema.ts';
import { toAdvisorView, type AdvisorView } from '../../../../shared/advisors/advisor-view.ts';
import { apiRequest, ApiRequestError } from '../../../lib/api-client.ts';

/** The spec aborts the advisor list after 8 seconds. */
export const advisorRequestTimeoutMs = 8000;

export async function fetchAdvisors(signal?: AbortSignal): Promise<AdvisorView[]> {
  try {
    const records = advisorListSchema.parse(await apiRequest<unknown>('/advisors', { signal, timeoutMs: advisorRequestTimeoutMs }));
    return records.map(toAdvisorView);
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'timeout') throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Failed to fetch advisors: ${message}`, { cause: error });
  }
}

export const advisorsQueryOptions = () =>
  queryOptions({
    queryKey: ['advisors'],
    queryFn: ({ signal }) => fetchAdvisors(signal),
  });

export function useAdvisors() {
  return useQuery(advisorsQueryOptions());
}
