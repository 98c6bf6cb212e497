import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onSessionChangeElsewhere } from '../session-sync.ts';

/** Mounted once in the shell: refetches everything user-specific when another tab signs in or out. */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => onSessionChangeElsewhere(() => void queryClient.invalidateQueries()), [queryClient]);
}
