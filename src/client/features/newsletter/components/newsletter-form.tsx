import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast.ts';
import { newsletterMessages, newsletterSignupSchema, type NewsletterSignup } from '../../../../shared/newsletter/newsletter.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';

/** The footer's newsletter sign-up. What the visitor typed stays in the field on any failure. */
export function NewsletterForm() {
  const subscribe = useSubscribeNewsletter();
  const form = useForm<NewsletterSignup>({ resolver: zodResolver(newsletterSignupSchema), defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async (signup) => {
    try {
      await subscribe.mutateAsync(signup);
      toast.success(newsletterMessages.success, { description: newsletterMessages.successDescription });
      form.reset();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.code === 'conflict:newsletter') {
        toast.info(newsletterMessages.duplicate);
      } else if (failure instanceof ApiRequestError && failure.fields?.email) {
        form.setError('email', { message: failure.fields.email });
      } else {
        toast.error(newsletterMessages.failure);
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="text-sm font-semibold">
        Stay in the loop
      </h2>
      <p className="text-sm text-muted-foreground">New advisors, product news and early access. No spam.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-label="Email address"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-email-error' : undefined}
          {...form.register('email')}
        />
        <Button type="submit" disabled={subscribe.isPending} className="shrink-0">
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      {error && (
        <p id="newsletter-email-error" className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
