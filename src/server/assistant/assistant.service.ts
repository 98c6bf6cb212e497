import type { LanguageModel, ModelMessage } from 'ai';
import type { FastifyReply } from 'fastify';
import { isAdvisorAvailable } from '../../shared/advisors/advisor-status.ts';
import { type AssistantRequest, assistantHistoryLimit, assistantMessageMaxLength } from '../../shared/assistant/assistant.schema.ts';
import { hasTripRequest } from '../../shared/assistant/trip-request.schema.ts';
import { conversationIdHeader } from '../../shared/chat/conversation.schema.ts';
import { crisisConversationTitle, crisisReplyPreamble } from '../../shared/chat/crisis-resources.ts';
import type { AdvisorProfile, AdvisorsService } from '../advisors/advisors.service.ts';
import { type AuthUser } from '../auth/auth.ts';
import { isPremium } from '../auth/guards.ts';
import { type ConversationsService, conversationTitle } from '../conversations/conversations.service.ts';
import { ApiError } from '../http/api-error.ts';
import type { StreamRegistry, StreamWork } from '../http/event-stream.ts';
import { advisorProviderOptions, buildSystemPrompt, crisisProviderOptions, defaultPromptMaxChars, fitChatPrompt, memoryProviderOptions, type PromptMessage } from '../llm/index.ts';
import type { MemoriesService } from '../memories/memories.service.ts';
import type { MemoryWriter } from '../memories/memory-writer.ts';
import type { ChatLimits } from './chat-limits.ts';
import type { ChatQuota } from './chat-quota.ts';
import { type CrisisScreen, freeTextOf } from '../safety/index.ts';
import { type ReplyOutcome, streamReply } from './model-reply.ts';
import { removeInvisible } from './sanitize.ts';
import { renderTripRequest } from './trip-request-prompt.ts';
import { type TravelAssistant, travelAssistantId } from './travel-assistant.ts';

/**
 * The chat flow of POST /api/assistant, in the order it runs: authorize -> take the limits and the
 * quota -> build prompt -> load history -> crisis check (once, with the user's last turns) -> store
 * the user's message -> stream -> persist. Nothing is read or
 * built from the request's text (the trip request included) before the chat limits are taken, so
 * a refused message costs a few lookups, and every prompt keeps to the size cap.
 *
 * Free: nothing of the conversation is stored; the history comes from the client. Premium: the
 * conversation lives on the server; the user's message is stored before the model is called, the
 * history is read from the database (a client-sent one is ignored), the stream's head names the
 * conversation at once, the reply is stored when the stream ends, and the advisor's memory is
 * rewritten in the background afterwards.
 */
export interface AssistantService {
  findAdvisor(id: string): Promise<AdvisorProfile>;
  /** A chat is being opened: what its first message needs gets ready meanwhile (the crisis check's thread). */
  prepare(): void;
  send(input: { user: AuthUser; body: AssistantRequest; reply: FastifyReply; requestId: string; log: FastifyReply['log'] }): Promise<void>;
}

export interface AssistantServiceDependencies {
  advisors: AdvisorsService;
  conversations: ConversationsService;
  memories: MemoriesService;
  memoryWriter: MemoryWriter;
  model: LanguageModel;
  limits: ChatLimits;
  quota: ChatQuota;
  /** The streams of this instance (http/event-stream.ts), ended on shutdown: each reply stores what arrived. */
  streams: StreamRegistry;
  /** The crisis check of everything the user wrote: the local layers, and the model's second opinion when a real model is configured. */
  crisisScreen: CrisisScreen;
  /** The product's name (APP_NAME), by which the advisor presents itself. */
  appName: string;
  /** The cap on everything one model call sends, in characters (CHAT_PROMPT_MAX_CHARS). */
  promptMaxChars?: number;
  /** A `: heartbeat` comment after this much model silence; 15 s. */
  heartbeatMs?: number;
  /** Answers advisor '2' with a trip request (the spec's itinerary creation call); without it, '2' is an unknown advisor. */
  travelAssistant?: TravelAssistant;
}

const emptyMessage = () => new ApiError('bad_request:validation', { message: 'Please write a message.', fields: { message: 'Please write a message.' } });

/**
 * The user's turn as the model gets it: the message and the trip request as short labelled
 * lines, invisible characters removed. Built only once the chat limits are taken.
 */
