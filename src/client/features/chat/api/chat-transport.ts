import type { AssistantHistoryEntry } from '../../../../shared/assistant/assistant.schema.ts';
import type { ConversationDetail } from '../../../../shared/chat/conversation.schema.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { chatCopy } from '../chat-copy.ts';
import type { ChatMessage } from '../hooks/chat-session-state.ts';
import { forgetConversation, rememberConversation, rememberedConversation } from '../remembered-conversations.ts';
import { fetchAdvisorAvailability } from './get-availability.ts';
import { fetchConversation } from './get-conversation.ts';
import { sendMessage } from './send-message.ts';

/*
 * The chat session's dealings with the outside: the server (availability, saved conversations,
 * the streamed reply) and the tab's memory of each advisor's last conversation. No React state:
 * use-chat-session.ts turns what these return into actions for chat-session-state.ts.
 */

let idCounter = 0;
export const newMessageId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(idCounter++).toString(36)}`;

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** What to open: a fresh session, a given saved conversation, or ('resume') this advisor's last one in this tab (Premium). */
export type ChatTarget = string | null | 'resume';

export interface OpenedSession {
  connection: 'available' | 'unavailable';
  offline: boolean;
  messages: ChatMessage[];
  conversationId: string | null;
}

/**
 * The connection check, then the greeting or the saved conversation asked for. A conversation
 * that cannot be opened starts a fresh session: quietly for a remembered one that is gone, with
 * `onRefused` for one that was asked for (a ?session= link). One that belongs to another advisor
 * goes to `onOtherAdvisor`. Network failures throw.
 */
export async function openSession({
  advisor,
  target,
  isPremium,
  userId,
  signal,
  onRefused,
  onOtherAdvisor,
}: {
  advisor: { id: string; name: string };
  target: ChatTarget;
  isPremium: boolean;
  userId: string;
  signal: AbortSignal;
  onRefused: (error: ApiRequestError) => void;
  onOtherAdvisor: (conversation: ConversationDetail) => void;
}): Promise<OpenedSession> {
  const availability = await fetchAdvisorAvailability(advisor.id, signal);
  if (!availability.available) return { connection: 'unavailable', offline: availability.offline, messages: [], conversationId: null };

  const conversationId = target === 'resume' ? (isPremium ? rememberedConversation(userId, advisor.id) : null) : target;
  let detail: ConversationDetail | null = null;
  if (conversationId) {
    try {
      detail = await fetchConversation(conversationId, signal);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.code === 'network' || error.code === 'timeout') throw error;
      if (target === 'resume') forgetConversation(userId, advisor.id);
      else onRefused(error);
    }
  }
  if (detail && detail.advisorId !== advisor.id) {
    onOtherAdvisor(detail);
    detail = null;
  }
  if (!detail) {
    const greeting: ChatMessage = { id: newMessageId('greeting'), role: 'assistant', content: chatCopy.greeting(advisor.name), timestamp: new Date().toISOString(), greeting: true };
    return { connection: 'available', offline: availability.offline, messages: [greeting], conversationId: null };
  }
  // Only Premium resumes a remembered conversation; a free user's would open read only each time.
  if (isPremium) rememberConversation(userId, advisor.id, detail.id);
  const messages = detail.messages.map((message): ChatMessage => ({ id: message.id, role: message.role, content: message.content, timestamp: message.createdAt }));
  return { connection: 'available', offline: availability.offline, messages, conversationId: detail.id };
}

export type StreamedReply = { kind: 'replied' | 'stopped'; content: string } | { kind: 'failed'; error: unknown };

/**
 * Sends one message and streams the reply: `onText` gets the text so far at most once an
 * animation frame, however fast the chunks come; `onSafety` the server's crisis signal;
 * `onConversation` the Premium conversation the server names (also when stopped at once).
 * Resolves with how the reply ended; a stop keeps what arrived.
 */
export async function streamReply({
  message,
  advisorId,
  history,
  threadId,
  awaitConversation,
  signal,
  onConversation,
  onSafety,
  onText,
}: {
  message: string;
  advisorId: string;
  history: AssistantHistoryEntry[];
  threadId: string | null;
  awaitConversation: boolean;
  signal: AbortSignal;
  onConversation: (conversationId: string) => void;
  onSafety: () => void;
  onText: (content: string) => void;
}): Promise<StreamedReply> {
  let received = '';
  let frame = 0;
  const flush = () => {
    frame = 0;
    onText(received);
  };
  try {
    await sendMessage({
      message,
      advisorId,
      conversationHistory: history,
      threadId,
      signal,
      awaitConversation,
      onConversation,
      onEvent: (event) => {
        if (event.type === 'safety') {
          onSafety();
          return;
        }
        received += event.content;
        frame ||= requestAnimationFrame(flush);
      },
    });
    return { kind: 'replied', content: received };
  } catch (error) {
    return isAbort(error) ? { kind: 'stopped', content: received } : { kind: 'failed', error };
  } finally {
    if (frame) cancelAnimationFrame(frame);
  }
}
