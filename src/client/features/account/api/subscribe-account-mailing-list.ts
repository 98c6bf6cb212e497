import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/me/mailing-list: 201 when added, 409 (conflict:newsletter) when already on the list. */
export function subscribeAccountMailingList(email: string): Promise<{ subscribed: true }> {
  return apiRequest('/me/mailing-list', { method: 'POST', body: { email } });
}

export function useSubscribeAccountMailingList() {
  return useMutation({ mutationFn: subscribeAccountMailingList });
}
