import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { authMessages, newPasswordFormSchema, type NewPasswordForm } from '../../../../shared/auth/auth.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldAria, FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { fetchMe, meQueryKey } from '../api/get-me.ts';
import { resetPassword } from '../api/auth-requests.ts';
import { announceSessionChange } from '../session-sync.ts';

/** The form behind the emailed link: a new password, then the user is signed in. */
export function ChoosePasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword(token, password);
      queryClient.setQueryData(meQueryKey, await fetchMe());
      announceSessionChange();
      toast.success(authMessages.passwordUpdated);
      void navigate('/', { replace: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : authMessages.resetFailed;
      setFailure(message);
      toast.error(authMessages.resetFailed, { description: message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="new-password" label="New Password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...fieldAria('new-password', errors.password?.message)} {...form.register('password')} />
      </FormField>
      <FormField id="confirm-new-password" label="Confirm New Password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...fieldAria('confirm-new-password', errors.confirmPassword?.message)} {...form.register('confirmPassword')} />
      </FormField>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}{' '}
          <Link to="/reset-password" className="font-medium underline underline-offset-4">
            Ask for a new link
          </Link>
        </p>
      )}
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
