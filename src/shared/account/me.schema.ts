import { z } from 'zod/mini';
import { emailSchema } from '../newsletter/newsletter.schema.ts';
import { fullNameSchema, passwordSchema } from '../auth/auth.schema.ts';
import { notAnImageMessage } from './avatar-file-message.ts';

export const userRoles = ['user', 'admin'] as const;
export const userPlans = ['free', 'premium'] as const;
export type UserRole = (typeof userRoles)[number];
export type UserPlan = (typeof userPlans)[number];

/** The signed-in user as GET /api/me answers: the spec's user object, minus auth internals. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  photoURL: z.nullable(z.string()),
  role: z.enum(userRoles),
  plan: z.enum(userPlans),
  /** 'Admin' for admins, otherwise the plan: what the profile and menu show. */
  planLabel: z.enum(['Free', 'Premium', 'Admin']),
  isAdmin: z.boolean(),
  isSubscribed: z.boolean(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

export const updateProfileSchema = z.object({ name: fullNameSchema });
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

/** The account page's mailing list form: an empty field has its own message. */
export const accountMailingListSchema = z.object({
  email: z.pipe(
    z.string('Please enter an email address').check(z.trim(), z.minLength(1, 'Please enter an email address')),
    emailSchema,
  ),
});

export const profileMessages = {
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile',
  emailReadOnly: 'Email cannot be changed at this time',
  subscribed: 'Successfully subscribed!',
  subscribeFailed: 'Failed to subscribe. Please try again.',
  signInToView: 'Please sign in to view your account.',
} as const;

export const avatarMaxBytes = 2 * 1024 * 1024;
/** Width times height; a small file can still unpack to a huge image, so the server checks this before decoding. */
export const avatarMaxPixels = 16_000_000;
/** Photo uploads per user per hour (each one is decoded and resized on the server). */
export const avatarUploadsPerHour = 10;

export const avatarMessages = {
  notAnImage: notAnImageMessage,
  tooLarge: 'Please choose an image under 2 MB',
  uploaded: 'Profile photo updated',
  uploadFailed: 'Failed to upload photo',
  removed: 'Profile photo removed',
  removeFailed: 'Failed to remove photo',
} as const;

/**
 * What is wrong with a chosen photo before it is sent, or undefined. Only the type family and the
 * size: the server looks at the bytes and has the last word on the format.
 */
export function avatarFileProblem(file: { type: string; size: number }): string | undefined {
  if (!file.type.startsWith('image/')) return avatarMessages.notAnImage;
  if (file.size > avatarMaxBytes) return avatarMessages.tooLarge;
  if (file.size === 0) return avatarMessages.notAnImage;
  return undefined;
}

/**
 * The profile's and account's password form. The current password is asked for (unlike the spec's
 * form) so that a session left open on a shared computer cannot lock its owner out.
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'Please enter your current password')),
    password: passwordSchema,
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your new password')),
  })
  .check(z.refine((values) => values.password === values.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] }));
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const mailingListMessages = {
  consent: 'Send me product updates and early access news',
  duplicate: "You're already on our list!",
} as const;

/** The name to show: the profile name, else the part of the email before the at-sign, else 'User'. */
export function displayName(user: { name?: string | null; email?: string | null }): string {
  return user.name?.trim() || user.email?.split('@')[0] || 'User';
}

/** GET /api/session: who is signed in, null for a visitor. */
export const sessionResponseSchema = z.object({ user: z.nullable(meSchema) });
