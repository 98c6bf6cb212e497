import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { UserPlan } from '../../shared/account/me.schema.ts';
import { effectivePlan, type PlanSubscription } from '../../shared/billing/effective-plan.ts';
import type { Database } from '../db/client.ts';
import { subscriptions } from '../db/schema/index.ts';

/*
 * A user's plan, read from and written to `subscriptions`: here in auth, beside the guards that ask
 * it on every request, so that infrastructure (the guards, operator accounts) and features
 * (billing, admin, account) all reach one rule without a feature importing another in a circle.
 */

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

/**
 * `isLiveSubscription` (shared/billing/effective-plan.ts) in SQL, for a subscriptions row named
 * `s`: the lists, filters, counts and sorts of the back-office agree with what the guard decides.
 */
const liveSql = sql.raw(
  `s.status in ('trialing', 'active', 'past_due') and not (s.current_period_end is not null and s.current_period_end <= now() and (s.provider = 'manual' or s.cancel_at_period_end))`,
);

/**
 * Whether the user whose id is `userId` is Premium now. Pass the id qualified with its table
 * (sql`${user}.id`): a bare column would be read as the subscription's own id inside the subquery.
 */
export function isPremiumSql(userId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${subscriptions} s where s.user_id = ${userId} and ${liveSql})`;
}

/**
 * Whether the user has a live subscription of one kind: `stripe` (any, a trial included), `paid`
 * (Stripe, past its trial: what bills every month) or `grant` (an admin's). Same qualification
 * of `userId` as isPremiumSql.
 */
export function hasLiveSubscriptionSql(userId: SQL, kind: 'stripe' | 'paid' | 'grant'): SQL<boolean> {
  const which = sql.raw({ stripe: `s.provider = 'stripe'`, paid: `s.provider = 'stripe' and s.status <> 'trialing'`, grant: `s.provider = 'manual'` }[kind]);
  return sql<boolean>`exists (select 1 from ${subscriptions} s where s.user_id = ${userId} and ${which} and ${liveSql})`;
}

export function effectivePlanSql(userId: SQL): SQL<UserPlan> {
  return sql<UserPlan>`case when ${isPremiumSql(userId)} then 'premium' else 'free' end`;
}

/**
 * When the user's Premium ends: null while any live subscription has no end (a grant without one,
 * a Stripe subscription that renews), and for a free user.
 */
export function premiumUntilSql(userId: SQL): SQL<Date | null> {
  return sql<Date | null>`(select case when bool_or(s.current_period_end is null or not (s.provider = 'manual' or s.cancel_at_period_end)) then null else max(s.current_period_end) end from ${subscriptions} s where s.user_id = ${userId} and ${liveSql})`.mapWith(
    subscriptions.currentPeriodEnd,
  );
}

/**
 * A subscription that could still be live, with what the billing screens show of it. The guard
 * reads the plan from these rows and billing (status, checkout, resume) describes the same rows,
 * so both go through this one query: billing may import auth, never the reverse.
 */
export interface OpenSubscription extends PlanSubscription {
  currentPeriodEnd: Date | null;
  providerSubscriptionId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
}

/** The user's subscriptions that could still be live, newest first (the rule itself is applied in code). */
export async function selectOpenSubscriptions(db: Executor, userId: string): Promise<OpenSubscription[]> {
  return db
    .select({
      status: subscriptions.status,
      provider: subscriptions.provider,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      providerSubscriptionId: subscriptions.providerSubscriptionId,
      cardBrand: subscriptions.cardBrand,
      cardLast4: subscriptions.cardLast4,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['trialing', 'active', 'past_due'])))
    .orderBy(desc(subscriptions.createdAt));
}

/**
 * The plan of a user's open subscriptions read as one JSON value with other things (the session
 * lookup, migration 0016): the rule applied in code, with this process's clock, like `planOf`.
 */
export function planOfOpenSubscriptions(json: unknown, now: Date = new Date()): UserPlan {
  const rows = (typeof json === 'string' ? JSON.parse(json) : json) as PlanSubscription[];
  return effectivePlan(rows, now);
}

/** The plan a user has now, read from their subscriptions: what every Premium check asks. */
export async function planOf(db: Executor, userId: string, now: Date = new Date()): Promise<UserPlan> {
  return effectivePlan(await selectOpenSubscriptions(db, userId), now);
}

/**
 * An admin's grant: the user's earlier grants end (their rows stay, as history) and a manual
 * subscription starts, with an end or without one.
 */
export async function grantPremium(tx: Executor, { userId, until, grantedBy }: { userId: string; until: Date | null; grantedBy: string | null }): Promise<void> {
  await endManualGrants(tx, userId, 'ended');
  await tx.insert(subscriptions).values({ userId, status: 'active', provider: 'manual', currentPeriodEnd: until, grantedBy });
}

/** An admin's revocation, or a demo account set back to free: every live grant is cancelled. Paid subscriptions are Stripe's to end. */
export async function revokePremium(tx: Executor, userId: string): Promise<void> {
  await endManualGrants(tx, userId, 'canceled');
}

async function endManualGrants(tx: Executor, userId: string, status: 'ended' | 'canceled'): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.provider, 'manual'), inArray(subscriptions.status, ['trialing', 'active', 'past_due'])));
}
