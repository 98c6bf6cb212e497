export { assistantRoutes, type AssistantRoutesOptions } from './assistant.routes.ts';
export { createChatLimits, type ChatLimits } from './chat-limits.ts';
export { removeInvisible } from './sanitize.ts';
export { createAssistantDependencies, type AssistantDependencies } from './dependencies.ts';
