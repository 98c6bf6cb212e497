import { z } from 'zod/mini';
import { userPlans, userRoles } from '../account/me.schema.ts';
import { adminPageQueryShape, adminPageSchema, optionalFilterSchema } from './list-query.schema.ts';

export const customerSortKeys = ['name', 'email', 'joined', 'lastSeen', 'plan', 'role', 'status'] as const;
export type CustomerSortKey = (typeof customerSortKeys)[number];
export const customerStatuses = ['active', 'banned'] as const;
export type CustomerStatus = (typeof customerStatuses)[number];

/** The filters the list and the CSV export share. */
const customerFilterShape = {
  q: optionalFilterSchema,
  plan: z.optional(z.enum(userPlans)),
  role: z.optional(z.enum(userRoles)),
  status: z.optional(z.enum(customerStatuses)),
  sort: z._default(z.enum(customerSortKeys), 'joined'),
  dir: adminPageQueryShape.dir,
};

/** GET /api/admin/customers */
export const customerListQuerySchema = z.object({
  ...customerFilterShape,
  page: adminPageQueryShape.page,
  pageSize: adminPageQueryShape.pageSize,
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** GET /api/admin/customers/export.csv: the same filters, every page. */
export const customerExportQuerySchema = z.object(customerFilterShape);
export type CustomerExportQuery = z.infer<typeof customerExportQuerySchema>;

/** The most rows one export holds. */
export const customerExportLimit = 10_000;

/** One row of the customers table. `plan` is the effective plan: an expired grant is free. */
export const customerRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  plan: z.enum(userPlans),
  premiumUntil: z.nullable(z.string()),
  role: z.enum(userRoles),
  status: z.enum(customerStatuses),
  banReason: z.nullable(z.string()),
  banExpires: z.nullable(z.string()),
  joined: z.string(),
  lastSeen: z.nullable(z.string()),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerPageSchema = adminPageSchema(customerRowSchema);
export type CustomerPage = z.infer<typeof customerPageSchema>;

export const customerIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) });

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A moment in the future, sent as an ISO date-time with its offset. A regex and a refine rather
 * than z.iso.datetime, whose code would land in the chunk every public page loads.
 */
const futureDateTime = z.string().check(
  z.regex(isoDateTime, 'Please give a date and time.'),
  z.refine((value) => new Date(value).getTime() > Date.now(), 'Please pick a date in the future.'),
);

/** POST /api/admin/customers/:id/grant-premium: without `until`, Premium does not end. */
export const grantPremiumSchema = z.object({ until: z.optional(z.nullable(futureDateTime)) });
export type GrantPremium = z.infer<typeof grantPremiumSchema>;

/** POST /api/admin/customers/:id/ban: without `expiresAt`, the ban does not end. */
export const banCustomerSchema = z.object({
  reason: z.pipe(
    z.string('Please give a reason.').check(z.trim()),
    z.string().check(z.minLength(1, 'Please give a reason.'), z.maxLength(500, 'Please keep the reason under 500 characters.')),
  ),
  expiresAt: z.optional(z.nullable(futureDateTime)),
});
export type BanCustomer = z.infer<typeof banCustomerSchema>;

/**
 * The ban and grant dialogs' forms: the route's own reason rule, and an end picked as a day (the
 * dialog sends the end of that day, local time, as `expiresAt` or `until`).
 */
const optionalDay = z.string().check(z.refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Please pick a date.'));
export const banCustomerFormSchema = z.object({ reason: banCustomerSchema.shape.reason, until: optionalDay });
export type BanCustomerForm = z.input<typeof banCustomerFormSchema>;
export const grantPremiumFormSchema = z.object({ until: optionalDay });
export type GrantPremiumForm = z.input<typeof grantPremiumFormSchema>;

/** The actions on one customer, each a POST /api/admin/customers/:id/<action>, each audited. */
export const customerActions = [
  'grant-premium',
  'revoke-premium',
  'make-admin',
  'remove-admin',
  'ban',
  'unban',
  'send-password-reset',
] as const;
export type CustomerAction = (typeof customerActions)[number];

/** The audit log's name of each action. */
export const customerAuditActions = {
  'grant-premium': 'customer.grant_premium',
  'revoke-premium': 'customer.revoke_premium',
  'make-admin': 'customer.make_admin',
  'remove-admin': 'customer.remove_admin',
  ban: 'customer.ban',
  unban: 'customer.unban',
  'send-password-reset': 'customer.send_password_reset',
} as const satisfies Record<CustomerAction, string>;

/** DELETE /api/admin/customers/:id: the account is gone (decision 0222); its audit action. */
export const customerDeletedAuditAction = 'customer.delete';
export const customerDeletedSchema = z.object({ deleted: z.literal(true) });

/** What the actions answer: the customer as the table shows them now. */
export const customerActionResultSchema = z.object({ customer: customerRowSchema });
