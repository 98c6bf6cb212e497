import type { LanguageModel, ModelMessage } from 'ai';
import type { FastifyReply } from 'fastify';
import type { AdvisorRecord } from '../../shared/advisors/advisor.schema.ts';
import { type AssistantRequest, assistantHistoryLimit, assistantMessageMaxLength } from '../../shared/assistant/assistant.schema.ts';
import { conversationIdHeader } from '../../shared/chat/conversation.schema.ts';
import { crisisConversationTitle, crisisReplyPreamble } from '../../shared/chat/crisis-resources.ts';
import type { AdvisorsService } from '../advisors/advisors.service.ts';
import { type AuthUser } from '../auth/auth.ts';
import { isPremium } from '../auth/guards.ts';
import { type ConversationsService, conversationTitle } from '../conversations/conversations.service.ts';
import { ApiError } from '../http/api-error.ts';
import { advisorProviderOptions, buildSystemPrompt, memoryProviderOptions } from '../llm/index.ts';
import type { MemoriesService } from '../memories/memories.service.ts';
import type { MemoryWriter } from '../memories/memory-writer.ts';
import type { ChatLimits } from './chat-limits.ts';
import type { ChatQuota } from './chat-quota.ts';
import { detectCrisisSignal } from '../../shared/chat/crisis-check.ts';
import { type ReplyOutcome, streamReply } from './reply-stream.ts';
import { removeInvisible } from './sanitize.ts';

/**
 * The chat flow of POST /api/assistant, in the order it runs: authorize -> check quota -> load
 * history -> build prompt -> stream -> persist.
 *
 * Free: nothing of the conversation is stored; the history comes from the client. Premium: the
 * conversation lives on the server; the user's message is stored before the model is called, the
 * history is read from the database (a client-sent one is ignored), the reply is stored when the
 * stream ends, and the advisor's memory is rewritten in the background afterwards.
 */
export interface AssistantService {
  findAdvisor(id: string): Promise<AdvisorRecord>;
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
  /** A `: heartbeat` comment after this much model silence; 15 s. */
  heartbeatMs?: number;
}

/** A missing status counts as Available (spec). */
export function isAvailable(advisor: AdvisorRecord): boolean {
  return advisor.status === null || advisor.status === 'available';
}

/** The user's turn as the model gets it: the message and the trip request, invisible characters removed. */
export function userContent(body: Pick<AssistantRequest, 'message' | 'travelData'>): string {
  const parts = [removeInvisible(body.message).trim()];
  if (body.travelData) parts.push(`Trip request:\n${removeInvisible(JSON.stringify(body.travelData, null, 2))}`);
  const content = parts.filter(Boolean).join('\n\n');
  if (!content) throw new ApiError('bad_request:validation', { message: 'Please write a message.', fields: { message: 'Please write a message.' } });
  return content;
}

/** A free user's history as the client sent it: the newest 50 entries, invisible characters removed. */
export function clientHistory(history: AssistantRequest['conversationHistory']): ModelMessage[] {
  return history
    .slice(-assistantHistoryLimit)
    .map((entry): ModelMessage => ({ role: entry.role, content: removeInvisible(entry.content) }))
    .filter((entry) => entry.content !== '');
}

interface Authorized {
  advisor: AdvisorRecord;
  premium: boolean;
  /** The Premium conversation being continued. */
  conversationId: string | undefined;
  /** What the model gets as the user's turn. */
  content: string;
  /** What is stored as the user's message: what they typed (the trip request when that is all). */
  typed: string;
  crisis: boolean;
}

