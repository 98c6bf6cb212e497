import { z } from 'zod/mini';
import { contactMessageRowSchema } from '../contact/contact.schema.ts';
import { feedbackRowSchema } from '../feedback/feedback.schema.ts';
import { inviteRequestRowSchema, inviteRequestStatuses } from '../invites/invite-request.schema.ts';
import { outboxMessageSchema } from '../mail/outbox.schema.ts';
import { adminPageQueryShape, adminPageSchema, optionalFilterSchema } from './list-query.schema.ts';

/*
 * The contracts of /admin/content: the invite requests, the feedback and contact inboxes with
 * their 'replied' mark, the mailing list, the mail outbox and the FAQ entries. (An invite
 * request's and an outbox message's row keep their schemas in src/shared/invites and
 * src/shared/mail; their paged lists are here, out of the public pages' code.)
 */

export const contentTabs = ['invites', 'feedback', 'contact', 'mailing-list', 'outbox', 'jobs', 'faq'] as const;
export type ContentTab = (typeof contentTabs)[number];

/** The id of a feedback, a contact message, a subscriber or an FAQ entry: a UUID. */
export const contentIdParamsSchema = z.object({ id: z.uuid('Not found.') });

/** `replied=yes|no`: only the messages marked replied, or only those not marked. */
export const repliedFilters = ['yes', 'no'] as const;

// ---- Invite requests ------------------------------------------------------------------------

export const inviteRequestSortKeys = ['createdAt', 'name'] as const;

/** GET /api/admin/invite-requests: newest first by default; q searches name and email; status filters. */
export const inviteRequestListQuerySchema = z.object({
  ...adminPageQueryShape,
  sort: z._default(z.enum(inviteRequestSortKeys), 'createdAt'),
  q: optionalFilterSchema,
  status: z.optional(z.enum(inviteRequestStatuses)),
});
export type InviteRequestListQuery = z.infer<typeof inviteRequestListQuerySchema>;
export const inviteRequestPageSchema = adminPageSchema(inviteRequestRowSchema);
export type InviteRequestPage = z.infer<typeof inviteRequestPageSchema>;

// ---- Mail outbox ----------------------------------------------------------------------------

export const outboxSortKeys = ['createdAt'] as const;

