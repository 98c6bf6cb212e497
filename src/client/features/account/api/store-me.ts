import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '../../../../shared/account/me.schema.ts';
import { meQueryKey, announceSessionChange } from '../../auth/index.ts';

/**
 * After a change to the signed-in user: the answer replaces the cached user (so the menu shows the
 * new name or photo at once) and the other tabs are told to refetch theirs.
 */
export function useStoreMe(): (me: Me) => void {
  const queryClient = useQueryClient();
  return (me) => {
    queryClient.setQueryData(meQueryKey, me);
    announceSessionChange();
  };
}