export function userContent(body: Pick<AssistantRequest, 'message' | 'travelData'>): string {
  const content = [removeInvisible(body.message).trim(), renderTripRequest(body.travelData)].filter(Boolean).join('\n\n');
  if (!content) throw emptyMessage();
  return content;
}

/** A free user's history as the client sent it (bounded by the request schema), invisible characters removed. */
export function clientHistory(history: AssistantRequest['conversationHistory']): PromptMessage[] {
  return history.map((entry): PromptMessage => ({ role: entry.role, content: removeInvisible(entry.content) })).filter((entry) => entry.content !== '');
}

interface Authorized {
  advisor: AdvisorProfile;
  premium: boolean;
  /** The Premium conversation being continued. */
  conversationId: string | undefined;
  /** What they typed, invisible characters removed. */
  message: string;
  /** Every text the user wrote to the advisor: the message and the trip request's free text. */
  written: string[];
}

/** The user's turn, built once the limits are taken. */
interface Turn {
  /** What the model gets as the user's turn. */
  content: string;
  /** What is stored as the user's message: what they typed (the trip request when that is all). */
  typed: string;
}

export function createAssistantService(deps: AssistantServiceDependencies): AssistantService {
  const { advisors, conversations, memories, memoryWriter, model, limits, quota, streams, crisisScreen, appName, promptMaxChars = defaultPromptMaxChars, heartbeatMs = 15_000, travelAssistant } = deps;

  // Archived advisors too: their saved conversations keep working (decision 0191).
  async function findAdvisor(id: string): Promise<AdvisorProfile> {
    const advisor = await advisors.findById(id);
    if (!advisor) throw new ApiError('not_found:advisor');
    return advisor;
  }

  /**
   * Step 1: the message is valid, the advisor can chat, and the conversation is the user's own
   * with this advisor. Cheap checks only: the crisis check and the prompt come after the limits.
   */
  async function authorize(user: AuthUser, body: AssistantRequest): Promise<Authorized> {
    if (body.message.length > assistantMessageMaxLength) throw new ApiError('payload_too_large:message');
    const message = removeInvisible(body.message).trim();
    if (!message && !hasTripRequest(body.travelData)) throw emptyMessage();
    const premium = isPremium(user);
    const threadId = body.threadId ?? null;
    // Continuing a saved conversation stores to it: Premium only. A user whose Premium ended keeps
    // their conversations to read and delete (conversations.routes.ts), never to add to.
    if (threadId !== null && !premium) throw new ApiError('forbidden:premium');
    const advisor = await findAdvisor(body.advisorId);
    // An archived advisor only continues the conversations it already has.
    if (advisor.archived && threadId === null) throw new ApiError('not_found:advisor');
    if (!isAdvisorAvailable(advisor.status)) throw new ApiError('conflict:advisor_unavailable');
    let conversationId: string | undefined;
    if (threadId !== null) {
      // Someone else's conversation answers like an unknown one.
      const owned = await conversations.findOwned(user.id, threadId);
      if (!owned) throw new ApiError('not_found:conversation');
      if (owned.advisorId !== advisor.id) throw new ApiError('conflict:conversation_advisor');
      conversationId = owned.id;
    }
    return { advisor, premium, conversationId, message, written: [message, ...freeTextOf(body.travelData)] };
  }

  /**
   * Step 4: the conversation before the user's turn, read once: the crisis check reads the user's
   * last turns from it and the prompt as much as fits. Free: the client's history (the user's own
   * words, as they sent them). Premium: the newest 50 stored messages; a new conversation has none.
   */
  async function historyBefore(body: AssistantRequest, exchange: Authorized): Promise<PromptMessage[]> {
    if (!exchange.premium) return clientHistory(body.conversationHistory);
    if (!exchange.conversationId) return [];
    const stored = await conversations.recentMessages(exchange.conversationId, assistantHistoryLimit);
    return stored.map((message): PromptMessage => ({ role: message.role, content: message.content }));
  }

  /**
   * Step 6 (Premium): the user's message is stored before any model call, so a failed reply loses
   * nothing; a new conversation is created with it, in one transaction.
   */
  async function storeTurn(user: AuthUser, exchange: Authorized, turn: Turn, crisis: boolean): Promise<string | undefined> {
    if (!exchange.premium) return undefined;
    if (!exchange.conversationId) {
      const title = crisis ? crisisConversationTitle : conversationTitle(turn.typed);
      return (await conversations.start(user.id, exchange.advisor.id, title, turn.typed)).id;
    }
    await conversations.append(exchange.conversationId, 'user', turn.typed);
    return exchange.conversationId;
  }

  return {
    findAdvisor,
    prepare: () => crisisScreen.prepare(),

    async send({ user, body, reply, requestId, log }) {
      // The planner's creation call: the trip, as text, from the itineraries feature.
      if (travelAssistant && body.advisorId === travelAssistantId && body.travelData && hasTripRequest(body.travelData)) {
        if (body.message.length > assistantMessageMaxLength) throw new ApiError('payload_too_large:message');
        return travelAssistant.streamTrip({ user, travelData: body.travelData, reply, requestId, log });
      }
      const exchange = await authorize(user, body);

      // Step 2: per-minute and concurrent limits (in Redis with REDIS_URL), then the daily quota (in the database).
      const release = await limits.acquire(user.id);
      let active: StreamWork | undefined;
      try {
        active = streams.begin();
        await quota.consume(user.id, exchange.premium ? 'premium' : 'free', exchange.advisor.id);

        // Step 3: the prompt, with what the advisor remembers when the user keeps memory on. A turn
        // that cannot fit the size cap even without history is refused before anything is stored.
        const content = userContent(body);
        const turn: Turn = { content, typed: exchange.message || content };
        const current: PromptMessage = { role: 'user', content };
        const remembered = exchange.premium ? await memories.forReply(user.id, exchange.advisor.id) : undefined;
        const memoryOn = remembered?.enabled === true;
        const stored = remembered?.summary;
        const memory = stored === undefined ? undefined : removeInvisible(stored);
        const instructions = buildSystemPrompt(exchange.advisor, { appName, memory });
        const providerOptions = { ...advisorProviderOptions(exchange.advisor), ...(memory ? memoryProviderOptions(memory) : {}) };
        fitChatPrompt({ instructions, history: [], current, maxChars: promptMaxChars });

        // Step 4: the history before this turn.
        const history = await historyBefore(body, exchange);

        // Step 5: the crisis check of everything the user wrote, with their last turns, once per
        // message and once the message has counted. The model's verdict, when it is asked, comes
        // alongside the reply (safety/crisis-screen.ts says when).
        const prior = history.filter((message) => message.role === 'user').map((message) => message.content);
        const { local, secondOpinion } = await crisisScreen.screen(exchange.written, { user: user.id, prior, signal: active.signal });
        const crisis = local !== null;

        // Step 6: the user's message stored (Premium), then as much history as fits next to the prompt, oldest dropped first.
        const conversationId = await storeTurn(user, exchange, turn, crisis);
        const messages: ModelMessage[] = fitChatPrompt({ instructions, history, current, maxChars: promptMaxChars });
        const headers: Record<string, string> = conversationId ? { [conversationIdHeader]: conversationId } : {};
        // Any JSON error from here on names the conversation too (the message is already in it).
        if (conversationId) void reply.header(conversationIdHeader, conversationId);

        // Steps 7 and 8: stream, then store what the user was sent.
        const persist = async ({ text, status }: ReplyOutcome) => {
          if (!conversationId) return;
          if (text) {
            try {
              await conversations.append(conversationId, 'assistant', text);
            } catch (error) {
              log.error({ err: error, conversationId }, 'could not store the assistant reply');
              return;
            }
          }
          if (status === 'completed' && memoryOn) await memoryWriter.schedule({ userId: user.id, advisor: exchange.advisor, conversationId });
        };
        await streamReply(reply, {
          model,
          instructions,
          messages,
          // The verdict travels with the turn: the offline engine answers a crisis with presence.
          providerOptions: local !== null ? { ...providerOptions, ...crisisProviderOptions(local) } : providerOptions,
          headers,
          preamble: crisis ? crisisReplyPreamble : undefined,
          ...(secondOpinion ? { secondOpinion: { verdict: secondOpinion, waitMs: crisisScreen.waitMs, preamble: crisisReplyPreamble } } : {}),
          heartbeatMs,
          openAtOnce: conversationId !== undefined,
          stop: active.signal,
          requestId,
          log: log.child({ advisorId: exchange.advisor.id, ...(conversationId ? { conversationId } : {}) }),
          onEnd: persist,
        });
      } finally {
        active?.end();
        release();
      }
    },
  };
}
