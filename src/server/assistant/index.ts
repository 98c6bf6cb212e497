export { assistantRoutes, type AssistantRoutesOptions } from './assistant.routes.ts';
export { createAssistantService, type AssistantService } from './assistant.service.ts';
export { createChatLimits, createMemoryChatLimits, createRedisChatLimits, type ChatLimits } from './chat-limits.ts';
export { createChatQuota, type ChatQuota } from './chat-quota.ts';
export { removeInvisible } from './sanitize.ts';
export { createAssistantDependencies, type AssistantDependencies } from './dependencies.ts';
export { type TravelAssistant, travelAssistantId } from './travel-assistant.ts';
