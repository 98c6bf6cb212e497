import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { signUpFormSchema, type SignUpForm as SignUpValues } from '../../../../shared/auth/auth.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldAria, FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useSignUp } from '../hooks/use-auth-actions.ts';

interface SignUpFormProps {
  inviteToken?: string | null;
  /** From the invitation: the address the invite was sent to. */
  invitedEmail?: string;
  invitedName?: string;
  onSignedUp?: () => void;
  onNavigate?: () => void;
}

/** Full Name, Email, Password, Confirm Password; also used inside a dialog (onSignedUp). */
export function SignUpForm({ inviteToken, invitedEmail, invitedName, onSignedUp, onNavigate }: SignUpFormProps) {
  const signUp = useSignUp();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { fullName: invitedName ?? '', email: invitedEmail ?? '', password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signUp.mutateAsync({ name: values.fullName, email: values.email, password: values.password, inviteToken: inviteToken ?? undefined });
      onSignedUp?.();
    } catch (error) {
      setServerError(error instanceof Error ? error.message : null);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="sign-up-name" label="Full Name" error={errors.fullName?.message}>
        <Input autoComplete="name" {...fieldAria('sign-up-name', errors.fullName?.message)} {...form.register('fullName')} />
      </FormField>
      <FormField id="sign-up-email" label="Email" error={errors.email?.message} hint={invitedEmail ? 'The address your invitation was sent to.' : undefined}>
        <Input
          type="email"
          autoComplete="email"
          readOnly={Boolean(invitedEmail)}
          {...fieldAria('sign-up-email', errors.email?.message, invitedEmail ? 'hint' : undefined)}
          {...form.register('email')}
        />
      </FormField>
      <FormField id="sign-up-password" label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...fieldAria('sign-up-password', errors.password?.message)} {...form.register('password')} />
      </FormField>
      <FormField id="sign-up-confirm" label="Confirm Password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...fieldAria('sign-up-confirm', errors.confirmPassword?.message)} {...form.register('confirmPassword')} />
      </FormField>
      {serverError && (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
          <p>{serverError}</p>
          <Link to="/auth" onClick={onNavigate} className="mt-1 inline-block font-medium text-primary underline-offset-4 hover:underline">
            Request Invite
          </Link>
        </div>
      )}
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Sign Up'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/auth?tab=signin" onClick={onNavigate} className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
