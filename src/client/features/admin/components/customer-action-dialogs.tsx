import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  banCustomerFormSchema,
  grantPremiumFormSchema,
  type BanCustomerForm,
  type CustomerAction,
  type CustomerRow,
  type GrantPremiumForm,
} from '../../../../shared/admin/customers.schema.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField, fieldAria } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCustomerAction, useDeleteCustomer, type CustomerActionRequest } from '../api/customers.ts';

/** Which dialog is open, for whom. */
export interface PendingAction {
  action: CustomerAction | 'delete';
  customer: CustomerRow;
}

/** The confirmations of the actions without a form: title, what happens, button, done message. */
const confirmations: Record<
  Exclude<CustomerAction, 'grant-premium' | 'ban'>,
  { title: string; text(name: string): string; confirm: string; done(name: string): string; destructive?: boolean }
> = {
  'revoke-premium': {
    title: 'Revoke Premium?',
    text: (name) => `${name} goes back to the free plan at once.`,
    confirm: 'Revoke Premium',
    done: (name) => `${name} is on the free plan`,
    destructive: true,
  },
  'make-admin': {
    title: 'Make admin?',
    text: (name) => `${name} will be able to open every admin page and act on every customer.`,
    confirm: 'Make admin',
    done: (name) => `${name} is now an admin`,
  },
  'remove-admin': {
    title: 'Remove admin?',
    text: (name) => `${name} loses access to the admin pages.`,
    confirm: 'Remove admin',
    done: (name) => `${name} is no longer an admin`,
    destructive: true,
  },
  unban: { title: 'Unban?', text: (name) => `${name} can sign in again.`, confirm: 'Unban', done: (name) => `${name} is no longer banned` },
  'send-password-reset': {
    title: 'Send a password reset?',
    text: (name) =>
      `${name} gets an email with a link to choose a new password, valid for one hour. Their password stays as it is until they use it.`,
    confirm: 'Send reset email',
    done: (name) => `Password reset email sent to ${name}`,
  },
};

/** A date picked in the form (the end of that day, local time), as the API's ISO date-time. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59`).toISOString();
const today = () => new Date().toLocaleDateString('en-CA');

function useRun(onDone: () => void) {
  const mutation = useCustomerAction();
  /** Resolves whether it worked; a refusal (the last admin) is shown as a toast. */
  const attempt = async (request: CustomerActionRequest, success: string) => {
    try {
      await mutation.mutateAsync(request);
      toast.success(success);
      return true;
    } catch (error) {
      toast.error((error instanceof Error && error.message) || 'Could not update the customer. Please try again.');
      return false;
    }
  };
  const run = (request: CustomerActionRequest, success: string) => void attempt(request, success).then((done) => done && onDone());
  return { run, attempt, pending: mutation.isPending };
}

function GrantPremiumDialog({ customer, onClose }: { customer: CustomerRow; onClose(): void }) {
  const { run, pending } = useRun(onClose);
  const form = useForm<GrantPremiumForm>({ resolver: zodResolver(grantPremiumFormSchema), defaultValues: { until: '' } });
  const submit = form.handleSubmit(({ until }) =>
    run({ id: customer.id, action: 'grant-premium', body: { until: until ? endOfDay(until) : null } }, `${customer.name} is now Premium`),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} className="space-y-4" noValidate>
          <DialogHeader>
            <DialogTitle>Grant Premium</DialogTitle>
            <DialogDescription>
              {customer.name} ({customer.email}) gets Premium at once: saved conversations, memory and unlimited itineraries.
            </DialogDescription>
          </DialogHeader>
          <FormField
            id="premium-until"
            label="End date (optional)"
            hint="Leave empty for Premium without an end. It ends at the close of that day."
            error={form.formState.errors.until?.message}
          >
            <Input type="date" min={today()} {...fieldAria('premium-until', form.formState.errors.until?.message, 'hint')} {...form.register('until')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              Grant Premium
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function BanDialog({ customer, onClose }: { customer: CustomerRow; onClose(): void }) {
  const { run, pending } = useRun(onClose);
  const form = useForm<BanCustomerForm>({ resolver: zodResolver(banCustomerFormSchema), defaultValues: { reason: '', until: '' } });
  const reasonError = form.formState.errors.reason?.message;
  const submit = form.handleSubmit(({ reason, until }) =>
    run({ id: customer.id, action: 'ban', body: { reason: reason.trim(), expiresAt: until ? endOfDay(until) : null } }, `${customer.name} is banned`),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} className="space-y-4" noValidate>
          <DialogHeader>
            <DialogTitle>Ban {customer.name}</DialogTitle>
            <DialogDescription>They are signed out everywhere at once and cannot sign in while the ban lasts.</DialogDescription>
          </DialogHeader>
          <FormField id="ban-reason" label="Reason" error={reasonError}>
            <Textarea maxLength={500} {...fieldAria('ban-reason', reasonError)} {...form.register('reason')} />
          </FormField>
          <FormField id="ban-until" label="Ends on (optional)" hint="Leave empty for a ban without an end." error={form.formState.errors.until?.message}>
            <Input type="date" min={today()} {...fieldAria('ban-until', form.formState.errors.until?.message, 'hint')} {...form.register('until')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              Ban
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ConfirmActionDialog({ action, customer, onClose }: { action: keyof typeof confirmations; customer: CustomerRow; onClose(): void }) {
  const { attempt } = useRun(onClose);
  const copy = confirmations[action];
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={copy.title}
      description={copy.text(`${customer.name} (${customer.email})`)}
      confirmLabel={copy.confirm}
      destructive={copy.destructive}
      // Stays open until the answer: a refusal (the last admin) is shown as a toast.
      onConfirm={() => attempt({ id: customer.id, action }, copy.done(customer.name))}
      dismissibleWhilePending
    />
  );
}

/** Deleting an account: the same as the customer's own "Delete account" (decision 0222), confirmed here. */
function DeleteCustomerDialog({ customer, onClose }: { customer: CustomerRow; onClose(): void }) {
  const deletion = useDeleteCustomer();
  const remove = async () => {
    try {
      await deletion.mutateAsync(customer.id);
      toast.success(`${customer.name}'s account is deleted`);
      onClose();
      return true;
    } catch (error) {
      toast.error((error instanceof Error && error.message) || 'Could not delete the account. Please try again.');
      return false;
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete account?"
      description={`${customer.name} (${customer.email}) loses their account, conversations, memories, itineraries and photo for good; a Premium subscription is cancelled now, without a further charge. Their feedback and contact messages stay, unsigned. They are told by email.`}
      confirmLabel="Delete account"
      destructive
      onConfirm={remove}
      dismissibleWhilePending
    />
  );
}

/** The dialog of the action picked in a row's Actions menu. */
export function CustomerActionDialog({ pending, onClose }: { pending: PendingAction; onClose(): void }) {
  const { action, customer } = pending;
  if (action === 'grant-premium') return <GrantPremiumDialog customer={customer} onClose={onClose} />;
  if (action === 'ban') return <BanDialog customer={customer} onClose={onClose} />;
  if (action === 'delete') return <DeleteCustomerDialog customer={customer} onClose={onClose} />;
  return <ConfirmActionDialog action={action} customer={customer} onClose={onClose} />;
}
