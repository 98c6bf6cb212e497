import { z } from 'zod/mini';
import { advisorMethodSchema, advisorStatuses } from '../advisors/advisor.schema.ts';
import { adminPageQueryShape, optionalFilterSchema, sortDirections } from './list-query.schema.ts';

export const advisorSortKeys = ['name', 'slug', 'status', 'updated'] as const;
export type AdvisorSortKey = (typeof advisorSortKeys)[number];

/** Live advisors show in the public directory; archived ones only here (decision 0191). */
export const advisorStates = ['live', 'archived'] as const;
export type AdvisorState = (typeof advisorStates)[number];

/** GET /api/admin/advisors: by name A to Z by default. */
export const adminAdvisorListQuerySchema = z.object({
  ...adminPageQueryShape,
  dir: z._default(z.enum(sortDirections), 'asc'),
  sort: z._default(z.enum(advisorSortKeys), 'name'),
  q: optionalFilterSchema,
  status: z.optional(z.enum(advisorStatuses)),
  tag: optionalFilterSchema,
  state: z.optional(z.enum(advisorStates)),
});
export type AdminAdvisorListQuery = z.infer<typeof adminAdvisorListQuerySchema>;

/** One advisor as the admin sees it: every field, the override and archive state included. */
export const adminAdvisorRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  ethos: z.nullable(z.string()),
  about: z.nullable(z.string()),
  shortDescription: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  coverUrl: z.nullable(z.string()),
  status: z.enum(advisorStatuses),
  tags: z.array(z.string()),
  methods: z.array(advisorMethodSchema),
  systemPrompt: z.nullable(z.string()),
  archivedAt: z.nullable(z.string()),
  /** Conversations that refer to the advisor: deleting it then archives it instead. */
  conversations: z.number(),
  /** Users' memories of the advisor: they too make a delete archive it instead. */
  memories: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminAdvisorRow = z.infer<typeof adminAdvisorRowSchema>;

/** Whether DELETE archives the advisor instead: conversations or memories refer to it (decision 0191). */
export const archivesOnDelete = (advisor: Pick<AdminAdvisorRow, 'conversations' | 'memories'>) => advisor.conversations > 0 || advisor.memories > 0;

/** One page of the table, and every tag name for the tag filter. */
export const adminAdvisorPageSchema = z.object({
  rows: z.array(adminAdvisorRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  tags: z.array(z.string()),
});
export type AdminAdvisorPage = z.infer<typeof adminAdvisorPageSchema>;

// Advisor ids are UUIDs (a uuid column): anything else is refused here, before PostgreSQL fails to cast it (500).
export const adminAdvisorIdParamsSchema = z.object({ id: z.uuid('Advisor not found.') });

export const advisorSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const advisorFieldLimits = {
  name: 80,
  slug: 60,
  ethos: 80,
  shortDescription: 200,
  about: 2000,
  systemPrompt: 8000,
  tag: 40,
  tags: 12,
  methodName: 120,
  scope: 200,
  scopes: 20,
  methods: 12,
} as const;

/** A required text, trimmed: `message` when empty, `tooLong` beyond `max` characters. */
const requiredText = (max: number, message: string, tooLong: string) =>
  z.pipe(z.string(message).check(z.trim()), z.string().check(z.minLength(1, message), z.maxLength(max, tooLong)));

/** An optional text, trimmed; empty means none (stored as null). */
const optionalText = (max: number, tooLong: string) =>
  z._default(z.pipe(z.string().check(z.trim()), z.string().check(z.maxLength(max, tooLong))), '');

const advisorMethodInputSchema = z.object({
  name: requiredText(advisorFieldLimits.methodName, 'Please name the method.', 'Please keep the method name under 120 characters.'),
  scope: z._default(
    z
      .array(requiredText(advisorFieldLimits.scope, 'Please fill in or remove the empty scope.', 'Please keep each scope under 200 characters.'))
      .check(z.maxLength(advisorFieldLimits.scopes, 'At most 20 scopes per method.')),
    [],
  ),
});

/** POST /api/admin/advisors and PUT /api/admin/advisors/:id: every field of the form. */
export const advisorInputSchema = z.object({
  name: requiredText(advisorFieldLimits.name, 'Please enter a name.', 'Please keep the name under 80 characters.'),
  slug: z.pipe(
    z.string('Please enter a slug.').check(z.trim()),
    z.string().check(
      z.minLength(1, 'Please enter a slug.'),
      z.maxLength(advisorFieldLimits.slug, 'Please keep the slug under 60 characters.'),
      z.regex(advisorSlugPattern, 'Use lowercase letters, digits and single hyphens, like "maren" or "life-admin".'),
    ),
  ),
  ethos: optionalText(advisorFieldLimits.ethos, 'Please keep the ethos under 80 characters.'),
  shortDescription: optionalText(advisorFieldLimits.shortDescription, 'Please keep the short description under 200 characters.'),
  about: optionalText(advisorFieldLimits.about, 'Please keep the about text under 2000 characters.'),
  status: z.enum(advisorStatuses, 'Please pick a status.'),
  tags: z._default(
    z
      .array(requiredText(advisorFieldLimits.tag, 'Tags cannot be empty.', 'Please keep each tag under 40 characters.'))
      .check(z.maxLength(advisorFieldLimits.tags, 'At most 12 tags.')),
    [],
  ),
  methods: z._default(z.array(advisorMethodInputSchema).check(z.maxLength(advisorFieldLimits.methods, 'At most 12 methods.')), []),
  /** Replaces the prompt built from the fields above; the safety rules are always added (decision 0191). */
  systemPrompt: optionalText(advisorFieldLimits.systemPrompt, 'Please keep the system prompt under 8000 characters.'),
});
export type AdvisorInput = z.infer<typeof advisorInputSchema>;
/** What the form holds before validation (defaults not applied yet). */
export type AdvisorInputDraft = z.input<typeof advisorInputSchema>;

export const adminAdvisorResultSchema = z.object({ advisor: adminAdvisorRowSchema });

/** DELETE /api/admin/advisors/:id: deleted for good, or archived because conversations refer to it. */
export const adminAdvisorDeleteResultSchema = z.object({
  outcome: z.enum(['deleted', 'archived']),
  advisor: adminAdvisorRowSchema,
});
export type AdminAdvisorDeleteResult = z.infer<typeof adminAdvisorDeleteResultSchema>;

export const advisorImageKinds = ['avatar', 'cover'] as const;
export type AdvisorImageKind = (typeof advisorImageKinds)[number];
/** The stored size of each kind (WebP, cropped to fill). */
export const advisorImageSizes = { avatar: { width: 256, height: 256 }, cover: { width: 1200, height: 400 } } as const;

export const advisorImageParamsSchema = z.object({
  id: z.uuid('Advisor not found.'),
  kind: z.enum(advisorImageKinds),
});

/** The audit log's name of each action. */
export const advisorAuditActions = {
  create: 'advisor.create',
  update: 'advisor.update',
  delete: 'advisor.delete',
  archive: 'advisor.archive',
  restore: 'advisor.restore',
  uploadImage: 'advisor.upload_image',
  removeImage: 'advisor.remove_image',
} as const;
