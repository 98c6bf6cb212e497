// The chat feature's public entry: Begin Session (the panel behind it loads lazily) for the
// advisor page, and the saved conversations and memories the profile lists.
export { AdvisorCallToAction } from './components/advisor-call-to-action.tsx';
export { useDeleteConversation } from './api/delete-conversation.ts';
export { useConversations } from './api/get-conversations.ts';
export { memoriesQueryKey, updateMemorySettings, useDeleteMemory, useMemories, useUpdateMemory } from './api/memories.ts';
export { ReadSavedConversationDialog } from './read-saved-conversation.tsx';
