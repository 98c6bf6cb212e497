import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import { changePasswordFormSchema, type ChangePasswordForm } from '../../../../shared/account/me.schema.ts';
import { authMessages } from '../../../../shared/auth/auth.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldAria, FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { AccountCard } from './account-card.tsx';

const emptyForm: ChangePasswordForm = { currentPassword: '', password: '', confirmPassword: '' };

/** "Email & Password" on the profile and the account screens: collapsed, or the change form. */
export function PasswordCard({ email, className }: { email: string; className?: string }) {
  const [editing, setEditing] = useState(false);
  const changeButtonRef = useRef<HTMLButtonElement>(null);
  // Focus goes back to "Change password" only after the user closed the form, not on first render.
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      changeButtonRef.current?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <AccountCard title="Email & Password" icon={KeyRound} description="How you sign in." className={className}>
      {editing ? (
        <PasswordChangeForm onDone={close} />
      ) : (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <dl className="min-w-0 space-y-1 text-sm">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="truncate font-medium">{email}</dd>
          </dl>
          <Button ref={changeButtonRef} type="button" variant="outline" onClick={() => setEditing(true)}>
            Change password
          </Button>
        </div>
      )}
    </AccountCard>
  );
}

function PasswordChangeForm({ onDone }: { onDone(): void }) {
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: emptyForm });
  const errors = form.formState.errors;

  useEffect(() => form.setFocus('currentPassword'), [form]);

  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword: password });
      toast.success(authMessages.passwordUpdated);
      onDone();
    } catch (failure) {
      // What was typed stays, so a mistyped current password is one field to fix.
      toast.error(serverMessage(failure, authMessages.passwordUpdateFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change password">
      <PasswordField label="Current password" autoComplete="current-password" error={errors.currentPassword?.message} registration={form.register('currentPassword')} />
      <PasswordField label="New password" autoComplete="new-password" error={errors.password?.message} registration={form.register('password')} />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        registration={form.register('confirmPassword')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" disabled={change.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Updating...' : 'Update Password'}
        </Button>
      </div>
    </form>
  );
}

function PasswordField({
  label,
  autoComplete,
  error,
  registration,
}: {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error}>
      <Input type="password" autoComplete={autoComplete} {...fieldAria(id, error)} {...registration} />
    </FormField>
  );
}
