import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { billingCustomers, stripeEvents, subscriptions, user } from '../db/schema/index.ts';
import type { StoredSubscriptionState } from './billing-mails.ts';
import type { StripeSubscriptionFields } from './stripe-subscription.ts';

export type BillingTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | BillingTransaction;

/** The Stripe customer made for this user, if any. */
export async function selectStripeCustomerId(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: billingCustomers.stripeCustomerId }).from(billingCustomers).where(eq(billingCustomers.userId, userId)).limit(1);
  return row?.id;
}

/** Keeps the customer made for the user; a second request racing the first keeps the first one's. */
export async function saveStripeCustomerId(db: Executor, userId: string, stripeCustomerId: string): Promise<string> {
  await db.insert(billingCustomers).values({ userId, stripeCustomerId }).onConflictDoNothing({ target: billingCustomers.userId });
  return (await selectStripeCustomerId(db, userId)) ?? stripeCustomerId;
}

/** Whose Stripe customer this is (the user named in a webhook may only be found this way). */
export async function selectUserIdByStripeCustomer(db: Executor, stripeCustomerId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: billingCustomers.userId }).from(billingCustomers).where(eq(billingCustomers.stripeCustomerId, stripeCustomerId)).limit(1);
  return row?.userId;
}

/**
 * Records a Stripe event in the ledger; false when it was already there (a repeated delivery).
 * Called in the transaction of the event's effect, so the two are saved together or not at all.
 */
export async function recordStripeEvent(tx: BillingTransaction, event: { id: string; type: string }): Promise<boolean> {
  const inserted = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

/**
 * Makes the syncs of one Stripe subscription wait for each other until the transaction ends.
 * Stripe sends a Checkout's events together; two handlers that both read the row before either
 * wrote would both see a new subscription and send the upgrade notice twice.
 */
export async function lockStripeSubscription(tx: BillingTransaction, providerSubscriptionId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`billing-subscription:${providerSubscriptionId}`}, 0))`);
}

/** What our row says of a Stripe subscription, before a new snapshot replaces it. */
export async function selectStripeSubscriptionState(tx: Executor, providerSubscriptionId: string): Promise<StoredSubscriptionState | undefined> {
  const [row] = await tx
    .select({ status: subscriptions.status, cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row;
}

/** Where a user's billing notices go. */
export async function selectMailRecipient(db: Executor, userId: string): Promise<{ email: string; name: string } | undefined> {
  const [row] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
  return row;
}

/**
 * Whether the account is still here, held until the transaction ends. The share lock waits for
 * an account deletion that has the row locked and then sees the row gone, instead of reading the
 * row the deletion is about to remove and failing later on its foreign key (decision 0222).
 */
export async function holdAccount(tx: BillingTransaction, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('key share');
  return rows.length > 0;
}

/** Stores the snapshot Stripe gave of a subscription: its row is replaced, never duplicated. */
export async function upsertStripeSubscription(tx: Executor, userId: string, fields: StripeSubscriptionFields): Promise<void> {
  const values = {
    status: fields.status,
    currentPeriodEnd: fields.currentPeriodEnd,
    cancelAtPeriodEnd: fields.cancelAtPeriodEnd,
    providerCustomerId: fields.providerCustomerId,
    cardBrand: fields.cardBrand,
    cardLast4: fields.cardLast4,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({ userId, provider: 'stripe', providerSubscriptionId: fields.providerSubscriptionId, ...values })
    .onConflictDoUpdate({ target: subscriptions.providerSubscriptionId, set: values });
}

/**
 * The Stripe subscriptions we hold that are not cancelled, for the reconcile command. Stripe's
 * `canceled` is final, so those rows cannot change; an `ended` one (unpaid, paused) still can.
 */
export async function selectStripeSubscriptionIdsToReconcile(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, 'stripe'), ne(subscriptions.status, 'canceled'), sql`${subscriptions.providerSubscriptionId} is not null`));
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}
