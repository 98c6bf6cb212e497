import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditPageSchema, type AuditListQuery, type AuditPage } from '../../../../shared/admin/audit.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerSearchParams } from './customers.ts';

export async function fetchAudit(query: AuditListQuery, signal?: AbortSignal): Promise<AuditPage> {
  const params = customerSearchParams(query as Record<string, string | number | undefined>);
  return auditPageSchema.parse(await apiRequest<unknown>(`/admin/audit?${params}`, { signal }));
}

export const auditQueryOptions = (query: AuditListQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => fetchAudit(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAudit(query: AuditListQuery) {
  return useQuery(auditQueryOptions(query));
}
