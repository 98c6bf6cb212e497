import { z } from 'zod/mini';

export const maxEmailLength = 255;

/** Spec validation for any email a visitor types (newsletter, invite, sign-in). */
export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(maxEmailLength, 'Email is too long')),
  z.email('Please enter a valid email address'),
);

export const newsletterSignupSchema = z.object({ email: emailSchema });
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

export const newsletterMessages = {
  success: "Welcome aboard!... You're now part of our community.",
  successDescription: "We'll send you occasional updates, new advisors and early access to what we build next.",
  duplicate: "You're already on our list!",
  failure: 'Something went wrong. Please try again.',
} as const;

export const newsletterSignupResultSchema = z.object({ subscribed: z.literal(true) });
