import { generateText, type LanguageModel } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { crisisReplyPreamble } from '../../shared/chat/crisis-resources.ts';
import { memorySummaryMaxLength } from '../../shared/chat/memory.schema.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import { advisorProviderOptions, buildMemoryPrompt, defaultPromptMaxChars, fitMemoryMessages, memorySummaryProviderOptions, type AdvisorFacts } from '../llm/index.ts';
import type { CrisisCheck } from '../safety/index.ts';
import type { AdvisorsService } from '../advisors/advisors.service.ts';
import { defineJob, type JobAttempt, type JobQueue, type JobWorker } from '../jobs/job-queue.ts';
import type { MemoriesService } from './memories.service.ts';
import { cutText } from '../../shared/text-cut.ts';

/**
 * Rewrites an advisor's memory of a user once a Premium conversation pauses, as a `memory-rewrite`
 * job on the queue: stored before the reply's [DONE], so it survives a crash or a restart, and run
 * by whichever instance takes it. Each exchange of the conversation moves the job's start to a
 * pause from now, so a burst of messages makes one rewrite, after the last (decision 0227). A model
 * failure is retried with back-off; after the last try the old memory stays. Rewrites of the same
 * user and advisor run one at a time in the order they were stored, on any instance (`orderedBy`:
 * each reads the memory the previous one wrote).
 *
 * The user's own word wins: each rewrite carries the memory's revision as it was when the exchange
 * ended, and writes only if it is unchanged (memories.service.ts), whichever instance runs it.
 * `cancel` also cancels the stored rewrites and stops this instance's running ones at once (no
 * wasted model call); `close` bounds them at shutdown, leaving the job to be run again.
 */
