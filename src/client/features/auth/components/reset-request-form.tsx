import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { authMessages, resetRequestSchema, type ResetRequest } from '../../../../shared/auth/auth.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldAria, FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { requestPasswordReset } from '../api/auth-requests.ts';

/**
 * Asks for a reset link. Whatever happens after validation, the same "check your email" answer
 * follows, so the form never tells whether an account exists.
 */
export function ResetRequestForm() {
  const [sent, setSent] = useState(false);
  const form = useForm<ResetRequest>({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: '' } });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
    } catch {
      // Deliberately the same outcome: no account enumeration, and the spec swallows errors here.
    }
    setSent(true);
  });

  if (sent) {
    return (
      <div className="space-y-4 text-center" role="status">
        <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h2 className="text-xl font-semibold">{authMessages.resetSentTitle}</h2>
        <p className="text-sm text-muted-foreground">{authMessages.resetSentNote}</p>
        <Button asChild variant="outline">
          <Link to="/auth?tab=signin">Return to Login</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted-foreground">Enter the email you signed up with and we'll send you a link to choose a new password.</p>
      <FormField id="reset-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...fieldAria('reset-email', errors.email?.message)} {...form.register('email')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending reset link...' : 'Send Reset Link'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/auth?tab=signin" className="text-primary underline-offset-4 hover:underline">
          Return to Login
        </Link>
      </p>
    </form>
  );
}
