import { z } from 'zod/mini';

export const mailKinds = [
  'invitation',
  'password_reset',
  'invite_request_notice',
  'contact_message',
  // Premium billing's notices to the subscriber (server/billing/billing-mails.ts).
  'billing_upgrade',
  'billing_cancellation',
  'billing_payment_failed',
  // Sent once the account is gone (server/account-deletion).
  'account_deleted',
  // "Download my data": the archive is ready (server/data-export).
  'data_export_ready',
] as const;
export type MailKind = (typeof mailKinds)[number];

/** One message of the admin's outbox (GET /api/admin/outbox, paged in shared/admin/content.schema.ts). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  replyTo: z.nullable(z.string()),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
  error: z.nullable(z.string()),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
