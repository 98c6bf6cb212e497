import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationListSchema, type ConversationSummary } from '../../../../shared/chat/conversation.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/conversations (Premium): the user's saved sessions, newest first; optionally one advisor's. */
export async function fetchConversations(advisorId?: string, signal?: AbortSignal): Promise<ConversationSummary[]> {
  const query = advisorId ? `?advisorId=${encodeURIComponent(advisorId)}` : '';
  return conversationListSchema.parse(await apiRequest<unknown>(`/conversations${query}`, { signal })).conversations;
}

export const conversationsQueryKey = ['conversations'] as const;

export const conversationsQueryOptions = (advisorId?: string) =>
  queryOptions({
    queryKey: [...conversationsQueryKey, advisorId ?? 'all'],
    queryFn: ({ signal }) => fetchConversations(advisorId, signal),
  });

export function useConversations({ advisorId, enabled = true }: { advisorId?: string; enabled?: boolean } = {}) {
  return useQuery({ ...conversationsQueryOptions(advisorId), enabled });
}
