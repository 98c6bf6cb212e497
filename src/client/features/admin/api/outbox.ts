import { queryOptions, useQuery } from '@tanstack/react-query';
import { outboxListSchema, type OutboxMessage } from '../../../../shared/mail/outbox.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function fetchOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  return outboxListSchema.parse(await apiRequest<unknown>('/admin/outbox', { signal }));
}

export const outboxQueryOptions = () => queryOptions({ queryKey: ['admin', 'outbox'], queryFn: ({ signal }) => fetchOutbox(signal) });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
