export { abortableDelay } from './abortable-delay.ts';
export { advisorProviderOptions, readAdvisorFacts, type AdvisorFacts } from './advisor-facts.ts';
export { buildSystemPrompt } from './system-prompt.ts';
export { createChatModel, createModelAvailability, type ModelAvailability } from './chat-model.ts';
export { createOfflineModel } from './offline-engine.ts';
export { composeOfflineReply } from './offline/reply.ts';
export { memoryProviderOptions, memorySummaryProviderOptions, readMemory, readMemorySummaryTask, type MemorySummaryTask } from './memory-facts.ts';
export { buildMemoryPrompt, fitMemoryMessages } from './memory-prompt.ts';
export { defaultPromptMaxChars, fitChatPrompt, newestThatFit, type PromptMessage } from './prompt-budget.ts';