export interface MemoryWriter {
  /**
   * Stores a rewrite to run once the conversation has been quiet for the pause, with the memory's
   * revision read now; one still waiting for this conversation is moved instead. Never throws: a
   * failure is logged.
   */
  schedule(job: MemoryJob): Promise<void>;
  /** Cancels stored rewrites of the user (and advisor, when given) and aborts those running here. */
  cancel(target: { userId: string; advisorId?: string }): Promise<void>;
  /** Starts running this instance's share of rewrites (the server; an operator command runs none). */
  start(): Promise<void>;
  /** Resolves once no rewrite is stored, waiting for a retry or running, on any instance (tests). */
  idle(): Promise<void>;
  /**
   * Shutdown: takes no more rewrites, lets the running one finish for `graceMs`, then aborts it;
   * its job is run again later (here after a restart, or by another instance).
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

export interface MemoryJob {
  userId: string;
  advisor: AdvisorFacts & { id: string };
  conversationId: string;
}

/** What a stored rewrite carries: ids, read again when it runs, and the revision it may overwrite. */
export interface MemoryRewritePayload {
  userId: string;
  advisorId: string;
  conversationId: string;
  fromRevision: number;
}

export const memoryRewrite = defineJob<MemoryRewritePayload>({
  name: 'memory-rewrite',
  // 30 s, 1 min, 2 min, 4 min: a model that is away for a few minutes still gets the rewrite.
  retry: { limit: 4, delaySeconds: 30, maxDelaySeconds: 10 * 60 },
  // The model call is bounded at 60 s; the crisis check of 20 messages and the reads come on top.
  expireInSeconds: 3 * 60,
  orderedBy: ({ userId, advisorId }) => `${userId}:${advisorId}`,
});

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

/** Why a running rewrite was aborted: the user's change (the job is done) or shutdown (run it again). */
const cancelledByUser = 'the user changed their memory';
const shuttingDown = 'shutting down';

export function createMemoryWriter({
  model,
  memories,
  conversations,
  advisors,
  jobs,
  log,
  crisisCheck,
  timeoutMs = 60_000,
  promptMaxChars = defaultPromptMaxChars,
  pauseSeconds = 0,
}: {
  model: LanguageModel;
  /** The local crisis check (safety/crisis-turns.ts): what it flags stays out of the memory. */
  crisisCheck: CrisisCheck;
  memories: MemoriesService;
  conversations: Pick<ConversationsService, 'recentMessages'>;
  /** The advisor is read when the rewrite runs: one archived since gets none. */
  advisors: Pick<AdvisorsService, 'findById'>;
  jobs: Pick<JobQueue, 'enqueueAfterPause' | 'work' | 'cancelPending' | 'idle'>;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  /** MEMORY_REWRITE_PAUSE_SECONDS: how long the conversation stays quiet before its rewrite runs (0: at once). */
  pauseSeconds?: number;
  /** The cap on everything one model call sends (CHAT_PROMPT_MAX_CHARS). */
  promptMaxChars?: number;
}): MemoryWriter {
  /** Rewrites running on this instance, with the controller that stops each. */
  const running = new Set<{ payload: MemoryRewritePayload; controller: AbortController }>();
  /** Enqueues not yet stored, so that `idle` does not miss a rewrite on its way to the queue. */
  const storing = new Set<Promise<void>>();
  let worker: JobWorker | undefined;

  async function rewrite({ userId, advisorId, conversationId, fromRevision: revision }: MemoryRewritePayload, signal: AbortSignal): Promise<void> {
    const check = () => {
      if (signal.aborted) throw new RewriteCancelled(String(signal.reason));
    };
    check();
    if (!(await memories.isEnabled(userId))) return;
    const advisor = await advisors.findById(advisorId);
    if (!advisor) return;
    const recent = (await conversations.recentMessages(conversationId, recentMessageCount)).map((message) => ({
      role: message.role,
      // The crisis resources are the server's words, not something the user shared.
      content: message.role === 'assistant' ? message.content.replace(crisisReplyPreamble, '') : message.content,
    }));
    const messages = await withoutCrisisExchanges(recent, crisisCheck);
    check();
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

  async function run(payload: MemoryRewritePayload, attempt: JobAttempt): Promise<void> {
    const entry = { payload, controller: new AbortController() };
    running.add(entry);
    try {
      await rewrite(payload, AbortSignal.any([entry.controller.signal, attempt.signal]));
    } catch (error) {
      const reason = entry.controller.signal.aborted ? entry.controller.signal.reason : attempt.signal.aborted ? shuttingDown : undefined;
      if (reason === cancelledByUser) {
        log.info({ advisorId: payload.advisorId }, 'memory rewrite cancelled; the previous memory stays');
        return;
      }
      // Thrown, so that the job is run again: after the restart, or by another instance.
      if (reason === shuttingDown) throw error;
      if (attempt.retryCount >= memoryRewrite.retry.limit) {
        // Done rather than failed: a failed job would hold back this memory's later rewrites.
        log.warn({ err: error, advisorId: payload.advisorId }, 'memory update failed after its last try; the previous memory stays');
        return;
      }
      throw error;
    } finally {
      running.delete(entry);
    }
  }

  function abortRunning(reason: string, target?: { userId: string; advisorId?: string }): void {
    for (const { payload, controller } of running) {
      if (!target || (payload.userId === target.userId && (target.advisorId === undefined || payload.advisorId === target.advisorId))) controller.abort(reason);
    }
  }

  return {
    schedule({ userId, advisor, conversationId }) {
      const stored = (async () => {
        // Read now, not when the job runs: a change the user makes after this exchange ended, even
        // before the rewrite starts, must win over it.
        const fromRevision = await memories.revision(userId, advisor.id);
        const payload = { userId, advisorId: advisor.id, conversationId, fromRevision };
        // Another conversation's waiting rewrite is left alone: its messages are not in this one.
        await jobs.enqueueAfterPause(memoryRewrite, payload, { seconds: pauseSeconds, sameAs: { userId, advisorId: advisor.id, conversationId } });
      })().catch((error: unknown) => log.error({ err: error, advisorId: advisor.id }, 'memory rewrite could not be stored; the previous memory stays'));
      storing.add(stored);
      return stored.finally(() => storing.delete(stored));
    },

    async cancel({ userId, advisorId }) {
      abortRunning(cancelledByUser, { userId, ...(advisorId === undefined ? {} : { advisorId }) });
      await jobs.cancelPending(memoryRewrite, advisorId === undefined ? { userId } : { userId, advisorId });
    },

    async start() {
      worker ??= await jobs.work(memoryRewrite, run);
    },

    async idle() {
      await Promise.allSettled([...storing]);
      await jobs.idle(memoryRewrite, { timeoutMs: 30_000 });
    },

    async close({ graceMs = 2_000 } = {}) {
      if (!worker) return;
      const stopped = worker.stop();
      worker = undefined;
      const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), graceMs).unref());
      if ((await Promise.race([stopped.then(() => 'stopped' as const), timer])) === 'late') abortRunning(shuttingDown);
      await stopped;
    },
  };
}
