import type { LanguageModel } from 'ai';
import type { Config } from '../config.ts';
import { createChatModel, createModelAvailability, type ModelAvailability } from '../llm/index.ts';
import { type ChatLimits, createChatLimits } from './chat-limits.ts';

export interface AssistantDependencies {
  model: LanguageModel;
  availability: ModelAvailability;
  limits: ChatLimits;
}

/** The model (LLM_* settings), its availability check and the per-user chat limits. */
export function createAssistantDependencies(config: Config): AssistantDependencies {
  return {
    model: createChatModel(config),
    availability: createModelAvailability(config),
    limits: createChatLimits({ perMinute: config.chatRateLimitPerMinute, maxConcurrent: config.chatMaxConcurrent }),
  };
}
