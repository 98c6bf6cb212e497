import { generateText, type LanguageModel } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { crisisReplyPreamble } from '../../shared/chat/crisis-resources.ts';
import { memorySummaryMaxLength } from '../../shared/chat/memory.schema.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import { advisorProviderOptions, buildMemoryPrompt, memorySummaryProviderOptions, type AdvisorFacts } from '../llm/index.ts';
import type { MemoriesService } from './memories.service.ts';

/**
 * Rewrites an advisor's memory of a user after a Premium exchange, in the background: the reply
 * has already ended with [DONE] when this runs. Rewrites of the same user and advisor run one
 * after another (each reads the memory the previous one wrote); a failure is logged and the old
 * memory stays.
 */
export interface MemoryWriter {
  /** Queues a rewrite and returns at once. */
  schedule(job: { userId: string; advisor: AdvisorFacts & { id: string }; conversationId: string }): void;
  /** Resolves when every queued rewrite has finished (shutdown, tests). */
  idle(): Promise<void>;
}

/** How much of the conversation the summary call sees. */
const recentMessageCount = 20;

/** At most `memorySummaryMaxLength` characters, cut after a sentence (or a word) when too long. */
export function clampSummary(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= memorySummaryMaxLength) return trimmed;
  const head = trimmed.slice(0, memorySummaryMaxLength);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentenceEnd > memorySummaryMaxLength / 2) return head.slice(0, sentenceEnd + 1);
  const wordEnd = head.lastIndexOf(' ');
  return wordEnd > 0 ? head.slice(0, wordEnd) : head;
}

export function createMemoryWriter({
  model,
  memories,
  conversations,
  log,
  timeoutMs = 60_000,
}: {
  model: LanguageModel;
  memories: MemoriesService;
  conversations: Pick<ConversationsService, 'recentMessages'>;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): MemoryWriter {
  const queues = new Map<string, Promise<void>>();

  async function rewrite({ userId, advisor, conversationId }: { userId: string; advisor: AdvisorFacts & { id: string }; conversationId: string }): Promise<void> {
    if (!(await memories.isEnabled(userId))) return;
    const messages = (await conversations.recentMessages(conversationId, recentMessageCount)).map((message) => ({
      role: message.role,
      // The crisis resources are the server's words, not something the user shared.
      content: message.role === 'assistant' ? message.content.replace(crisisReplyPreamble, '') : message.content,
    }));
    if (!messages.some((message) => message.role === 'user')) return;
    const previousSummary = (await memories.find(userId, advisor.id)) ?? null;
    const { instructions, prompt } = buildMemoryPrompt({ advisorName: advisor.name, previousSummary, messages });
    const result = await generateText({
      model,
      instructions,
      prompt,
      providerOptions: {
        ...advisorProviderOptions(advisor),
        ...memorySummaryProviderOptions({
          previousSummary,
          userMessages: messages.filter((message) => message.role === 'user').map((message) => message.content).reverse(),
        }),
      },
      abortSignal: AbortSignal.timeout(timeoutMs),
      maxRetries: 1,
    });
    const summary = clampSummary(result.text);
    if (!summary) return;
    // Memory may have been turned off while the model was writing.
    if (!(await memories.isEnabled(userId))) return;
    await memories.save(userId, advisor.id, summary);
  }

  return {
    schedule(job) {
      const key = `${job.userId}\u0000${job.advisor.id}`;
      const next = (queues.get(key) ?? Promise.resolve())
        .then(() => rewrite(job))
        .catch((error: unknown) => log.warn({ err: error, advisorId: job.advisor.id }, 'memory update failed; the previous memory stays'))
        .finally(() => {
          if (queues.get(key) === next) queues.delete(key);
        });
      queues.set(key, next);
    },
    async idle() {
      while (queues.size > 0) await Promise.allSettled([...queues.values()]);
    },
  };
}
