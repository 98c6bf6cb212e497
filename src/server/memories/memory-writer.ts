import { generateText, type LanguageModel } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { crisisReplyPreamble } from '../../shared/chat/crisis-resources.ts';
import { memorySummaryMaxLength } from '../../shared/chat/memory.schema.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import { advisorProviderOptions, buildMemoryPrompt, defaultPromptMaxChars, fitMemoryMessages, memorySummaryProviderOptions, type AdvisorFacts } from '../llm/index.ts';
import type { CrisisCheck } from '../safety/index.ts';
import type { MemoriesService } from './memories.service.ts';
import { cutText } from '../../shared/text-cut.ts';

/**
 * Rewrites an advisor's memory of a user after a Premium exchange, in the background: the reply
 * has already ended with [DONE] when this runs. Rewrites of the same user and advisor run one
 * after another (each reads the memory the previous one wrote); a failure is logged and the old
 * memory stays.
 *
 * The user's own word wins: each rewrite starts from the memory's revision as it was when the
 * exchange ended, and writes only if it is unchanged (memories.service.ts). `cancel` also stops
 * this instance's rewrites at once (no wasted model call); `close` bounds them at shutdown.
 */
export interface MemoryWriter {
  /** Queues a rewrite and returns at once; ignored once closing. */
  schedule(job: MemoryJob): void;
  /** Drops queued and aborts running rewrites of the user (and advisor, when given). */
  cancel(target: { userId: string; advisorId?: string }): void;
  /** Resolves when every queued rewrite has finished (tests). */
  idle(): Promise<void>;
  /**
   * Shutdown: takes no more jobs, lets those in flight finish for `graceMs`, then aborts what is
   * left and resolves once all have settled.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

export interface MemoryJob {
  userId: string;
  advisor: AdvisorFacts & { id: string };
  conversationId: string;
}

/** How much of the conversation the summary call sees (before the prompt-size cap). */
const recentMessageCount = 20;

/** How many earlier user messages each one is read with, as the chat's screening read it. */
const priorTurns = 3;

type Message = { role: 'user' | 'assistant'; content: string };

/**
 * The conversation without its crisis exchanges: each user message is screened with the few
 * before it, and one that carries a signal is left out with the advisor's reply to it. A crisis is
 * met with resources in the moment; it is not something to bring up next time.
 */
export async function withoutCrisisExchanges(messages: readonly Message[], check: CrisisCheck): Promise<Message[]> {
  const kept: Message[] = [];
  const earlier: string[] = [];
  let skippingReply = false;
  for (const message of messages) {
    if (message.role === 'assistant') {
      if (!skippingReply) kept.push(message);
      continue;
    }
    skippingReply = (await check({ prior: earlier.slice(-priorTurns), current: [message.content] })) !== null;
    earlier.push(message.content);
    if (!skippingReply) kept.push(message);
  }
  return kept;
}

/** At most `memorySummaryMaxLength` characters, cut after a sentence (or a word) when too long. */
export function clampSummary(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= memorySummaryMaxLength) return trimmed;
  const head = cutText(trimmed, memorySummaryMaxLength);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentenceEnd > memorySummaryMaxLength / 2) return head.slice(0, sentenceEnd + 1);
  const wordEnd = head.lastIndexOf(' ');
  return wordEnd > 0 ? head.slice(0, wordEnd) : head;
}

class RewriteCancelled extends Error {
  constructor(reason: string) {
    super(`memory rewrite cancelled: ${reason}`);
    this.name = 'RewriteCancelled';
  }
}

