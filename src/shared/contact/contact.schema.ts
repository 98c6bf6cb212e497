import { z } from 'zod/mini';
import { emailSchema } from '../newsletter/newsletter.schema.ts';

export const contactLimits = { name: 100, subject: 150, message: 5000 } as const;

export const contactMessages = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Name must be at most ${contactLimits.name} characters`,
  emailRequired: 'Please enter your email address',
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `Subject must be at most ${contactLimits.subject} characters`,
  messageRequired: 'Please enter a message',
  messageTooLong: `Message must be at most ${contactLimits.message} characters`,
  success: 'Message Sent!',
  successDescription: "We'll get back to you as soon as possible.",
  failure: "We couldn't send your message",
  failureDescription: 'Please try again in a moment. What you wrote is still here.',
} as const;

/** A required, trimmed text field with its own messages. */
function requiredText(required: string, max: number, tooLong: string) {
  return z.pipe(z.string(required).check(z.trim()), z.string().check(z.minLength(1, required), z.maxLength(max, tooLong)));
}

/** The contact form and POST /api/contact: every field is required. */
export const contactSchema = z.object({
  name: requiredText(contactMessages.nameRequired, contactLimits.name, contactMessages.nameTooLong),
  email: z.pipe(z.string(contactMessages.emailRequired).check(z.trim(), z.minLength(1, contactMessages.emailRequired)), emailSchema),
  subject: requiredText(contactMessages.subjectRequired, contactLimits.subject, contactMessages.subjectTooLong),
  message: requiredText(contactMessages.messageRequired, contactLimits.message, contactMessages.messageTooLong),
});
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

export const contactReceivedSchema = z.object({ received: z.literal(true) });

/** One stored message as an admin reads it (GET /api/admin/contact-messages). */
export const contactMessageRowSchema = z.object({
  id: z.string(),
  userId: z.nullable(z.string()),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessageRow = z.infer<typeof contactMessageRowSchema>;
