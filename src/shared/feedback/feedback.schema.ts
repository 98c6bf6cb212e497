import { z } from 'zod/mini';
import { emailSchema } from '../newsletter/newsletter.schema.ts';

/** The spec's rating scale. */
export const minRating = 1;
export const maxRating = 5;
export const maxFeedbackMessageLength = 2000;
export const maxFeedbackNameLength = 100;

export const feedbackMessages = {
  ratingRequired: 'Please select a rating',
  ratingRequiredDescription: 'Rating is required to submit feedback',
  nameRequired: 'Please enter your name so we know who to reply to',
  nameTooLong: `Name must be at most ${maxFeedbackNameLength} characters`,
  emailRequired: 'Please enter an email address so we can reply',
  messageTooLong: `Please keep your message under ${maxFeedbackMessageLength} characters`,
  success: 'Thank you for sharing! 💜',
  successDescription: 'We read every note, and yours helps shape what we build next.',
  failure: 'Error submitting feedback',
  failureDescription: 'Please try again later',
} as const;

const ratingSchema = z
  .number(feedbackMessages.ratingRequired)
  .check(z.int(feedbackMessages.ratingRequired), z.minimum(minRating, feedbackMessages.ratingRequired), z.maximum(maxRating, feedbackMessages.ratingRequired));

/**
 * The feedback form and POST /api/feedback. Name and email are checked only when a reply is
 * wanted; otherwise they are ignored (the stored record has them null, as the spec says), so a
 * hidden, prefilled field can never block the form.
 */
export const feedbackSchema = z
  .object({
    rating: ratingSchema,
    message: z.optional(z.string().check(z.maxLength(maxFeedbackMessageLength, feedbackMessages.messageTooLong))),
    wantReply: z._default(z.boolean(), false),
    // Loose bounds for what is ignored anyway; the real rules are below, for replies only.
    name: z.optional(z.string().check(z.maxLength(1000, feedbackMessages.nameTooLong))),
    email: z.optional(z.string().check(z.maxLength(1000, 'Email is too long'))),
  })
  .check(
    z.superRefine((feedback, context) => {
      if (!feedback.wantReply) return;
      const name = feedback.name?.trim() ?? '';
      if (name.length === 0) context.issues.push({ code: 'custom', message: feedbackMessages.nameRequired, path: ['name'], input: feedback.name });
      else if (name.length > maxFeedbackNameLength) context.issues.push({ code: 'custom', message: feedbackMessages.nameTooLong, path: ['name'], input: feedback.name });
      const email = feedback.email?.trim() ?? '';
      const emailProblem = email.length === 0 ? feedbackMessages.emailRequired : emailSchema.safeParse(email).error?.issues[0]?.message;
      if (emailProblem) context.issues.push({ code: 'custom', message: emailProblem, path: ['email'], input: feedback.email });
    }),
  );
export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;

export const feedbackReceivedSchema = z.object({ received: z.literal(true) });

/**
 * One stored feedback record as an admin reads it (GET /api/admin/feedback, with the replied mark): the spec's fields.
 * whatILiked and roomForImprovement are always null; name and email only when a reply is wanted.
 */
export const feedbackRowSchema = z.object({
  id: z.string(),
  userId: z.nullable(z.string()),
  rating: z.number(),
  whatILiked: z.nullable(z.string()),
  roomForImprovement: z.nullable(z.string()),
  partingThoughts: z.nullable(z.string()),
  wantReply: z.boolean(),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  createdAt: z.string(),
});
export type FeedbackRow = z.infer<typeof feedbackRowSchema>;
