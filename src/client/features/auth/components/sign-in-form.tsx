import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { signInSchema, type SignIn } from '../../../../shared/auth/auth.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldAria, FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useSignIn } from '../hooks/use-auth-actions.ts';

/** Email and password; failures are told by toast and the typed values stay. */
export function SignInForm({ onSignedIn, onNavigate }: { onSignedIn?: () => void; onNavigate?: () => void }) {
  const signIn = useSignIn();
  const form = useForm<SignIn>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (credentials) => {
    try {
      await signIn.mutateAsync(credentials);
      onSignedIn?.();
    } catch {
      // The toast has told the user; the form keeps what they typed.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="sign-in-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...fieldAria('sign-in-email', errors.email?.message)} {...form.register('email')} />
      </FormField>
      <FormField id="sign-in-password" label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...fieldAria('sign-in-password', errors.password?.message)} {...form.register('password')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/reset-password" onClick={onNavigate} className="text-primary underline-offset-4 hover:underline">
          Forgot your password?
        </Link>
      </p>
    </form>
  );
}
