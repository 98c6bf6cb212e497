import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast.ts';
import { inviteMessages, inviteRequestSchema, type InviteRequest, type InviteRequestInput } from '../../../../shared/invites/invite-request.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { fieldAria, FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAdvisors } from '../../advisors/index.ts';
import { useSubmitInviteRequest } from '../api/submit-invite-request.ts';
import { AdvisorMultiSelect } from './advisor-multi-select.tsx';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';

const emptyRequest: InviteRequestInput = { name: '', email: '', advisors: [], howDidYouHear: '', mailingList: false };
const inviteRequestFields = ['name', 'email', 'advisors', 'howDidYouHear', 'mailingList'] as const;

export function RequestInviteForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const advisorsQuery = useAdvisors();
  const submit = useSubmitInviteRequest();
  const form = useForm<InviteRequestInput, unknown, InviteRequest>({ resolver: zodResolver(inviteRequestSchema), defaultValues: emptyRequest });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      await submit.mutateAsync(request);
      toast.success(inviteMessages.success, { description: inviteMessages.successDescription });
      form.reset(emptyRequest);
      onSubmitted?.();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, inviteRequestFields);
      toast.error(inviteMessages.failure);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="invite-name" label="Name" error={errors.name?.message}>
        <Input autoComplete="name" {...fieldAria('invite-name', errors.name?.message)} {...form.register('name')} />
      </FormField>
      <FormField id="invite-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...fieldAria('invite-email', errors.email?.message)} {...form.register('email')} />
      </FormField>
      <div className="space-y-1.5">
        <p id="invite-advisors-label" className="text-sm leading-none font-medium">
          Which advisors would you like to talk to?
        </p>
        {advisorsQuery.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : advisorsQuery.isError ? (
          <p role="alert" className="rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive">
            {inviteMessages.advisorsFailed}
          </p>
        ) : advisorsQuery.data.length === 0 ? (
          <p className="rounded-md border px-3 py-2 text-sm text-muted-foreground">{inviteMessages.noAdvisors}</p>
        ) : (
          <Controller
            control={form.control}
            name="advisors"
            render={({ field }) => (
              <AdvisorMultiSelect
                id="invite-advisors"
                advisors={advisorsQuery.data}
                selected={field.value}
                onChange={field.onChange}
                invalid={Boolean(errors.advisors)}
                describedBy={errors.advisors ? 'invite-advisors-error' : undefined}
              />
            )}
          />
        )}
        {errors.advisors?.message && (
          <p id="invite-advisors-error" role="alert" className="text-sm text-destructive">
            {errors.advisors.message}
          </p>
        )}
      </div>
      <FormField id="invite-how" label="How did you hear about us?" error={errors.howDidYouHear?.message}>
        <Input placeholder="A friend, a podcast, a search..." {...fieldAria('invite-how', errors.howDidYouHear?.message)} {...form.register('howDidYouHear')} />
      </FormField>
      <Controller
        control={form.control}
        name="mailingList"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Checkbox id="invite-mailing-list" checked={field.value ?? false} onCheckedChange={(checked) => field.onChange(checked === true)} className="mt-0.5" />
            <Label htmlFor="invite-mailing-list" className="leading-snug font-normal">
              Keep me posted about new advisors and features
            </Label>
          </div>
        )}
      />
      <Button type="submit" className="w-full" disabled={submit.isPending}>
        {submit.isPending ? 'Submitting...' : 'Request Invite'}
      </Button>
    </form>
  );
}
