import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle } from 'lucide-react';
import type { Me } from '../../../../shared/account/me.schema.ts';
import { accountDeletionMessages, accountDeletionSchema, type AccountDeletion } from '../../../../shared/account/account-deletion.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { fieldAria, FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

const emptyForm: AccountDeletion = { email: '', password: '' };
const failureFallback = 'Your account could not be deleted. Please try again.';

interface DeleteAccountDialogProps {
  user: Me;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Types the email and enters the password: the server checks both, then deletes. */
export function DeleteAccountDialog({ user, open, onOpenChange }: DeleteAccountDialogProps) {
  const deletion = useDeleteAccount();
  const form = useForm({ resolver: zodResolver(accountDeletionSchema), defaultValues: emptyForm });
  const errors = form.formState.errors;
  const emailId = useId();
  const passwordId = useId();
  const failureId = useId();

  const close = (next: boolean) => {
    if (deletion.isPending) return;
    if (!next) {
      form.reset(emptyForm);
      deletion.reset();
    }
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (confirmation) => {
    try {
      await deletion.mutateAsync(confirmation);
    } catch (failure) {
      // The field the server refused says so; anything else shows under the form.
      if (failure instanceof ApiRequestError && failure.code === 'bad_request:deletion_email') form.setError('email', { message: failure.message }, { shouldFocus: true });
      if (failure instanceof ApiRequestError && failure.code === 'bad_request:deletion_password') form.setError('password', { message: failure.message }, { shouldFocus: true });
    }
  });

  const fieldError = deletion.error instanceof ApiRequestError && deletion.error.code.startsWith('bad_request:deletion_');
  const failure = deletion.isError && !fieldError ? serverMessage(deletion.error, failureFallback) : undefined;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{accountDeletionMessages.title}</DialogTitle>
          <DialogDescription>{accountDeletionMessages.explanation}</DialogDescription>
        </DialogHeader>
        {user.isSubscribed && (
          <p className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
            {accountDeletionMessages.premiumNotice}
          </p>
        )}
        <p className="text-sm text-muted-foreground">{accountDeletionMessages.kept}</p>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={accountDeletionMessages.title} aria-describedby={failure ? failureId : undefined}>
          <FormField id={emailId} label={accountDeletionMessages.confirmEmail} error={errors.email?.message}>
            <Input type="email" autoComplete="off" placeholder={user.email} {...fieldAria(emailId, errors.email?.message)} {...form.register('email')} />
          </FormField>
          <FormField id={passwordId} label={accountDeletionMessages.confirmPassword} error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...fieldAria(passwordId, errors.password?.message)} {...form.register('password')} />
          </FormField>
          {failure && (
            <p id={failureId} role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={deletion.isPending} onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={deletion.isPending}>
              {deletion.isPending ? 'Deleting...' : accountDeletionMessages.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
