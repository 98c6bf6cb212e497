import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import { contactMessages, contactSchema, type Contact, type ContactInput } from '../../../../shared/contact/contact.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldAria, FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';

const emptyMessage: ContactInput = { name: '', email: '', subject: '', message: '' };
const contactFields = ['name', 'email', 'subject', 'message'] as const;

/** Name, email, subject and message, all required. Cleared once sent; kept as typed on a failure. */
export function ContactForm() {
  const send = useSendContactMessage();
  const form = useForm<ContactInput, unknown, Contact>({ resolver: zodResolver(contactSchema), defaultValues: emptyMessage });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (message) => {
    try {
      await send.mutateAsync(message);
      toast.success(contactMessages.success, { description: contactMessages.successDescription });
      form.reset(emptyMessage);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, contactFields);
      // Too many messages: the server's words say to wait, which is more useful than "try again".
      const description = error instanceof ApiRequestError && error.code === 'rate_limit:request' ? error.message : contactMessages.failureDescription;
      toast.error(contactMessages.failure, { description });
    }
  });

  const nameError = errors.name?.message;
  const emailError = errors.email?.message;
  const subjectError = errors.subject?.message;
  const messageError = errors.message?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={nameError}>
          <Input autoComplete="name" placeholder="Your name" aria-required="true" {...fieldAria('contact-name', nameError)} {...form.register('name')} />
        </FormField>
        <FormField id="contact-email" label="Email" error={emailError}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-required="true"
            {...fieldAria('contact-email', emailError)}
            {...form.register('email')}
          />
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject" error={subjectError}>
        <Input placeholder="What is this about?" aria-required="true" {...fieldAria('contact-subject', subjectError)} {...form.register('subject')} />
      </FormField>
      <FormField id="contact-message" label="Message" error={messageError}>
        <Textarea
          rows={6}
          className="min-h-36"
          placeholder="Tell us what's on your mind, and include anything that helps us help you."
          aria-required="true"
          {...fieldAria('contact-message', messageError)}
          {...form.register('message')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
