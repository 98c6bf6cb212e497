import { z } from 'zod/mini';
import { emailSchema } from '../newsletter/newsletter.schema.ts';

export const minPasswordLength = 6;
export const maxPasswordLength = 128;

export const passwordSchema = z
  .string('Password must be at least 6 characters')
  .check(
    z.minLength(minPasswordLength, 'Password must be at least 6 characters'),
    z.maxLength(maxPasswordLength, 'Password must be at most 128 characters'),
  );

export const signInSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type SignIn = z.infer<typeof signInSchema>;

export const fullNameSchema = z.pipe(
  z.string('Full name is required').check(z.trim()),
  z.string().check(z.minLength(1, 'Full name is required'), z.maxLength(100, 'Full name must be at most 100 characters')),
);

/** Sign-up form: the confirmation is checked here, the invite on the server. */
export const signUpFormSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] }),
  );
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/**
 * The body of Better Auth's POST /api/auth/sign-up/email as the server checks it. `name` is the
 * full name (split into first and last name on the server); `inviteToken` is the token of the
 * emailed link (/signup?invite=TOKEN), required while SIGNUP_MODE is invite.
 */
export const signUpRequestSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
  inviteToken: z.optional(z.string().check(z.maxLength(256))),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const resetRequestSchema = z.object({ email: emailSchema });
export type ResetRequest = z.infer<typeof resetRequestSchema>;

/** Choosing a new password (reset link, profile, account). */
export const newPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your new password')),
  })
  .check(z.refine((values) => values.password === values.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] }));
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** The spec: the first word is the first name, the rest the last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export const authMessages = {
  signedIn: 'Successfully signed in!',
  signedOut: 'Successfully signed out!',
  signInFailed: 'Error signing in',
  signOutFailed: 'Error signing out',
  accountCreated: 'Account created successfully!',
  signUpFailed: 'Error creating account',
  resetFailed: 'Error resetting password',
  resetSentTitle: 'Check your email for a link to reset your password',
  resetSentNote:
    "If an account exists with this email, we've sent instructions on how to reset your password. Please check your inbox and spam folder.",
  passwordUpdated: 'Password updated successfully!',
  passwordUpdateFailed: 'Failed to update password',
  inviteRequired: 'Sign-up is by invitation. Request an invite and we will email you a sign-up link.',
  inviteInvalid: 'This invitation link is invalid, already used or expired. Request a new invite to join.',
  tooManyAttempts: 'Too many failed sign-in attempts for this account. Please wait a few minutes, or reset your password to sign in now.',
} as const;

/** Why the server refuses a password that is long enough (sign-up, reset, change). */
export const weakPasswordMessages = {
  common: 'This password is too common. Choose one that is harder to guess.',
  email: 'Your password must not be your email address. Choose one that is harder to guess.',
  name: 'Your password must not be your name. Choose one that is harder to guess.',
} as const;
