import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { accountDeletedSchema, accountDeletionMessages, type AccountDeletion } from '../../../../shared/account/account-deletion.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { announceSessionChange, meQueryKey } from '../../auth/index.ts';

/** DELETE /api/me: the account goes, and the session with it. */
export async function deleteAccount(confirmation: AccountDeletion): Promise<void> {
  accountDeletedSchema.parse(await apiRequest<unknown>('/me', { method: 'DELETE', body: confirmation }));
}

/** Deletes the account, then leaves as a signed-out visitor: no cached data of theirs stays in the tab. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'advisors' });
      queryClient.setQueryData(meQueryKey, null);
      announceSessionChange();
      toast.success(accountDeletionMessages.deleted);
      void navigate('/', { replace: true });
    },
  });
}
