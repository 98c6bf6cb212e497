import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { inviteRequestRowSchema, type InviteRequestStatus } from '../../../../shared/invites/invite-request.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const inviteRequestListSchema = z.array(inviteRequestRowSchema);

export async function fetchInviteRequests(status: InviteRequestStatus, signal?: AbortSignal) {
  return inviteRequestListSchema.parse(await apiRequest<unknown>(`/admin/invite-requests?status=${status}`, { signal }));
}

export const inviteRequestsQueryOptions = (status: InviteRequestStatus) =>
  queryOptions({ queryKey: ['admin', 'invite-requests', status], queryFn: ({ signal }) => fetchInviteRequests(status, signal) });

export function useInviteRequests(status: InviteRequestStatus) {
  return useQuery(inviteRequestsQueryOptions(status));
}

export function useReviewInviteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'decline' }) =>
      apiRequest(`/admin/invite-requests/${encodeURIComponent(id)}/${decision}`, { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'invite-requests'] }),
  });
}
