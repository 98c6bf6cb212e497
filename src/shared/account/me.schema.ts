import { z } from 'zod/mini';
import { emailSchema } from '../newsletter/newsletter.schema.ts';
import { fullNameSchema } from '../auth/auth.schema.ts';

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
export const avatarAcceptedTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** The name to show: the profile name, else the part of the email before the at-sign, else 'User'. */
export function displayName(user: { name?: string | null; email?: string | null }): string {
  return user.name?.trim() || user.email?.split('@')[0] || 'User';
}
