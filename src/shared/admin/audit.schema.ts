import { z } from 'zod/mini';
import { isIsoDate } from '../itineraries/trip-dates.ts';
import { contentAuditActionLabels, contentAuditActions } from './content.schema.ts';
import { advisorAuditActions } from './advisors.schema.ts';
import { customerAuditActions, customerDeletedAuditAction } from './customers.schema.ts';
import { jobAuditActionLabels, jobAuditActions } from './jobs.schema.ts';
import { adminPageQueryShape, adminPageSchema, optionalFilterSchema } from './list-query.schema.ts';

/** Every action the audit log knows, for its filter. */
export const auditActions = [...Object.values(advisorAuditActions), ...Object.values(customerAuditActions), customerDeletedAuditAction, ...Object.values(contentAuditActions), ...Object.values(jobAuditActions)] as const;

/** The words for each action, on the audit screen and the dashboard's recent activity. */
export const auditActionLabels: Record<string, string> = {
  'advisor.create': 'Add advisor',
  'advisor.update': 'Edit advisor',
  'advisor.delete': 'Delete advisor',
  'advisor.archive': 'Archive advisor',
  'advisor.restore': 'Restore advisor',
  'advisor.upload_image': 'Upload advisor image',
  'advisor.remove_image': 'Remove advisor image',
  'customer.grant_premium': 'Grant Premium',
  'customer.revoke_premium': 'Revoke Premium',
  'customer.make_admin': 'Make admin',
  'customer.remove_admin': 'Remove admin',
  'customer.ban': 'Ban',
  'customer.unban': 'Unban',
  'customer.send_password_reset': 'Send password reset',
  'customer.delete': 'Delete account',
  ...contentAuditActionLabels,
  ...jobAuditActionLabels,
};

export const auditSortKeys = ['createdAt', 'action', 'actor'] as const;

/** GET /api/admin/audit: newest first by default; `from` and `to` are dates (YYYY-MM-DD, UTC), both included. */
// Built from what public pages' schemas already use (see optionalFilterSchema): z.iso and
// z.record would add their code to the chunk every public page loads.
const isoDateSchema = z.string().check(z.refine(isIsoDate, 'Please give a date as YYYY-MM-DD.'));
/** A record's fields as they were (before) or became (after) an action. */
const auditRecordSchema = z.looseObject({});

export const auditListQuerySchema = z.object({
  ...adminPageQueryShape,
  sort: z._default(z.enum(auditSortKeys), 'createdAt'),
  actorId: optionalFilterSchema,
  action: optionalFilterSchema,
  from: z.optional(isoDateSchema),
  to: z.optional(isoDateSchema),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditRowSchema = z.object({
  id: z.string(),
  actorId: z.nullable(z.string()),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.nullable(auditRecordSchema),
  after: z.nullable(auditRecordSchema),
  requestId: z.string(),
  createdAt: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** One page of the log, and every admin who appears in it (the admin filter's choices). */
export const auditPageSchema = z.object({
  ...adminPageSchema(auditRowSchema).shape,
  actors: z.array(z.object({ id: z.string(), email: z.string() })),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
