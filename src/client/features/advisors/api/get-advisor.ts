import { queryOptions, useQuery } from '@tanstack/react-query';
import { advisorRecordSchema } from '../../../../shared/advisors/advisor.schema.ts';
import { toAdvisorView, type AdvisorView } from '../../../../shared/advisors/advisor-view.ts';
import { apiRequest, ApiRequestError } from '../../../lib/api-client.ts';
import { advisorRequestTimeoutMs } from './get-advisors.ts';

/** One advisor by slug; null when there is none (the screen then goes back to the list). */
export async function fetchAdvisor(slug: string, signal?: AbortSignal): Promise<AdvisorView | null> {
  try {
    const record = advisorRecordSchema.parse(
      await apiRequest<unknown>(`/advisors/${encodeURIComponent(slug)}`, { signal, timeoutMs: advisorRequestTimeoutMs }),
    );
    return toAdvisorView(record);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Failed to fetch advisor: ${message}`, { cause: error });
  }
}

export const advisorQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['advisors', 'by-slug', slug],
    queryFn: ({ signal }) => fetchAdvisor(slug, signal),
  });

export function useAdvisor(slug: string) {
  return useQuery(advisorQueryOptions(slug));
}
