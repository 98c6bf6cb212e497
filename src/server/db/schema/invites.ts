import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { advisors } from './advisors.ts';
import { user } from './auth.ts';

/** One request per email (lower-cased): asking again updates it instead of adding a row. */
export const inviteRequests = pgTable(
  'invite_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    howDidYouHear: text('how_did_you_hear').notNull(),
    mailingList: boolean('mailing_list').notNull().default(false),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    check('invite_requests_status_check', sql`${table.status} in ('pending', 'approved', 'declined')`),
    check('invite_requests_email_length', sql`char_length(${table.email}) <= 255`),
    index('invite_requests_status_created_idx').on(table.status, table.createdAt),
  ],
);

/** The advisors a request is interested in, as rows so that each one is a real foreign key. */
export const inviteRequestAdvisors = pgTable(
  'invite_request_advisors',
  {
    inviteRequestId: uuid('invite_request_id')
      .notNull()
      .references(() => inviteRequests.id, { onDelete: 'cascade' }),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.inviteRequestId, table.advisorId] }), index('invite_request_advisors_advisor_idx').on(table.advisorId)],
);

/**
 * A one-time sign-up link. Only the SHA-256 of the token is stored: a leaked table cannot be
 * turned into working links.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviteRequestId: uuid('invite_request_id')
      .notNull()
      .references(() => inviteRequests.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invitations_invite_request_idx').on(table.inviteRequestId)],
);