export function createMemoryWriter({
  model,
  memories,
  conversations,
  log,
  crisisCheck,
  timeoutMs = 60_000,
  promptMaxChars = defaultPromptMaxChars,
}: {
  model: LanguageModel;
  /** The local crisis check (safety/crisis-turns.ts): what it flags stays out of the memory. */
  crisisCheck: CrisisCheck;
  memories: MemoriesService;
  conversations: Pick<ConversationsService, 'recentMessages'>;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  /** The cap on everything one model call sends (CHAT_PROMPT_MAX_CHARS). */
  promptMaxChars?: number;
}): MemoryWriter {
  const queues = new Map<string, Promise<void>>();
  /** Every job not yet settled, queued or running, with the controller that cancels it. */
  const pending = new Set<{ job: MemoryJob; controller: AbortController }>();
  let closing = false;

  async function idle(): Promise<void> {
    while (queues.size > 0) await Promise.allSettled([...queues.values()]);
  }

  async function rewrite(job: MemoryJob, fromRevision: Promise<number>, signal: AbortSignal): Promise<void> {
    const { userId, advisor, conversationId } = job;
    const check = () => {
      if (signal.aborted) throw new RewriteCancelled(String(signal.reason));
    };
    check();
    if (!(await memories.isEnabled(userId))) return;
    const recent = (await conversations.recentMessages(conversationId, recentMessageCount)).map((message) => ({
      role: message.role,
      // The crisis resources are the server's words, not something the user shared.
      content: message.role === 'assistant' ? message.content.replace(crisisReplyPreamble, '') : message.content,
    }));
    const messages = await withoutCrisisExchanges(recent, crisisCheck);
    check();
    const revision = await fromRevision;
    const previousSummary = (await memories.find(userId, advisor.id)) ?? null;
    const fitted = fitMemoryMessages({ advisorName: advisor.name, previousSummary, messages }, promptMaxChars);
    if (!fitted.some((message) => message.role === 'user')) return;
    check();
    const { instructions, prompt } = buildMemoryPrompt({ advisorName: advisor.name, previousSummary, messages: fitted });
    const result = await generateText({
      model,
      instructions,
      prompt,
      providerOptions: {
        ...advisorProviderOptions(advisor),
        ...memorySummaryProviderOptions({
          previousSummary,
          userMessages: fitted.filter((message) => message.role === 'user').map((message) => message.content).reverse(),
        }),
      },
      abortSignal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      maxRetries: 1,
    });
    const summary = clampSummary(result.text);
    if (!summary) return;
    check();
    // Written only if the user has not edited or deleted this memory, nor turned memory off, since.
    const written = await memories.saveRewrite(userId, advisor.id, summary, revision);
    if (!written) log.info({ advisorId: advisor.id }, 'memory rewrite dropped: the user changed the memory or turned it off meanwhile');
  }

  return {
    schedule(job) {
      if (closing) {
        log.info({ advisorId: job.advisor.id }, 'memory rewrite skipped: shutting down');
        return;
      }
      const entry = { job, controller: new AbortController() };
      pending.add(entry);
      // Read now, not when the job's turn comes: a change the user makes after this exchange
      // ended, even before the rewrite starts, must win over it.
      const fromRevision = memories.revision(job.userId, job.advisor.id);
      fromRevision.catch(() => {});
      const key = `${job.userId}\u0000${job.advisor.id}`;
      const next = (queues.get(key) ?? Promise.resolve())
        .then(() => rewrite(job, fromRevision, entry.controller.signal))
        .catch((error: unknown) => {
          if (entry.controller.signal.aborted) log.info({ advisorId: job.advisor.id, reason: String(entry.controller.signal.reason) }, 'memory rewrite cancelled; the previous memory stays');
          else log.warn({ err: error, advisorId: job.advisor.id }, 'memory update failed; the previous memory stays');
        })
        .finally(() => {
          pending.delete(entry);
          if (queues.get(key) === next) queues.delete(key);
        });
      queues.set(key, next);
    },

    cancel({ userId, advisorId }) {
      for (const { job, controller } of pending) {
        if (job.userId === userId && (advisorId === undefined || job.advisor.id === advisorId)) controller.abort('the user changed their memory');
      }
    },

    idle,

    async close({ graceMs = 2_000 } = {}) {
      closing = true;
      const settled = idle();
      const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), graceMs).unref());
      if ((await Promise.race([settled, timer])) === 'late') {
        for (const { controller } of pending) controller.abort('shutting down');
        await settled;
      }
    },
  };
}
