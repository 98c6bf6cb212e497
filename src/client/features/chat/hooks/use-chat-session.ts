import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AssistantHistoryEntry } from '../../../../shared/assistant/assistant.schema.ts';
import type { ConversationDetail } from '../../../../shared/chat/conversation.schema.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { fetchAdvisorAvailability } from '../api/get-availability.ts';
import { fetchConversation } from '../api/get-conversation.ts';
import { conversationsQueryKey } from '../api/get-conversations.ts';
import { sendMessage } from '../api/send-message.ts';
import { chatCopy } from '../chat-copy.ts';
import { forgetConversation, rememberConversation, rememberedConversation } from '../remembered-conversations.ts';
import { spokenText } from '../spoken-text.ts';
import { errorMessage } from '../../../lib/api-errors.ts';

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
}

export type ChatConnection = 'connecting' | 'available' | 'unavailable' | 'failed';
export type CrisisBanner = 'none' | 'shown' | 'dismissed';

/** What to open: a fresh session, a given Premium conversation, or ('resume') this advisor's last one in this tab. */
export type ChatTarget = string | null | 'resume';

export interface ChatAdvisor {
  id: string;
  name: string;
}

export interface ChatRequest {
  /** Changes on each request from outside (Begin Session, ?session=, a switch). */
  key: number;
  conversation: ChatTarget;
}

interface SessionState {
  key: string;
  connection: ChatConnection;
  offline: boolean;
  messages: ChatMessage[];
  streaming: boolean;
  /** The Premium conversation shown, once the server has one. */
  conversationId: string | null;
}

interface Target {
  advisorId: string;
  nonce: number;
  conversation: ChatTarget;
}

