import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { conversationsQueryKey } from './get-conversations.ts';

/** DELETE /api/conversations/:id: gone for good, with its messages. */
export async function deleteConversation(id: string): Promise<void> {
  await apiRequest<unknown>(`/conversations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
