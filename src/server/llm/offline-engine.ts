import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4Prompt, LanguageModelV4StreamPart, LanguageModelV4Usage } from '@ai-sdk/provider';
import { abortableDelay } from './abortable-delay.ts';
import { readAdvisorFacts } from './advisor-facts.ts';
import { readCrisis } from './crisis-facts.ts';
import { readMemory, readMemorySummaryTask } from './memory-facts.ts';
import { composeMemorySummary, memoryTopic } from './offline/memory-summary.ts';
import { composeOfflineCrisisReply, composeOfflineReply, fallbackAdvisor } from './offline/reply.ts';
import { safePlaceName } from './offline/topics.ts';
import { tripDestination, userTextsNewestFirst, withoutTripRequest } from './offline/user-message.ts';

/**
 * The built-in offline engine: a language model (AI SDK specification v4) that needs no network.
 * It answers as the advisor found in the call's `providerOptions.wayfinderAdvisor` (see
 * advisor-facts.ts): it reads what the newest user message asks for (a plan, advice, a decision,
 * thanks...), names the topic only when it can do so in its own words, applies the advisor's
 * method that fits from a content bank and ends with a question, never echoing the user's sentence
 * (offline/reply.ts). It is a simple stand-in for a real model, and deterministic. It streams word
 * by word with `wordDelayMs` between words. With a memory (`providerOptions.wayfinderMemory`) its
 * first reply of a conversation opens with "Last time we talked about ...". Asked for a memory
 * summary (`providerOptions.wayfinderTask`), it answers with an extractive summary instead. A turn
 * the crisis check flagged (`providerOptions.wayfinderCrisis`, crisis-facts.ts) gets a calm word
 * and one gentle question.
 */
export interface OfflineEngineOptions {
  wordDelayMs?: number;
}

function usage(inputWords: number, outputWords: number): LanguageModelV4Usage {
  return {
    inputTokens: { total: inputWords, noCache: inputWords, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: outputWords, text: outputWords, reasoning: undefined },
  };
}

/** True when the conversation already has a reply from the advisor. */
function hasAssistantMessage(prompt: LanguageModelV4Prompt): boolean {
  return prompt.some((message) => message.role === 'assistant');
}

async function replyFor(options: LanguageModelV4CallOptions): Promise<{ text: string; inputWords: number }> {
  const task = readMemorySummaryTask(options.providerOptions);
  if (task) {
    const text = composeMemorySummary(task);
    return { text, inputWords: task.userMessages.join(' ').split(/\s+/).filter(Boolean).length };
  }
  const [newest = '', ...earlier] = userTextsNewestFirst(options.prompt);
  const message = withoutTripRequest(newest);
  const advisor = readAdvisorFacts(options.providerOptions) ?? fallbackAdvisor;
  // A crisis gets presence, not a technique: the resources come first (the assistant flow adds
  // them). The flow's own screening of the turn says so; the engine does not check again.
  if (readCrisis(options.providerOptions) !== undefined) return { text: composeOfflineCrisisReply(message, advisor), inputWords: message.split(/\s+/).filter(Boolean).length };
  const memory = readMemory(options.providerOptions);
  const context = { earlier: earlier.map(withoutTripRequest), destination: safePlaceName(tripDestination(newest)) };
  const reply = composeOfflineReply(message, advisor, context);
  const text = memory && !hasAssistantMessage(options.prompt) ? `Last time we talked about ${memoryTopic(memory)}. ${reply}` : reply;
  return { text, inputWords: message.split(/\s+/).filter(Boolean).length };
}

export function createOfflineModel({ wordDelayMs = 20 }: OfflineEngineOptions = {}): LanguageModelV4 {
  return {
    specificationVersion: 'v4',
    provider: 'wayfinder-offline',
    modelId: 'offline-advisor',
    supportedUrls: {},
    async doGenerate(options) {
      const { text, inputWords } = await replyFor(options);
      return {
        content: text ? [{ type: 'text', text }] : [],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: usage(inputWords, text.split(' ').length),
        warnings: [],
      };
    },
    async doStream(options) {
      const { text, inputWords } = await replyFor(options);
      const words = text.split(' ');
      const signal = options.abortSignal;
      let index = 0;
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 'text-0' });
        },
        async pull(controller) {
          if (index < words.length) {
            if (index > 0) await abortableDelay(wordDelayMs, signal);
            const word = words[index] as string;
            controller.enqueue({ type: 'text-delta', id: 'text-0', delta: index === 0 ? word : ` ${word}` });
            index++;
            return;
          }
          controller.enqueue({ type: 'text-end', id: 'text-0' });
          controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: usage(inputWords, words.length) });
          controller.close();
        },
      });
      return { stream };
    },
  };
}
