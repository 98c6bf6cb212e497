import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConversationDetail } from '../../../../shared/chat/conversation.schema.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-errors.ts';
import { announceSessionChange, meQueryKey } from '../../auth/index.ts';
import { toast } from '../../../lib/toast.ts';
import { isAbort, newMessageId, openSession, streamReply, type ChatTarget } from '../api/chat-transport.ts';
import { conversationsQueryKey } from '../api/get-conversations.ts';
import { chatCopy } from '../chat-copy.ts';
import { forgetConversation, rememberConversation } from '../remembered-conversations.ts';
import { chatReducer, crisisBannerOf, historyOf, initialChatState, sessionFor, type ChatMessage } from './chat-session-state.ts';

export type { ChatConnection, ChatMessage, CrisisBanner } from './chat-session-state.ts';
export type { ChatTarget } from '../api/chat-transport.ts';

export interface ChatAdvisor {
  id: string;
  name: string;
}

export interface ChatRequest {
  /** Changes on each request from outside (Begin Session, ?session=, a switch). */
  key: number;
  conversation: ChatTarget;
}

interface Target {
  advisorId: string;
  nonce: number;
  conversation: ChatTarget;
}

export interface UseChatSessionOptions {
  advisor: ChatAdvisor;
  userId: string;
  isPremium: boolean;
  request: ChatRequest;
  /** A requested conversation belongs to another advisor: the caller moves to that advisor's page. */
  onOtherAdvisorConversation?: (conversation: ConversationDetail) => void;
}

/**
 * One chat session with one advisor: the connection check, the greeting (or a saved Premium
 * conversation), sending with a streamed reply, stop, reset and switching conversations. The state
 * and its changes are chat-session-state.ts (pure, unit-tested); the server and the tab's storage
 * are chat-transport.ts; this hook joins them to React and to the toasts.
 *
 * Free users send the history with each message; Premium users send the conversation id
 * (`threadId`) and the server loads the history itself. Until the server has named a conversation
 * (the head of its first answer, even when stopped at once) the history, derived from the
 * messages, is sent for everyone, cut to the request's bounds (newest first).
 */
