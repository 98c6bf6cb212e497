import { conversationDetailSchema, type ConversationDetail } from '../../../../shared/chat/conversation.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/conversations/:id (Premium, own conversations only): the session with its messages, oldest first. */
export async function fetchConversation(id: string, signal?: AbortSignal): Promise<ConversationDetail> {
  return conversationDetailSchema.parse(await apiRequest<unknown>(`/conversations/${encodeURIComponent(id)}`, { signal }));
}
