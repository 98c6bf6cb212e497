import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../config.ts';
import { createOfflineModel } from './offline-engine.ts';
import { defaultModelTimeouts, withModelTimeouts } from './model-timeouts.ts';

type LlmConfig = Pick<Config, 'llmBaseUrl' | 'llmApiKey' | 'llmModel' | 'llmOfflineWordDelayMs'> & Partial<Pick<Config, 'llmTimeouts'>>;

/**
 * The one model every caller uses: the OpenAI-compatible provider speaking the chat-completions
 * API when LLM_BASE_URL is set, the built-in offline engine otherwise. Callers pass the advisor
 * with `advisorProviderOptions(advisor)` and the prompt from `buildSystemPrompt(advisor)`.
 * A real model's every call is bounded by `llmTimeouts` (LLM_TIMEOUT_MS, LLM_IDLE_TIMEOUT_MS).
 */
export function createChatModel(config: LlmConfig): LanguageModel {
  if (!config.llmBaseUrl) return createOfflineModel({ wordDelayMs: config.llmOfflineWordDelayMs });
  const provider = createOpenAICompatible({
    name: 'llm',
    baseURL: config.llmBaseUrl,
    ...(config.llmApiKey ? { apiKey: config.llmApiKey } : {}),
    // Structured output (the crisis second opinion) sends its JSON schema as `response_format`;
    // without this the provider sends a bare JSON mode and the schema only lives in the prompt.
    supportsStructuredOutputs: true,
  });
  return withModelTimeouts(provider.chatModel(config.llmModel), config.llmTimeouts ?? defaultModelTimeouts);
}

export interface ModelAvailability {
  /** True for the built-in offline engine. */
  readonly offline: boolean;
  /** Whether the model answers: always for the offline engine; GET {LLM_BASE_URL}/models otherwise (3 s timeout, cached 30 s). */
  check(): Promise<boolean>;
}

export function createModelAvailability(config: LlmConfig, options: { timeoutMs?: number; cacheMs?: number; now?: () => number } = {}): ModelAvailability {
  const baseUrl = config.llmBaseUrl;
  if (!baseUrl) return { offline: true, check: async () => true };
  const timeoutMs = options.timeoutMs ?? 3_000;
  const cacheMs = options.cacheMs ?? 30_000;
  const now = options.now ?? Date.now;
  let cached: { ok: boolean; at: number } | undefined;
  let pending: Promise<boolean> | undefined;

  async function probe(): Promise<boolean> {
    try {
      const response = await fetch(`${baseUrl}/models`, {
        headers: config.llmApiKey ? { authorization: `Bearer ${config.llmApiKey}` } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  }

  return {
    offline: false,
    async check() {
      if (cached && now() - cached.at < cacheMs) return cached.ok;
      pending ??= probe().then((ok) => {
        cached = { ok, at: now() };
        pending = undefined;
        return ok;
      });
      return pending;
    },
  };
}
