import { useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { newsletterMessages, newsletterSignupSchema } from '../../../../shared/newsletter/newsletter.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';

const firstProblem = (email: string) => newsletterSignupSchema.safeParse({ email }).error?.issues[0]?.message;

/**
 * The footer's newsletter sign-up. What the visitor typed stays in the field on any failure.
 *
 * One field, checked with the shared schema directly rather than through react-hook-form: the
 * footer is on every page, and the form library would add 14 KB of gzipped JavaScript to any
 * page short enough to show it (docs/decisions/0142-newsletter-form-without-form-library.md). It
 * behaves as the library did: checked on submit, then again at each keystroke, focus on the field
 * when it is wrong.
 */
export function NewsletterForm() {
  const subscribe = useSubscribeNewsletter();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = newsletterSignupSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      field.current?.focus();
      return;
    }
    setError(undefined);
    try {
      await subscribe.mutateAsync(parsed.data);
      toast.success(newsletterMessages.success, { description: newsletterMessages.successDescription });
      setEmail('');
      setSubmitted(false);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.code === 'conflict:newsletter') {
        toast.info(newsletterMessages.duplicate);
      } else if (failure instanceof ApiRequestError && failure.fields?.email) {
        setError(failure.fields.email);
      } else {
        toast.error(newsletterMessages.failure);
      }
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-2" aria-labelledby="newsletter-heading">
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
          name="email"
          ref={field}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (submitted) setError(firstProblem(event.target.value));
          }}
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
