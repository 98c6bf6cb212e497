import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemoryList } from '../../../../shared/chat/memory.schema.ts';
import { toast } from '../../../lib/toast.ts';
import { memoriesQueryKey, updateMemorySettings } from '../../chat/index.ts';

export const memorySwitchMessages = {
  failed: "Couldn't change the memory setting. Please try again.",
} as const;

/**
 * Memory on or off (PATCH /api/memories), shown at once: the switch moves before the server
 * answers and moves back, with an error toast, if the server refuses or cannot be reached.
 */
export function useMemorySwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => updateMemorySettings({ enabled }),
    onMutate: async (enabled) => {
      // A list fetch still in flight would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey: memoriesQueryKey });
      const previous = queryClient.getQueryData<MemoryList>(memoriesQueryKey);
      if (previous) queryClient.setQueryData<MemoryList>(memoriesQueryKey, { ...previous, enabled });
      return { previous };
    },
    onError: (_error, _enabled, context) => {
      if (context?.previous) queryClient.setQueryData(memoriesQueryKey, context.previous);
      toast.error(memorySwitchMessages.failed);
    },
    onSuccess: (list) => queryClient.setQueryData(memoriesQueryKey, list),
  });
}