export function createAssistantService(deps: AssistantServiceDependencies): AssistantService {
  const { advisors, conversations, memories, memoryWriter, model, limits, quota, heartbeatMs = 15_000 } = deps;

  async function findAdvisor(id: string): Promise<AdvisorRecord> {
    const advisor = (await advisors.list()).find((record) => record.id === id);
    if (!advisor) throw new ApiError('not_found:advisor');
    return advisor;
  }

  /** Step 1: the message is valid, the advisor can chat, and the conversation is the user's own with this advisor. */
  async function authorize(user: AuthUser, body: AssistantRequest): Promise<Authorized> {
    if (body.message.length > assistantMessageMaxLength) throw new ApiError('payload_too_large:message');
    const content = userContent(body);
    const premium = isPremium(user);
    const threadId = body.threadId ?? null;
    if (threadId !== null && !premium) throw new ApiError('forbidden:premium');
    const advisor = await findAdvisor(body.advisorId);
    if (!isAvailable(advisor)) throw new ApiError('conflict:advisor_unavailable');
    let conversationId: string | undefined;
    if (threadId !== null) {
      // Someone else's conversation answers like an unknown one.
      const owned = await conversations.findOwned(user.id, threadId);
      if (!owned) throw new ApiError('not_found:conversation');
      if (owned.advisorId !== advisor.id) throw new ApiError('conflict:conversation_advisor');
      conversationId = owned.id;
    }
    const message = removeInvisible(body.message).trim();
    return { advisor, premium, conversationId, content, typed: message || content, crisis: detectCrisisSignal(message) !== null };
  }

  /**
   * Step 3: the model's messages. Premium: the newest 50 stored messages, then the user's message
   * is stored (before any model call, so a failed reply loses nothing); a new conversation is
   * created on the first message.
   */
  async function loadHistory(user: AuthUser, exchange: Authorized): Promise<{ messages: ModelMessage[]; conversationId: string | undefined }> {
    const current: ModelMessage = { role: 'user', content: exchange.content };
    if (!exchange.premium) return { messages: [current], conversationId: undefined };
    const conversationId = exchange.conversationId ?? (await conversations.create(user.id, exchange.advisor.id, exchange.crisis ? crisisConversationTitle : conversationTitle(exchange.typed))).id;
    const stored = exchange.conversationId ? await conversations.recentMessages(conversationId, assistantHistoryLimit) : [];
    await conversations.append(conversationId, 'user', exchange.typed);
    const history = stored.map((message): ModelMessage => ({ role: message.role, content: message.content }));
    return { messages: [...history, current], conversationId };
  }

  return {
    findAdvisor,

    async send({ user, body, reply, requestId, log }) {
      const exchange = await authorize(user, body);

      // Step 2: per-minute and concurrent limits (in Redis with REDIS_URL), then the daily quota (in the database).
      const release = await limits.acquire(user.id);
      try {
        await quota.consume(user.id, exchange.premium ? 'premium' : 'free');

        const { messages: history, conversationId } = await loadHistory(user, exchange);
        const messages = exchange.premium ? history : [...clientHistory(body.conversationHistory), ...history];
        const headers: Record<string, string> = conversationId ? { [conversationIdHeader]: conversationId } : {};
        // Any JSON error from here on names the conversation too (the message is already in it).
        if (conversationId) void reply.header(conversationIdHeader, conversationId);

        // Step 4: the prompt, with what the advisor remembers when the user keeps memory on.
        const memoryOn = exchange.premium && (await memories.isEnabled(user.id));
        const stored = memoryOn ? await memories.find(user.id, exchange.advisor.id) : undefined;
        const memory = stored === undefined ? undefined : removeInvisible(stored);
        const instructions = buildSystemPrompt(exchange.advisor, { memory });
        const providerOptions = { ...advisorProviderOptions(exchange.advisor), ...(memory ? memoryProviderOptions(memory) : {}) };

        // Steps 5 and 6: stream, then store what the user was sent.
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
          if (status === 'completed' && memoryOn) memoryWriter.schedule({ userId: user.id, advisor: exchange.advisor, conversationId });
        };
        await streamReply(reply, {
          model,
          instructions,
          messages,
          providerOptions,
          headers,
          preamble: exchange.crisis ? crisisReplyPreamble : undefined,
          heartbeatMs,
          requestId,
          log: log.child({ advisorId: exchange.advisor.id, ...(conversationId ? { conversationId } : {}) }),
          onEnd: persist,
        });
      } finally {
        release();
      }
    },
  };
}