/** GET /api/admin/outbox: newest first by default; q searches the recipient and the subject. */
export const outboxListQuerySchema = z.object({
  ...adminPageQueryShape,
  sort: z._default(z.enum(outboxSortKeys), 'createdAt'),
  q: optionalFilterSchema,
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;
export const outboxPageSchema = adminPageSchema(outboxMessageSchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;

// ---- Feedback -------------------------------------------------------------------------------

export const feedbackSortKeys = ['createdAt', 'rating'] as const;

/** GET /api/admin/feedback: newest first by default; q searches the message, name and email. */
export const feedbackListQuerySchema = z.object({
  ...adminPageQueryShape,
  sort: z._default(z.enum(feedbackSortKeys), 'createdAt'),
  q: optionalFilterSchema,
  replied: z.optional(z.enum(repliedFilters)),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

/** A feedback record as the inbox shows it: the spec's fields, and the 'replied' mark. */
export const adminFeedbackRowSchema = z.object({ ...feedbackRowSchema.shape, repliedAt: z.nullable(z.string()) });
export type AdminFeedbackRow = z.infer<typeof adminFeedbackRowSchema>;
export const feedbackPageSchema = adminPageSchema(adminFeedbackRowSchema);
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

// ---- Contact messages -----------------------------------------------------------------------

export const contactSortKeys = ['createdAt', 'name', 'subject'] as const;

/** GET /api/admin/contact-messages: newest first by default; q searches name, email, subject and message. */
export const contactListQuerySchema = z.object({
  ...adminPageQueryShape,
  sort: z._default(z.enum(contactSortKeys), 'createdAt'),
  q: optionalFilterSchema,
  replied: z.optional(z.enum(repliedFilters)),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

/** A contact message as the inbox shows it, with the 'replied' mark. */
/** `name` and `email` are null once the sender deleted their account (decision 0222). */
export const adminContactRowSchema = z.object({
  ...contactMessageRowSchema.shape,
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  repliedAt: z.nullable(z.string()),
});
export type AdminContactRow = z.infer<typeof adminContactRowSchema>;
export const contactPageSchema = adminPageSchema(adminContactRowSchema);
export type ContactPage = z.infer<typeof contactPageSchema>;

/** POST /api/admin/feedback/:id/replied and /contact-messages/:id/replied: set or clear the mark. */
export const repliedMarkSchema = z.object({ replied: z.boolean('Please say whether it was replied to.') });
export type RepliedMark = z.infer<typeof repliedMarkSchema>;

// ---- Mailing list ---------------------------------------------------------------------------

export const subscriberSources = ['footer', 'account', 'invite'] as const;
export const subscriberStatuses = ['subscribed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];
export const subscriberSortKeys = ['createdAt', 'email', 'source'] as const;

/** The filters the mailing list table and its CSV export share. */
const subscriberFilterShape = {
  q: optionalFilterSchema,
  status: z.optional(z.enum(subscriberStatuses)),
  source: z.optional(z.enum(subscriberSources)),
  sort: z._default(z.enum(subscriberSortKeys), 'createdAt'),
  dir: adminPageQueryShape.dir,
};

/** GET /api/admin/mailing-list */
export const subscriberListQuerySchema = z.object({
  ...subscriberFilterShape,
  page: adminPageQueryShape.page,
  pageSize: adminPageQueryShape.pageSize,
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;

/** GET /api/admin/mailing-list/export.csv: the same filters, every page. */
export const subscriberExportQuerySchema = z.object(subscriberFilterShape);
export type SubscriberExportQuery = z.infer<typeof subscriberExportQuerySchema>;
export const subscriberExportLimit = 50_000;

export const subscriberRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  source: z.string(),
  /** When the address (re)subscribed. */
  createdAt: z.string(),
  status: z.enum(subscriberStatuses),
  unsubscribedAt: z.nullable(z.string()),
});
export type SubscriberRow = z.infer<typeof subscriberRowSchema>;
export const subscriberPageSchema = adminPageSchema(subscriberRowSchema);
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

// ---- FAQ ------------------------------------------------------------------------------------

export const faqQuestionMax = 300;
export const faqAnswerMax = 5000;
/** The most entries the FAQ holds: one page, in order, so that reordering needs no paging. */
export const faqEntryLimit = 100;

const requiredText = (missing: string, max: number, tooLong: string) =>
  z.pipe(z.string(missing).check(z.trim()), z.string().check(z.minLength(1, missing), z.maxLength(max, tooLong)));

/** POST /api/admin/faq and PATCH /api/admin/faq/:id: the whole entry as the form edits it. */
export const faqEntryInputSchema = z.object({
  question: requiredText('Please write the question.', faqQuestionMax, `Please keep the question under ${faqQuestionMax} characters.`),
  answer: requiredText('Please write the answer.', faqAnswerMax, `Please keep the answer under ${faqAnswerMax} characters.`),
  published: z.boolean(),
});
export type FaqEntryInput = z.input<typeof faqEntryInputSchema>;

export const faqMoveDirections = ['up', 'down'] as const;
/** POST /api/admin/faq/:id/move: one place up or down. */
export const faqMoveSchema = z.object({ direction: z.enum(faqMoveDirections) });
export type FaqMove = z.infer<typeof faqMoveSchema>;

export const adminFaqEntrySchema = z.object({
  id: z.string(),
  slug: z.string(),
  question: z.string(),
  answer: z.string(),
  published: z.boolean(),
  position: z.number(),
  updatedAt: z.string(),
});
export type AdminFaqEntry = z.infer<typeof adminFaqEntrySchema>;
/** GET /api/admin/faq: every entry (published or not), in page order. */
export const adminFaqListSchema = z.array(adminFaqEntrySchema);

// ---- Audit ----------------------------------------------------------------------------------

/** The audit log's name of each action of the content page. */
export const contentAuditActions = {
  inviteApprove: 'invite_request.approve',
  inviteDecline: 'invite_request.decline',
  inviteResend: 'invite_request.resend',
  feedbackMarkReplied: 'feedback.mark_replied',
  feedbackClearReplied: 'feedback.clear_replied',
  contactMarkReplied: 'contact_message.mark_replied',
  contactClearReplied: 'contact_message.clear_replied',
  subscriberUnsubscribe: 'mailing_list.unsubscribe',
  faqCreate: 'faq.create',
  faqUpdate: 'faq.update',
  faqDelete: 'faq.delete',
  faqMove: 'faq.move',
} as const;

export const contentAuditActionLabels: Record<string, string> = {
  'invite_request.approve': 'Approve invite request',
  'invite_request.decline': 'Decline invite request',
  'invite_request.resend': 'Resend invitation',
  'feedback.mark_replied': 'Mark feedback replied',
  'feedback.clear_replied': 'Clear feedback replied mark',
  'contact_message.mark_replied': 'Mark message replied',
  'contact_message.clear_replied': 'Clear message replied mark',
  'mailing_list.unsubscribe': 'Unsubscribe from mailing list',
  'faq.create': 'Add FAQ entry',
  'faq.update': 'Edit FAQ entry',
  'faq.delete': 'Delete FAQ entry',
  'faq.move': 'Reorder FAQ entry',
};
