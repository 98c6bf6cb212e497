import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { appName } from '../../../lib/env.ts';
import { useDelayedReady } from '../../../lib/use-delayed-ready.ts';
import { AuthTabs } from '../components/auth-tabs.tsx';
import { useSession } from '../hooks/use-session.ts';
import { safeNextPath } from '../sign-in-redirect.ts';

/**
 * /auth: Request Invite by default, Sign In with ?tab=signin. Signed-in visitors go home, or back
 * to `?next=` when a signed-in screen sent them here (sign-in-redirect.ts).
 */
export function AuthScreen() {
  const ready = useDelayedReady(300);
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user, loading } = useSession();
  const tab = searchParams.get('tab') === 'signin' ? 'signin' : 'request';
  const next = safeNextPath(searchParams.get('next'));

  if (user) return <Navigate to={next ?? '/'} replace />;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
      <title>{`${tab === 'signin' ? 'Sign In' : 'Request an Invite'} | ${appName}`}</title>
      <meta name="description" content="Request an invite or sign in to talk with AI advisors for clarity, confidence and connection." />
      {!ready || loading ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading">
          <Skeleton className="mx-auto h-9 w-56" />
          <Skeleton className="mx-auto h-5 w-72" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      ) : (
        <>
          <header className="mb-6 text-center">
            <h1 className="text-3xl font-bold tracking-tight">Access to {appName}</h1>
            <p className="mt-2 text-muted-foreground">Get help along the way with our AI advisors</p>
          </header>
          <Card>
            <CardContent className="pt-6">
              <AuthTabs
                tab={tab}
                onTabChange={(chosen) => setSearchParams({ ...(chosen === 'signin' ? { tab: 'signin' } : {}), ...(next ? { next } : {}) }, { replace: true })}
                onSignedIn={() => void navigate(next ?? '/', { replace: true })}
              />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
