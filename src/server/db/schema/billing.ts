import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Premium subscriptions: the one source of a user's plan (`effectivePlan`, decision 0204). A
 * Stripe subscription is stored as the snapshot last fetched from Stripe; an admin's grant is a
 * `manual` row with an optional end. A user may hold several rows over time (history); the plan
 * reads the live ones.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['premium'] })
      .notNull()
      .default('premium'),
    status: text('status', { enum: ['trialing', 'active', 'past_due', 'canceled', 'ended'] }).notNull(),
    provider: text('provider', { enum: ['stripe', 'manual'] }).notNull(),
    // Stripe: the end of the paid period (the next billing date). Manual: the grant's end, null for none.
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    // The admin who granted a manual subscription; kept when that admin's account goes.
    grantedBy: text('granted_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId),
    uniqueIndex('subscriptions_provider_subscription_unique').on(table.providerSubscriptionId),
    check('subscriptions_plan_check', sql`${table.plan} in ('premium')`),
    check('subscriptions_status_check', sql`${table.status} in ('trialing', 'active', 'past_due', 'canceled', 'ended')`),
    check('subscriptions_provider_check', sql`${table.provider} in ('stripe', 'manual')`),
    // A Stripe row always names its Stripe subscription; a manual one never does.
    check('subscriptions_provider_ids', sql`(${table.provider} = 'stripe') = (${table.providerSubscriptionId} is not null)`),
    check('subscriptions_card_last4', sql`${table.cardLast4} is null or ${table.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** The Stripe customer made for a user before their first Checkout, so a second Checkout reuses it. */
export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The Stripe event ledger: an event's id goes in (ON CONFLICT DO NOTHING) in the same transaction
 * as its effect, so a delivery Stripe repeats has exactly one effect.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
