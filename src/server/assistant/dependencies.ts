import type { LanguageModel } from 'ai';
import type { Config } from '../config.ts';
import { createChatModel, createModelAvailability, type ModelAvailability } from '../llm/index.ts';

export interface AssistantDependencies {
  model: LanguageModel;
  availability: ModelAvailability;
}

/**
 * The model (LLM_* settings) and its availability check. The per-user chat limits are built by
 * the app beside its other limits, on the same store (Redis or memory).
 */
export function createAssistantDependencies(config: Config): AssistantDependencies {
  return {
    model: createChatModel(config),
    availability: createModelAvailability(config),
  };
}
