import type { Me } from '../../../../shared/account/me.schema.ts';
import { useMe } from '../api/get-me.ts';

export interface Session {
  user: Me | null;
  loading: boolean;
  isAdmin: boolean;
  isSubscribed: boolean;
}

export function useSession(): Session {
  const me = useMe();
  const user = me.data ?? null;
  return {
    user,
    loading: me.isPending,
    isAdmin: user?.isAdmin ?? false,
    isSubscribed: user?.isSubscribed ?? false,
  };
}