let idCounter = 0;
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(idCounter++).toString(36)}`;

function greetingMessage(advisor: ChatAdvisor): ChatMessage {
  return { id: newId('greeting'), role: 'assistant', content: chatCopy.greeting(advisor.name), timestamp: new Date().toISOString() };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

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
 * conversation), sending with a streamed reply, stop, reset and switching conversations.
 *
 * Free users keep the history here and send it with each message; Premium users send the
 * conversation id (`threadId`) and the server loads the history itself. Until the server has named
 * a conversation (the head of its first answer, even when stopped at once) the client-side history
 * is sent for everyone, cut to the request's bounds (newest first).
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

  const [session, setSession] = useState<SessionState>({
    key: '',
    connection: 'connecting',
    offline: false,
    messages: [],
    streaming: false,
    conversationId: null,
  });
  const [crisis, setCrisis] = useState<CrisisBanner>('none');
  const [announcement, setAnnouncement] = useState('');

  const current: SessionState =
    session.key === sessionKey ? session : { key: sessionKey, connection: 'connecting', offline: false, messages: [], streaming: false, conversationId: null };

  const historyRef = useRef<AssistantHistoryEntry[]>([]);
  const conversationIdRef = useRef<string | null>(null);
  const streamRef = useRef<AbortController | null>(null);
  const sessionKeyRef = useRef(sessionKey);
  const advisorRef = useRef(advisor);
  const onOtherRef = useRef(onOtherAdvisorConversation);
  useEffect(() => {
    advisorRef.current = advisor;
    onOtherRef.current = onOtherAdvisorConversation;
  });

  // Initialise: connection check, then the greeting or the saved conversation.
  const conversationTarget = effective.conversation;
  useEffect(() => {
    const controller = new AbortController();
    const key = sessionKey;
    sessionKeyRef.current = key;
    historyRef.current = [];
    conversationIdRef.current = null;
    const chatAdvisor = advisorRef.current;

    async function init() {
      const availability = await fetchAdvisorAvailability(chatAdvisor.id, controller.signal);
      if (!availability.available) {
        setSession({ key, connection: 'unavailable', offline: availability.offline, messages: [], streaming: false, conversationId: null });
        return;
      }
      const conversationId = conversationTarget === 'resume' ? (isPremium ? rememberedConversation(userId, chatAdvisor.id) : null) : conversationTarget;
      let detail: ConversationDetail | null = null;
      if (conversationId) {
        try {
          detail = await fetchConversation(conversationId, controller.signal);
        } catch (error) {
          if (!(error instanceof ApiRequestError) || error.code === 'network' || error.code === 'timeout') throw error;
          // A remembered pointer to a conversation that is gone: start afresh without a fuss. One
          // asked for (a ?session= link) that cannot be opened: say why, then start afresh all the same.
          if (conversationTarget === 'resume') forgetConversation(userId, chatAdvisor.id);
          else toast.error(chatCopy.initErrorTitle, { description: errorMessage(error, chatCopy.initErrorFallback) });
        }
      }
      if (detail && detail.advisorId !== chatAdvisor.id) {
        onOtherRef.current?.(detail);
        detail = null;
      }
      if (detail) {
        conversationIdRef.current = detail.id;
        rememberConversation(userId, chatAdvisor.id, detail.id);
        historyRef.current = detail.messages.map(({ role, content }) => ({ role, content }));
      }
      const messages: ChatMessage[] = detail
        ? detail.messages.map((message) => ({ id: message.id, role: message.role, content: message.content, timestamp: message.createdAt }))
        : [greetingMessage(chatAdvisor)];
      setSession({ key, connection: 'available', offline: availability.offline, messages, streaming: false, conversationId: detail?.id ?? null });
    }

    init().catch((error: unknown) => {
      if (controller.signal.aborted || isAbort(error)) return;
      toast.error(chatCopy.initErrorTitle, { description: errorMessage(error, chatCopy.initErrorFallback) });
      setSession({ key, connection: 'failed', offline: false, messages: [], streaming: false, conversationId: null });
    });
    return () => {
      controller.abort();
      streamRef.current?.abort();
      streamRef.current = null;
    };
  }, [sessionKey, conversationTarget, isPremium, userId]);

  const update = useCallback((key: string, change: (state: SessionState) => SessionState) => {
    setSession((previous) => (previous.key === key ? change(previous) : previous));
  }, []);

  const patchMessage = useCallback(
    (key: string, id: string, patch: Partial<ChatMessage>) =>
      update(key, (state) => ({ ...state, messages: state.messages.map((message) => (message.id === id ? { ...message, ...patch } : message)) })),
    [update],
  );

  const ready = current.connection === 'available' && !current.streaming;

  /** Sends `text`; false when it was ignored (empty after trimming, or the input is disabled). */
  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (!message || !ready || streamRef.current) return false;
      const key = sessionKeyRef.current;
      const chatAdvisor = advisorRef.current;
      const now = new Date().toISOString();
      const userMessage: ChatMessage = { id: newId('user'), role: 'user', content: message, timestamp: now };
      const replyId = newId('reply');
      update(key, (state) => ({
        ...state,
        streaming: true,
        messages: [...state.messages, userMessage, { id: replyId, role: 'assistant', content: '', timestamp: now, isPending: true }],
      }));
      setAnnouncement('');

      const controller = new AbortController();
      streamRef.current = controller;
      const threadId = isPremium ? conversationIdRef.current : null;
      let received = '';
      let frame = 0;
      const flush = () => {
        frame = 0;
        patchMessage(key, replyId, { content: received });
      };

      const finish = (patch: Partial<ChatMessage>) => {
        if (isPremium) void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
        if (frame) cancelAnimationFrame(frame);
        frame = 0;
        if (streamRef.current === controller) streamRef.current = null;
        update(key, (state) => ({
          ...state,
          streaming: false,
          conversationId: conversationIdRef.current,
          messages: state.messages.map((entry) => (entry.id === replyId ? { ...entry, content: received, isPending: false, timestamp: new Date().toISOString(), ...patch } : entry)),
        }));
      };

      sendMessage({
        message,
        advisorId: chatAdvisor.id,
        // The server loads a saved conversation's history itself and does not trust one sent to it.
        conversationHistory: threadId ? [] : historyRef.current,
        threadId,
        signal: controller.signal,
        // A new Premium conversation: a stop waits for the server to name it (at once, before the reply).
        awaitConversation: isPremium && !threadId,
        onConversation: (conversationId) => {
          if (!isPremium || sessionKeyRef.current !== key) return;
          conversationIdRef.current = conversationId;
          rememberConversation(userId, chatAdvisor.id, conversationId);
        },
        onEvent: (event) => {
          if (event.type === 'safety') {
            setCrisis('shown');
            return;
          }
          received += event.content;
          // One render per animation frame, however fast the chunks come.
          frame ||= requestAnimationFrame(flush);
        },
      })
        .then(() => {
          if (sessionKeyRef.current !== key) return;
          historyRef.current = [...historyRef.current, { role: 'user', content: message }, { role: 'assistant', content: received }];
          finish({});
          setAnnouncement(`${chatAdvisor.name} replied: ${spokenText(received)}`);
        })
        .catch((error: unknown) => {
          if (sessionKeyRef.current !== key) return;
          if (isAbort(error)) {
            // Stopped: keep what arrived, and let it count as the advisor's answer.
            if (received) historyRef.current = [...historyRef.current, { role: 'user', content: message }, { role: 'assistant', content: received }];
            finish({ stopped: true });
            setAnnouncement(`${chatAdvisor.name} stopped.`);
            return;
          }
          const detail = errorMessage(error, chatCopy.messageErrorFallback);
          toast.error(chatCopy.messageErrorTitle, { description: detail });
          finish({ content: chatCopy.replyError, error: true, errorDetail: detail });
          setAnnouncement(chatCopy.replyError);
        });
      return true;
    },
    [ready, isPremium, userId, update, patchMessage, queryClient],
  );

  const stop = useCallback(() => {
    streamRef.current?.abort();
  }, []);

  /** A new session with this advisor (Premium: a new conversation; the old one stays saved). */
  const startNew = useCallback(() => {
    forgetConversation(userId, advisorRef.current.id);
    setTarget((previous) => ({ advisorId: advisorRef.current.id, nonce: previous.nonce + 1, conversation: null }));
  }, [userId]);

  /** Reopens a saved Premium conversation with this advisor. */
  const openConversation = useCallback((conversationId: string) => {
    setTarget((previous) => ({ advisorId: advisorRef.current.id, nonce: previous.nonce + 1, conversation: conversationId }));
  }, []);

  /** Runs the connection check again (after a Connection Error or a failed start). */
  const retry = useCallback(() => setRetryCount((count) => count + 1), []);

  return {
    connection: current.connection,
    offline: current.offline,
    messages: current.messages,
    streaming: current.streaming,
    conversationId: current.conversationId,
    ready,
    announcement,
    crisis,
    showCrisis: useCallback(() => setCrisis('shown'), []),
    dismissCrisis: useCallback(() => setCrisis('dismissed'), []),
    send,
    stop,
    startNew,
    openConversation,
    retry,
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;