export function useChatSession({ advisor, userId, isPremium, request, onOtherAdvisorConversation }: UseChatSessionOptions) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<Target>({ advisorId: advisor.id, nonce: 0, conversation: request.conversation });
  const [seenRequestKey, setSeenRequestKey] = useState(request.key);
  if (seenRequestKey !== request.key) {
    setSeenRequestKey(request.key);
    setTarget({ advisorId: advisor.id, nonce: target.nonce + 1, conversation: request.conversation });
  }
  // A switch to another advisor keeps (Premium) or starts (free) that advisor's own conversation.
  const effective: Target = target.advisorId === advisor.id ? target : { advisorId: advisor.id, nonce: target.nonce, conversation: 'resume' };
  const [retryCount, setRetryCount] = useState(0);
  const sessionKey = `${effective.advisorId}:${effective.nonce}:${retryCount}`;

  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const current = sessionFor(state, sessionKey);

  const conversationIdRef = useRef<string | null>(null);
  const streamRef = useRef<AbortController | null>(null);
  const sessionKeyRef = useRef(sessionKey);
  const advisorRef = useRef(advisor);
  const onOtherRef = useRef(onOtherAdvisorConversation);
  useEffect(() => {
    advisorRef.current = advisor;
    onOtherRef.current = onOtherAdvisorConversation;
  });

  // Open the session: connection check, then the greeting or the saved conversation.
  const conversationTarget = effective.conversation;
  useEffect(() => {
    const controller = new AbortController();
    const key = sessionKey;
    sessionKeyRef.current = key;
    conversationIdRef.current = null;
    openSession({
      advisor: advisorRef.current,
      target: conversationTarget,
      isPremium,
      userId,
      signal: controller.signal,
      // Asked for (a ?session= link) but cannot be opened: say why, then start afresh all the same.
      onRefused: (error) => toast.error(chatCopy.initErrorTitle, { description: errorMessage(error, chatCopy.initErrorFallback) }),
      onOtherAdvisor: (detail) => onOtherRef.current?.(detail),
    })
      .then((opened) => {
        if (controller.signal.aborted) return;
        conversationIdRef.current = opened.conversationId;
        dispatch({ type: 'opened', key, ...opened });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        toast.error(chatCopy.initErrorTitle, { description: errorMessage(error, chatCopy.initErrorFallback) });
        dispatch({ type: 'opened', key, connection: 'failed', offline: false, messages: [], conversationId: null });
      });
    return () => {
      controller.abort();
      streamRef.current?.abort();
      streamRef.current = null;
    };
  }, [sessionKey, conversationTarget, isPremium, userId]);

  // A free user reading a conversation saved while on Premium: the server refuses to add to it
  // (403), and sending the history instead would quietly start a different, unsaved chat.
  const readOnly = !isPremium && current.conversationId !== null;
  const ready = current.connection === 'available' && !current.streaming && !readOnly;
  const messages = current.messages;

  /**
   * Premium ended while this conversation was open (the server refused to add to it): reopen the
   * same conversation once the plan is read afresh, so it turns read-only with the notice instead
   * of being replaced by a fresh chat; other tabs and screens learn the plan too.
   */
  const premiumEnded = useCallback(
    (conversationId: string | null) => {
      if (conversationId) setTarget((previous) => ({ advisorId: advisorRef.current.id, nonce: previous.nonce + 1, conversation: conversationId }));
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      announceSessionChange();
    },
    [queryClient],
  );

  /** Sends `text`; false when it was ignored (empty after trimming, or the input is disabled). */
  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (!message || !ready || streamRef.current) return false;
      const key = sessionKeyRef.current;
      const chatAdvisor = advisorRef.current;
      const userMessage: ChatMessage = { id: newMessageId('user'), role: 'user', content: message, timestamp: new Date().toISOString() };
      const replyId = newMessageId('reply');
      // The conversation before this message, as the messages on screen tell it.
      const history = historyOf(messages);
      dispatch({ type: 'sent', key, message: userMessage, replyId });

      const controller = new AbortController();
      streamRef.current = controller;
      const threadId = isPremium ? conversationIdRef.current : null;
      void streamReply({
        message,
        advisorId: chatAdvisor.id,
        // The server loads a saved conversation's history itself and does not trust one sent to it.
        history: threadId ? [] : history,
        threadId,
        // A new Premium conversation: a stop waits for the server to name it (at once, before the reply).
        awaitConversation: isPremium && !threadId,
        signal: controller.signal,
        onConversation: (conversationId) => {
          if (!isPremium || sessionKeyRef.current !== key) return;
          conversationIdRef.current = conversationId;
          rememberConversation(userId, chatAdvisor.id, conversationId);
        },
        onSafety: () => dispatch({ type: 'crisis', key, banner: 'shown' }),
        onText: (content) => dispatch({ type: 'streamed', key, replyId, content }),
      }).then((reply) => {
        if (sessionKeyRef.current !== key) return;
        if (isPremium) void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
        if (streamRef.current === controller) streamRef.current = null;
        let outcome;
        if (reply.kind === 'failed') {
          const detail = errorMessage(reply.error, chatCopy.messageErrorFallback);
          toast.error(chatCopy.messageErrorTitle, { description: detail });
          outcome = { kind: 'failed', detail } as const;
          if (reply.error instanceof ApiRequestError && reply.error.code === 'forbidden:premium') premiumEnded(conversationIdRef.current);
        } else {
          outcome = { kind: reply.kind, content: reply.content, advisorName: chatAdvisor.name };
        }
        dispatch({ type: 'finished', key, replyId, timestamp: new Date().toISOString(), conversationId: conversationIdRef.current, outcome });
      });
      return true;
    },
    [ready, messages, isPremium, userId, queryClient, premiumEnded],
  );

  const stop = useCallback(() => {
    streamRef.current?.abort();
  }, []);

  /** A new session with this advisor (Premium: a new conversation; the old one stays saved). */
  const startNew = useCallback(() => {
    forgetConversation(userId, advisorRef.current.id);
    setTarget((previous) => ({ advisorId: advisorRef.current.id, nonce: previous.nonce + 1, conversation: null }));
  }, [userId]);

  /** Reopens a saved conversation with this advisor (read only once Premium has ended). */
  const openConversation = useCallback((conversationId: string) => {
    setTarget((previous) => ({ advisorId: advisorRef.current.id, nonce: previous.nonce + 1, conversation: conversationId }));
  }, []);

  /** Runs the connection check again (after a Connection Error or a failed start). */
  const retry = useCallback(() => setRetryCount((count) => count + 1), []);

  return {
    connection: current.connection,
    offline: current.offline,
    messages,
    streaming: current.streaming,
    conversationId: current.conversationId,
    ready,
    readOnly,
    announcement: state.announcement,
    crisis: crisisBannerOf(state, sessionKey),
    showCrisis: useCallback(() => dispatch({ type: 'crisis', key: sessionKey, banner: 'shown' }), [sessionKey]),
    dismissCrisis: useCallback(() => dispatch({ type: 'crisis', key: sessionKey, banner: 'dismissed' }), [sessionKey]),
    send,
    stop,
    startNew,
    openConversation,
    retry,
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;
