import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DayEntry } from '../../../shared/itineraries/itinerary.schema.ts';
import { tripLimits } from '../../../shared/itineraries/planner-options.ts';
import { user } from './auth.ts';

/**
 * Saved itineraries (travel planner spec, section 3) and their share links. The trip request's
 * columns repeat the API's bounds as checks, so that no path around the service can store what
 * the API refuses; the plan is jsonb with money in integer cents (validated by dayEntrySchema
 * before every write).
 */

const n = (value: number) => sql.raw(String(value));

export const itineraries = pgTable(
  'itineraries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    departureCity: text('departure_city').notNull(),
    destinationCity: text('destination_city').notNull(),
    numPeople: integer('num_people').notNull(),
    /** Whole dollars, as the form asks for it. */
    budget: integer('budget').notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    accommodationPreference: text('accommodation_preference').notNull(),
    /** Comma-joined labels (the spec's shape). */
    foodPreference: text('food_preference').notNull(),
    transportationPreference: text('transportation_preference').notNull(),
    activities: jsonb('activities').$type<string[]>().notNull(),
    otherPreferences: text('other_preferences').notNull().default(''),
    plan: jsonb('plan').$type<DayEntry[]>().notNull(),
    /**
     * The plan's figures that the list shows (shared/itineraries/itinerary-costs.ts planSummary),
     * written with every plan so that the list never reads one. Null only on rows saved before
     * they existed; the list fills those in as it meets them.
     */
    totalCents: bigint('total_cents', { mode: 'number' }),
    activityCount: integer('activity_count'),
    isCompleted: boolean('is_completed').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('itineraries_cities_length', sql`char_length(${table.departureCity}) between 1 and ${n(tripLimits.city)} and char_length(${table.destinationCity}) between 1 and ${n(tripLimits.city)}`),
    check('itineraries_people_range', sql`${table.numPeople} between ${n(tripLimits.minPeople)} and ${n(tripLimits.maxPeople)}`),
    check('itineraries_budget_range', sql`${table.budget} between ${n(tripLimits.minBudget)} and ${n(tripLimits.maxBudget)}`),
    // The past-date rule is not here: it holds when a trip is planned, not for ever after.
    check('itineraries_dates_order', sql`${table.departureDate} <= ${table.returnDate} and ${table.returnDate} - ${table.departureDate} < ${n(tripLimits.maxDays)}`),
    check('itineraries_preferences_length', sql`char_length(${table.accommodationPreference}) <= 50 and char_length(${table.foodPreference}) <= 300 and char_length(${table.transportationPreference}) <= 300`),
    check('itineraries_other_preferences_length', sql`char_length(${table.otherPreferences}) <= ${n(tripLimits.otherPreferences)}`),
    check('itineraries_activities_array', sql`jsonb_typeof(${table.activities}) = 'array' and jsonb_array_length(${table.activities}) between 1 and 20`),
    check('itineraries_plan_array', sql`jsonb_typeof(${table.plan}) = 'array' and jsonb_array_length(${table.plan}) between 1 and ${n(tripLimits.maxDays * 2)}`),
    // The list reads a user's itineraries newest first; the free limit counts them.
    index('itineraries_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * One row per link ever made: revoking sets revoked_at, and a new link revokes the live one. Only
 * the SHA-256 of the token is stored: the token is an HMAC of the row's id under the server's
 * secret (itineraries/share-links.ts), so the owner can be shown the link again while the table
 * alone opens nothing.
 */
export const itineraryShareLinks = pgTable(
  'itinerary_share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itineraryId: uuid('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    hideCosts: boolean('hide_costs').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('itinerary_share_links_token_hash_idx').on(table.tokenHash),
    // At most one live link per itinerary, whatever races between two creations.
    uniqueIndex('itinerary_share_links_live_idx')
      .on(table.itineraryId)
      .where(sql`${table.revokedAt} is null`),
    check('itinerary_share_links_token_hash_format', sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
