import { Navigate, Outlet } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../auth/index.ts';

/** Admin pages: visitors go to sign in, other users home. The server checks again on every call. */
export function AdminGuard() {
  const { user, loading, isAdmin } = useSession();
  if (loading) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted-foreground">
        <Spinner label="Loading..." />
        <p aria-hidden="true">Loading...</p>
      </div>
    );
  }
  if (!user) return <Navigate to="/auth?tab=signin" replace />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
