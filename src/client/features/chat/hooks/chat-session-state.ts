import type { AssistantHistoryEntry } from '../../../../shared/assistant/assistant.schema.ts';
import { chatCopy } from '../chat-copy.ts';
import { spokenText } from '../spoken-text.ts';

/*
 * The chat session's state and every change to it, as a pure reducer: no fetch, no storage, no
 * timers. use-chat-session.ts runs the effects (chat-transport.ts) and dispatches what happened.
 * The history sent to the model is not kept beside the messages: historyOf() derives it.
 */

/** The spec's chat message: `formattedTime` is computed where it is shown. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** ISO date-time. */
  timestamp: string;
  isPending?: boolean;
  error?: boolean;
  /** The server's own words for a failed reply (a rate limit, a quota), shown under the apology. */
  errorDetail?: string;
  /** The user stopped the reply; what arrived is kept. */
  stopped?: boolean;
  /** The advisor's opening line: shown, but not part of the conversation the model is sent. */
  greeting?: boolean;
}

export type ChatConnection = 'connecting' | 'available' | 'unavailable' | 'failed';
export type CrisisBanner = 'none' | 'shown' | 'dismissed';

export interface SessionState {
  /** Which session this is (advisor, request and retry); actions for another one are dropped. */
  key: string;
  connection: ChatConnection;
  offline: boolean;
  messages: ChatMessage[];
  streaming: boolean;
  /** The Premium conversation shown, once the server has one. */
  conversationId: string | null;
}

export interface ChatState {
  session: SessionState;
  /** What the screen reader's live region says; it outlives a change of session. */
  announcement: string;
  /** The session that last raised or showed the crisis resources, and whether its banner is open; read through crisisBannerOf. */
  crisis: { key: string; banner: Exclude<CrisisBanner, 'none'> } | null;
}

/** How a reply ended: the text that arrived, or why there is none. */
export type ReplyOutcome =
  | { kind: 'replied'; content: string; advisorName: string }
  | { kind: 'stopped'; content: string; advisorName: string }
  | { kind: 'failed'; detail: string };

export type ChatAction =
  | { type: 'opened'; key: string; connection: ChatConnection; offline: boolean; messages: ChatMessage[]; conversationId: string | null }
  | { type: 'sent'; key: string; message: ChatMessage; replyId: string }
  | { type: 'streamed'; key: string; replyId: string; content: string }
  | { type: 'finished'; key: string; replyId: string; timestamp: string; conversationId: string | null; outcome: ReplyOutcome }
  | { type: 'crisis'; key: string; banner: Exclude<CrisisBanner, 'none'> };

/** A session whose connection check has not answered yet. */
export function connectingSession(key: string): SessionState {
  return { key, connection: 'connecting', offline: false, messages: [], streaming: false, conversationId: null };
}

export const initialChatState: ChatState = { session: connectingSession(''), announcement: '', crisis: null };

/** The session shown for `key`: the state's own, or a fresh one while it is being opened. */
export function sessionFor(state: ChatState, key: string): SessionState {
  return state.session.key === key ? state.session : connectingSession(key);
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'opened': {
      const { type: _type, ...session } = action;
      return { ...state, session: { ...session, streaming: false } };
    }
    case 'sent': {
      if (state.session.key !== action.key) return state;
      const pending: ChatMessage = { id: action.replyId, role: 'assistant', content: '', timestamp: action.message.timestamp, isPending: true };
      return {
        ...state,
        announcement: '',
        session: { ...state.session, streaming: true, messages: [...state.session.messages, action.message, pending] },
      };
    }
    case 'streamed':
      if (state.session.key !== action.key) return state;
      return { ...state, session: { ...state.session, messages: patch(state.session.messages, action.replyId, { content: action.content }) } };
    case 'finished': {
      if (state.session.key !== action.key) return state;
      const { outcome } = action;
      const reply: Partial<ChatMessage> =
        outcome.kind === 'failed'
          ? { content: chatCopy.replyError, error: true, errorDetail: outcome.detail }
          : { content: outcome.content, ...(outcome.kind === 'stopped' ? { stopped: true } : {}) };
      return {
        ...state,
        announcement: announcementFor(outcome),
        session: {
          ...state.session,
          streaming: false,
          conversationId: action.conversationId,
          messages: patch(state.session.messages, action.replyId, { isPending: false, timestamp: action.timestamp, ...reply }),
        },
      };
    }
    case 'crisis':
      return { ...state, crisis: { key: action.key, banner: action.banner } };
  }
}

/**
 * The crisis banner of the session `key`. The banner belongs to the conversation that raised it:
 * after Switch Advisor, Reset or New session the new conversation starts without it, and keeps the
 * resources one tap away (the 'Crisis resources' button) for as long as the panel lives.
 */
export function crisisBannerOf(state: ChatState, key: string): CrisisBanner {
  if (!state.crisis) return 'none';
  return state.crisis.key === key ? state.crisis.banner : 'dismissed';
}

function patch(messages: ChatMessage[], id: string, change: Partial<ChatMessage>): ChatMessage[] {
  return messages.map((message) => (message.id === id ? { ...message, ...change } : message));
}

function announcementFor(outcome: ReplyOutcome): string {
  if (outcome.kind === 'replied') return `${outcome.advisorName} replied: ${spokenText(outcome.content)}`;
  if (outcome.kind === 'stopped') return `${outcome.advisorName} stopped.`;
  return chatCopy.replyError;
}

/**
 * The conversation so far, as the model is sent it: every message but the greeting, a reply still
 * on its way, and an exchange that produced no answer (a failed reply, or one stopped before any
 * text arrived), which drops the question with it.
 */
export function historyOf(messages: readonly ChatMessage[]): AssistantHistoryEntry[] {
  const history: AssistantHistoryEntry[] = [];
  for (const message of messages) {
    if (message.greeting || message.isPending) continue;
    const unanswered = message.role === 'assistant' && (message.error || (message.stopped && !message.content));
    if (unanswered) {
      if (history.at(-1)?.role === 'user') history.pop();
      continue;
    }
    history.push({ role: message.role, content: message.content });
  }
  return history;
}
