import type { ConversationSummary } from '../../../shared/chat/conversation.schema.ts';

/** Where the chat panel reopens a saved conversation: the advisor's page opens `?session=` in the panel. */
export function continueHref(conversation: Pick<ConversationSummary, 'id' | 'advisorSlug'>): string {
  return `/advisors/${encodeURIComponent(conversation.advisorSlug)}?session=${encodeURIComponent(conversation.id)}`;
}

export function messageCountLabel(count: number): string {
  return `${count.toLocaleString('en')} ${count === 1 ? 'message' : 'messages'}`;
}
