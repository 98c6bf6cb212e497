import { z } from 'zod/mini';
import { maxPasswordLength } from '../auth/auth.schema.ts';
import { emailSchema } from '../newsletter/newsletter.schema.ts';

/**
 * DELETE /api/me: the account's owner types their email and enters their password. The email is
 * compared without regard to case or surrounding spaces; the password is checked like a sign-in.
 */
export const accountDeletionSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, 'Please enter your password'), z.maxLength(maxPasswordLength, 'Password must be at most 128 characters')),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** What the deletion answers; the session cookie is cleared with it. */
export const accountDeletedSchema = z.object({ deleted: z.literal(true) });

export const accountDeletionMessages = {
  title: 'Delete account',
  explanation:
    'This deletes your account, your conversations, your advisors’ memory of you, your itineraries and their share links, and your photo. It cannot be undone.',
  premiumNotice:
    'Your Premium subscription will be cancelled now, with no further charge, and you keep nothing of it: there is no refund of the current period and no Premium until it ends.',
  kept: 'Feedback and contact messages you sent stay, without your name, email or account.',
  confirmEmail: 'Type your email to confirm',
  confirmPassword: 'Your password',
  submit: 'Delete my account',
  deleted: 'Your account has been deleted.',
} as const;

/** True when what the user typed is their account's email. */
export function sameEmail(typed: string, accountEmail: string): boolean {
  return typed.trim().toLowerCase() === accountEmail.trim().toLowerCase();
}
