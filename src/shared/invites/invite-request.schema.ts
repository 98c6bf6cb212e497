import { z } from 'zod/mini';
import { emailSchema } from '../newsletter/newsletter.schema.ts';

export const inviteRequestSchema = z.object({
  name: z.pipe(
    z.string('Name must be at least 2 characters').check(z.trim()),
    z.string().check(z.minLength(2, 'Name must be at least 2 characters'), z.maxLength(100, 'Name must be at most 100 characters')),
  ),
  email: emailSchema,
  advisors: z
    .array(z.string().check(z.minLength(1), z.maxLength(64)), 'Please select at least one advisor')
    .check(z.minLength(1, 'Please select at least one advisor'), z.maxLength(100)),
  howDidYouHear: z.pipe(
    z.string('Please tell us how you found out about us').check(z.trim()),
    z.string().check(z.minLength(1, 'Please tell us how you found out about us'), z.maxLength(500, 'Please keep this under 500 characters')),
  ),
  mailingList: z._default(z.boolean(), false),
});
export type InviteRequestInput = z.input<typeof inviteRequestSchema>;
export type InviteRequest = z.output<typeof inviteRequestSchema>;

export const inviteRequestStatuses = ['pending', 'approved', 'declined'] as const;
export type InviteRequestStatus = (typeof inviteRequestStatuses)[number];

/** One row of the admin's "Invite requests" list. */
export const inviteRequestRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  advisors: z.array(z.object({ id: z.string(), name: z.string() })),
  howDidYouHear: z.string(),
  mailingList: z.boolean(),
  status: z.enum(inviteRequestStatuses),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
});
export type InviteRequestRow = z.infer<typeof inviteRequestRowSchema>;

/** POST /api/invite-requests answers the same whatever the email, so nothing is revealed. */
export const inviteRequestReceivedSchema = z.object({ received: z.literal(true) });

export const inviteRequestIdParamsSchema = z.object({ id: z.uuid('Invite request not found.') });

export const invitationTokenParamsSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(256)) });

/** An advisor id that does not exist (or is not an id at all). */
export const unknownAdvisorMessage = 'Some of the selected advisors are not available. Please choose again.';

/** How long an emailed sign-up link works. */
export const invitationValidityDays = 7;

/** What the sign-up page learns from an invitation token: the email to prefill. */
export const invitationLookupSchema = z.object({ email: z.string(), name: z.string() });

export const inviteMessages = {
  success: 'Thank you for your interest!',
  successDescription: "We've received your request and will be in touch by email soon.",
  failure: 'Failed to submit invite request. Please try again.',
  noAdvisors: 'No advisors available at the moment.',
  advisorsFailed: 'Failed to load advisors. Please refresh the page.',
} as const;
