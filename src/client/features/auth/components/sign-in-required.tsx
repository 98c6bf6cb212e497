import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../hooks/use-session.ts';
import { signInPath } from '../sign-in-redirect.ts';

/**
 * A screen for signed-in users: `loading` while the session loads, then the children; a visitor
 * goes to sign in and comes back here afterwards. The server checks again on every call.
 */
export function SignInRequired({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  const { user, loading: sessionLoading } = useSession();
  const location = useLocation();
  if (sessionLoading) return loading;
  if (!user) return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  return children;
}
