import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AdvisorMethod } from '../../../shared/advisors/advisor.schema.ts';
import { bytea } from './bytea.ts';

export const advisors = pgTable(
  'advisors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    ethos: text('ethos'),
    about: text('about'),
    shortDescription: text('short_description'),
    avatarUrl: text('avatar_url'),
    coverUrl: text('cover_url'),
    status: text('status', { enum: ['available', 'training', 'testing', 'developing'] })
      .notNull()
      .default('available'),
    instructions: jsonb('instructions').$type<{ methods: AdvisorMethod[] }>().notNull().default({ methods: [] }),
    // An admin may replace the generated prompt wholesale; null means "build it from the advisor".
    systemPrompt: text('system_prompt'),
    // Set when an admin deletes an advisor that conversations refer to: gone from the public
    // directory and detail page, kept so that those conversations stay readable (decision 0191).
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('advisors_status_check', sql`${table.status} in ('available', 'training', 'testing', 'developing')`),
    check('advisors_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const tags = pgTable('tags', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
});

export const advisorTags = pgTable(
  'advisor_tags',
  {
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.advisorId, table.tagId] }), index('advisor_tags_tag_idx').on(table.tagId)],
);


/**
 * Avatars and covers uploaded in the admin's advisor form, already resized to WebP (decision
 * 0191). The shipped advisors' art stays in public/advisors/<slug>/; an upload replaces the URL.
 */
export const advisorImages = pgTable(
  'advisor_images',
  {
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['avatar', 'cover'] }).notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.advisorId, table.kind] }), check('advisor_images_kind_check', sql`${table.kind} in ('avatar', 'cover')`)],
);
