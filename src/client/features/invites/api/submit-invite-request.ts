import { useMutation } from '@tanstack/react-query';
import type { InviteRequest } from '../../../../shared/invites/invite-request.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function submitInviteRequest(request: InviteRequest): Promise<unknown> {
  return apiRequest('/invite-requests', { method: 'POST', body: request });
}

export function useSubmitInviteRequest() {
  return useMutation({ mutationFn: submitInviteRequest });
}
