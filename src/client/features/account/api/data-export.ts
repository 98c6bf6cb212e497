import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataExport, dataExportSchema, dataExportStateSchema } from '../../../../shared/account/data-export.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const dataExportQueryKey = ['data-export'] as const;

/** How often the card asks again while the archive is being prepared (a few seconds of work). */
const preparingPollMs = 2_000;

/** GET /api/me/data-export: the latest copy asked for, or null. */
export async function fetchDataExport(signal?: AbortSignal): Promise<DataExport | null> {
  return dataExportStateSchema.parse(await apiRequest<unknown>('/me/data-export', { signal })).dataExport;
}

/** The latest copy; asked again every two seconds while it is being prepared. */
export function useDataExport() {
  return useQuery({
    queryKey: dataExportQueryKey,
    queryFn: ({ signal }) => fetchDataExport(signal),
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? preparingPollMs : false),
  });
}

/** POST /api/me/data-export: a new copy is prepared in the background (or the one under way is answered). */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => dataExportSchema.parse(await apiRequest<unknown>('/me/data-export', { method: 'POST' })),
    onSuccess: (requested) => queryClient.setQueryData(dataExportQueryKey, requested),
  });
}
