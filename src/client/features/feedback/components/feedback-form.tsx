import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import { feedbackMessages, feedbackSchema, maxFeedbackMessageLength, type Feedback, type FeedbackInput } from '../../../../shared/feedback/feedback.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { fieldAria, FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useSubmitFeedback } from '../api/submit-feedback.ts';
import { StarRating } from './star-rating.tsx';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';

const schemaResolver = zodResolver(feedbackSchema);

/**
 * Name and email only count when a reply is wanted: without one they are left out before
 * validation, so a hidden field never blocks the form and is never sent.
 */
const feedbackResolver: Resolver<FeedbackInput, unknown, Feedback> = (values, context, options) =>
  schemaResolver(values.wantReply ? values : { ...values, name: undefined, email: undefined }, context, options);

const fieldNames = ['rating', 'message', 'wantReply', 'name', 'email'] as const;

/** The feedback form. Signed-in users find their name and email already filled in for a reply. */
export function FeedbackForm({ defaultName = '', defaultEmail = '' }: { defaultName?: string; defaultEmail?: string }) {
  const submit = useSubmitFeedback();
  const emptyFeedback: FeedbackInput = { rating: 0, message: '', wantReply: false, name: defaultName, email: defaultEmail };
  const form = useForm<FeedbackInput, unknown, Feedback>({ resolver: feedbackResolver, defaultValues: emptyFeedback });
  const errors = form.formState.errors;
  const wantReply = useWatch({ control: form.control, name: 'wantReply' });

  const onSubmit = form.handleSubmit(
    async (feedback) => {
      try {
        await submit.mutateAsync(feedback);
        toast.success(feedbackMessages.success, { description: feedbackMessages.successDescription });
        form.reset(emptyFeedback);
      } catch (error) {
        applyServerFieldErrors(error, form.setError, fieldNames);
        toast.error(feedbackMessages.failure, { description: feedbackMessages.failureDescription });
      }
    },
    (invalid) => {
      if (invalid.rating) toast.error(feedbackMessages.ratingRequired, { description: feedbackMessages.ratingRequiredDescription });
    },
  );

  const ratingError = errors.rating?.message;
  const messageError = errors.message?.message;
  const nameError = errors.name?.message;
  const emailError = errors.email?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Feedback" className="space-y-7">
      <div className="space-y-2">
        <p id="feedback-rating-label" className="text-sm leading-none font-medium">
          How would you rate your experience?{' '}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </p>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRating
              name="feedback-rating"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              labelledBy="feedback-rating-label"
              describedBy={ratingError ? 'feedback-rating-error' : undefined}
              invalid={Boolean(ratingError)}
              disabled={submit.isPending}
            />
          )}
        />
        {ratingError && (
          <p id="feedback-rating-error" role="alert" className="text-sm text-destructive">
            {ratingError}
          </p>
        )}
      </div>

      <FormField
        id="feedback-message"
        label="Your message"
        hint={`Optional. What's working, what isn't, what you wish we'd build. Up to ${maxFeedbackMessageLength} characters.`}
        error={messageError}
      >
        <Textarea
          rows={5}
          className="min-h-32"
          placeholder="I loved how my advisor..."
          {...fieldAria('feedback-message', messageError, 'hint')}
          {...form.register('message')}
        />
      </FormField>

      <div className="space-y-5 rounded-lg border bg-muted/40 p-4">
        <Controller
          control={form.control}
          name="wantReply"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Checkbox
                id="feedback-want-reply"
                ref={field.ref}
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                className="mt-0.5"
              />
              <div className="space-y-1">
                <Label htmlFor="feedback-want-reply" className="leading-snug">
                  I would like a reply back
                </Label>
                <p className="text-sm text-muted-foreground">Leave your name and email and we'll write back.</p>
              </div>
            </div>
          )}
        />
        {wantReply && (
          <div className="grid animate-fade-in gap-4 sm:grid-cols-2">
            <FormField id="feedback-name" label="Name" error={nameError}>
              <Input autoComplete="name" {...fieldAria('feedback-name', nameError)} {...form.register('name')} />
            </FormField>
            <FormField id="feedback-email" label="Email" error={emailError}>
              <Input type="email" autoComplete="email" {...fieldAria('feedback-email', emailError)} {...form.register('email')} />
            </FormField>
          </div>
        )}
      </div>

      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submit.isPending}>
        <Send aria-hidden="true" />
        {submit.isPending ? 'Submitting...' : 'Submit Feedback'}
      </Button>
    </form>
  );
}
