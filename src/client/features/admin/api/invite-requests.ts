import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inviteRequestPageSchema, type InviteRequestListQuery } from '../../../../shared/admin/content.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerSearchParams } from './customers.ts';

const params = (query: InviteRequestListQuery) => customerSearchParams(query as unknown as Record<string, string | number | undefined>);

export const inviteRequestsQueryOptions = (query: InviteRequestListQuery) =>
  queryOptions({
    queryKey: ['admin', 'invite-requests', query],
    queryFn: async ({ signal }) => inviteRequestPageSchema.parse(await apiRequest<unknown>(`/admin/invite-requests?${params(query)}`, { signal })),
    placeholderData: keepPreviousData,
  });

export function useInviteRequests(query: InviteRequestListQuery) {
  return useQuery(inviteRequestsQueryOptions(query));
}

export type InviteDecision = 'approve' | 'decline' | 'resend';

export function useReviewInviteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: InviteDecision }) =>
      apiRequest(`/admin/invite-requests/${encodeURIComponent(id)}/${decision}`, { method: 'POST', body: {} }),
    // The list, the dashboard's pending count and the audit log all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
