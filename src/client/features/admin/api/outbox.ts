import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { outboxPageSchema, type OutboxListQuery } from '../../../../shared/admin/content.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerSearchParams } from './customers.ts';

const params = (query: OutboxListQuery) => customerSearchParams(query as unknown as Record<string, string | number | undefined>);

export const outboxQueryOptions = (query: OutboxListQuery) =>
  queryOptions({
    queryKey: ['admin', 'outbox', query],
    queryFn: async ({ signal }) => outboxPageSchema.parse(await apiRequest<unknown>(`/admin/outbox?${params(query)}`, { signal })),
    placeholderData: keepPreviousData,
  });

export function useOutbox(query: OutboxListQuery) {
  return useQuery(outboxQueryOptions(query));
}
