import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  advisorMemorySchema,
  type AdvisorMemory,
  memoryListSchema,
  type MemoryList,
  type MemorySettings,
  type UpdateMemory,
} from '../../../../shared/chat/memory.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/memories (Premium): whether memory is on and what each advisor remembers. */
export async function fetchMemories(signal?: AbortSignal): Promise<MemoryList> {
  return memoryListSchema.parse(await apiRequest<unknown>('/memories', { signal }));
}

export const memoriesQueryKey = ['memories'] as const;

export const memoriesQueryOptions = () => queryOptions({ queryKey: memoriesQueryKey, queryFn: ({ signal }) => fetchMemories(signal) });

export function useMemories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...memoriesQueryOptions(), enabled });
}

/** PUT /api/memories/:advisorId: the user's own wording replaces the summary. */
export async function updateMemory({ advisorId, ...update }: UpdateMemory & { advisorId: string }): Promise<AdvisorMemory> {
  return advisorMemorySchema.parse(await apiRequest<unknown>(`/memories/${encodeURIComponent(advisorId)}`, { method: 'PUT', body: update }));
}

/** DELETE /api/memories/:advisorId: the advisor forgets everything it kept. */
export async function deleteMemory(advisorId: string): Promise<void> {
  await apiRequest<unknown>(`/memories/${encodeURIComponent(advisorId)}`, { method: 'DELETE' });
}

/** PATCH /api/memories: memory on or off. */
export async function updateMemorySettings(settings: MemorySettings): Promise<MemoryList> {
  return memoryListSchema.parse(await apiRequest<unknown>('/memories', { method: 'PATCH', body: settings }));
}

function useInvalidateMemories() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memoriesQueryKey });
}

export function useUpdateMemory() {
  const invalidate = useInvalidateMemories();
  return useMutation({ mutationFn: updateMemory, onSuccess: invalidate });
}

export function useDeleteMemory() {
  const invalidate = useInvalidateMemories();
  return useMutation({ mutationFn: deleteMemory, onSuccess: invalidate });
}
