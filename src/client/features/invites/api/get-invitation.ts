import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationLookupSchema } from '../../../../shared/invites/invite-request.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The email and name an invitation was issued for; fails for a bad, used or expired token. */
export async function fetchInvitation(token: string, signal?: AbortSignal) {
  return invitationLookupSchema.parse(await apiRequest<unknown>(`/invitations/${encodeURIComponent(token)}`, { signal }));
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['invitations', token], queryFn: ({ signal }) => fetchInvitation(token, signal), retry: false, staleTime: Infinity });

export function useInvitation(token: string | null) {
  return useQuery({ ...invitationQueryOptions(token ?? ''), enabled: Boolean(token) });
}
