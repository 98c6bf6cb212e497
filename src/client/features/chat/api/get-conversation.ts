import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationDetailSchema, type ConversationDetail } from '../../../../shared/chat/conversation.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { conversationsQueryKey } from './get-conversations.ts';

/** GET /api/conversations/:id (Premium, own conversations only): the session with its messages, oldest first. */
export async function fetchConversation(id: string, signal?: AbortSignal): Promise<ConversationDetail> {
  return conversationDetailSchema.parse(await apiRequest<unknown>(`/conversations/${encodeURIComponent(id)}`, { signal }));
}

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...conversationsQueryKey, 'by-id', id],
    queryFn: ({ signal }) => fetchConversation(id, signal),
  });

export function useConversation(id: string | null) {
  return useQuery({ ...conversationQueryOptions(id ?? ''), enabled: id !== null });
}
