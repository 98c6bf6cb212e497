import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Mail } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import { accountMailingListSchema, mailingListMessages, profileMessages } from '../../../../shared/account/me.schema.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { fieldAria, FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSubscribeAccountMailingList } from '../api/subscribe-account-mailing-list.ts';
import { AccountCard } from './account-card.tsx';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';

/**
 * The account's mailing list: ticking the consent box subscribes the address in the field
 * (stored, unlike the spec's simulation). An address already on the list counts as subscribed.
 */
export function MailingListCard({ email, className }: { email: string; className?: string }) {
  const subscribe = useSubscribeAccountMailingList();
  const [subscribedAs, setSubscribedAs] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(accountMailingListSchema), defaultValues: { email } });
  const emailError = form.formState.errors.email?.message;
  const emailId = useId();
  const consentId = useId();
  const busy = subscribe.isPending;

  const onConsent = form.handleSubmit(async (values) => {
    try {
      await subscribe.mutateAsync(values.email);
      setSubscribedAs(values.email);
      toast.success(profileMessages.subscribed);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.code === 'conflict:newsletter') {
        setSubscribedAs(values.email);
        toast.info(mailingListMessages.duplicate);
      } else if (!applyServerFieldErrors(failure, form.setError, ['email'])) {
        toast.error(profileMessages.subscribeFailed);
      }
    }
  });

  return (
    <AccountCard title="Mailing List" icon={Mail} description="Product updates and early access news, now and then. No spam." className={className}>
      {/* Only ticking the box subscribes: Enter in the field must not give consent for the user. */}
      <form onSubmit={(event) => event.preventDefault()} noValidate className="max-w-xl space-y-4">
        <FormField id={emailId} label="Email address" error={emailError}>
          <Input
            type="email"
            autoComplete="email"
            readOnly={subscribedAs !== null || busy}
            {...fieldAria(emailId, emailError)}
            {...form.register('email')}
          />
        </FormField>
        <div className="flex items-start gap-3">
          <Checkbox
            id={consentId}
            className="mt-0.5"
            checked={subscribedAs !== null || busy}
            disabled={busy || subscribedAs !== null}
            onCheckedChange={(checked) => {
              if (checked === true) void onConsent();
            }}
          />
          <Label htmlFor={consentId} className="leading-snug font-normal">
            {mailingListMessages.consent}
          </Label>
          {busy && <Spinner label="Subscribing..." className="mt-0.5 text-primary" />}
        </div>
        {subscribedAs !== null && (
          <p role="status" className="flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 px-3 py-2 text-sm">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <span className="min-w-0 break-words">
              You're subscribed. We'll write to <span className="font-medium">{subscribedAs}</span>.
            </span>
          </p>
        )}
      </form>
    </AccountCard>
  );
}
