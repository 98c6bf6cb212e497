import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { authMessages } from '../../../../shared/auth/auth.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { appName } from '../../../lib/env.ts';
import { useInvitation } from '../../invites/index.ts';
import { SignUpForm } from '../components/sign-up-form.tsx';
import { useSession } from '../hooks/use-session.ts';

/** /signup, usually reached from an invitation email: /signup?invite=TOKEN prefills the email. */
export function SignUpScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const inviteToken = searchParams.get('invite');
  const invitation = useInvitation(inviteToken);
  const { user } = useSession();

  if (user) return <Navigate to="/" replace />;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
      <title>{`Sign Up | ${appName}`}</title>
      <meta name="description" content="Create your account from your invitation and start your first session free." />
      <header className="mb-6 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Create your account</h1>
        <p className="mt-2 text-muted-foreground">Your first session is free.</p>
      </header>
      <Card>
        <CardContent className="pt-6">
          {inviteToken && invitation.isPending ? (
            <div className="space-y-4" aria-busy="true" aria-label="Checking your invitation">
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-32 w-full" />
            </div>
          ) : inviteToken && invitation.isError ? (
            <div role="alert" className="space-y-4 text-center">
              <p>{authMessages.inviteInvalid}</p>
              <Button asChild>
                <Link to="/auth">Request Invite</Link>
              </Button>
            </div>
          ) : (
            <SignUpForm
              inviteToken={inviteToken}
              invitedEmail={invitation.data?.email}
              invitedName={invitation.data?.name}
              onSignedUp={() => void navigate('/', { replace: true })}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
