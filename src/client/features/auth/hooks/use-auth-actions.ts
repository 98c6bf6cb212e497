import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { authMessages, type SignIn } from '../../../../shared/auth/auth.schema.ts';
import { fetchMe, meQueryKey } from '../api/get-me.ts';
import { signInWithEmail, signOutSession, signUpWithEmail, type SignUpRequest } from '../api/auth-requests.ts';
import { announceSessionChange } from '../session-sync.ts';
import { errorMessage } from '../../../lib/api-errors.ts';

/** After any change of session: load the new user, then tell the other tabs. */
function useRefreshSession() {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' && query.queryKey[0] !== 'advisors' });
    queryClient.setQueryData(meQueryKey, await fetchMe());
    announceSessionChange();
  };
}

export function useSignIn() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (credentials: SignIn) => signInWithEmail(credentials),
    onSuccess: async () => {
      await refresh();
      toast.success(authMessages.signedIn);
    },
    onError: (error) => toast.error(errorMessage(error, authMessages.signInFailed)),
  });
}

export function useSignUp() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (request: SignUpRequest) => signUpWithEmail(request),
    onSuccess: async () => {
      await refresh();
      toast.success(authMessages.accountCreated);
    },
    onError: (error) => toast.error(errorMessage(error, authMessages.signUpFailed)),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOutSession(),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'advisors' });
      queryClient.setQueryData(meQueryKey, null);
      announceSessionChange();
      toast.success(authMessages.signedOut);
    },
    onError: () => toast.error(authMessages.signOutFailed),
  });
}
