import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { appName } from '../../../lib/env.ts';
import { ChoosePasswordForm } from '../components/choose-password-form.tsx';
import { ResetRequestForm } from '../components/reset-request-form.tsx';

/** /reset-password asks for a link; /reset-password?token=... (from the email) sets the new password. */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
      <title>{`Reset Password | ${appName}`}</title>
      <meta name="description" content="Get a link to choose a new password for your account." />
      <header className="mb-6 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{token ? 'Choose a new password' : 'Reset your password'}</h1>
      </header>
      <Card>
        <CardContent className="pt-6">
          {linkError ? (
            <div role="alert" className="space-y-4 text-center">
              <p>This reset link is invalid or has expired. Ask for a new one below.</p>
              <Button asChild variant="outline">
                <Link to="/reset-password">Send a new link</Link>
              </Button>
            </div>
          ) : token ? (
            <ChoosePasswordForm token={token} />
          ) : (
            <ResetRequestForm />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
