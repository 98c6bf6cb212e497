import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { BillingRedirect, BillingStatus } from '../../shared/billing/billing.schema.ts';
import { currentSubscription } from '../../shared/billing/effective-plan.ts';
import type { AuthUser } from '../auth/auth.ts';
import { selectOpenSubscriptions } from '../auth/plans.ts';
import type { StripeConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createKeyedQueue } from './keyed-queue.ts';
import { ApiError } from '../http/api-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { billingMail, billingNoticesFor, type StoredSubscriptionState } from './billing-mails.ts';
import {
  type BillingTransaction,
  holdAccount,
  lockStripeSubscription,
  recordStripeEvent,
  saveStripeCustomerId,
  selectMailRecipient,
  selectStripeCustomerId,
  selectStripeSubscriptionState,
  selectStripeSubscriptionIdsToReconcile,
  selectUserIdByStripeCustomer,
  upsertStripeSubscription,
} from './billing.queries.ts';
import { askStripe, verifyWebhook } from './stripe-client.ts';
import { stripeSubscriptionFields, subscriptionUserMetadataKey, type StripeSubscriptionFields } from './stripe-subscription.ts';

export interface BillingServiceDependencies {
  db: Database;
  /** The subscriber's notices (upgrade, cancellation, failed payment) go through the outbox. */
  mailer: Mailer;
  appName: string;
  /** Undefined without STRIPE_SECRET_KEY: online upgrades are off. */
  stripe: { client: Stripe; settings: StripeConfig } | undefined;
  publicUrl: string;
  log: FastifyBaseLogger;
  /**
   * Several instances may sync one subscription at once (PostgreSQL): its lock is then held across
   * the fetch from Stripe, so snapshots are stored in the order they were taken. On the embedded
   * database there is one process, and holding a transaction over a network call would stall it.
   */
  syncsAcrossInstances: boolean;
}

/** A snapshot just stored, with what the row said before it: the notices are read from the two. */
interface StoredChange {
  userId: string;
  before: StoredSubscriptionState | undefined;
  after: StripeSubscriptionFields;
}

/** The subscription an event is about, wherever that event type keeps it. */
function subscriptionIdOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as unknown as Record<string, unknown>;
  const idOf = (value: unknown) => (typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String(value.id) : undefined);
  if (event.type.startsWith('customer.subscription.')) return idOf(object.id);
  if (event.type === 'checkout.session.completed') return idOf(object.subscription);
  // Invoices name their subscription under parent.subscription_details since API 2025-03-31.
  if (event.type.startsWith('invoice.')) return idOf((object.parent as { subscription_details?: { subscription?: unknown } } | null)?.subscription_details?.subscription);
  return undefined;
}

export function createBillingService({ db, mailer, appName, stripe, publicUrl, log, syncsAcrossInstances }: BillingServiceDependencies) {
  const syncs = createKeyedQueue();
  const online = () => {
    if (!stripe) throw new ApiError('conflict:billing_offline');
    return stripe;
  };

  async function status(user: AuthUser): Promise<BillingStatus> {
    const current = currentSubscription(await selectOpenSubscriptions(db, user.id));
    return {
      plan: user.plan,
      onlineUpgrades: stripe !== undefined,
      subscription: current
        ? {
            provider: current.provider,
            status: current.status,
            currentPeriodEnd: current.currentPeriodEnd?.toISOString() ?? null,
            cancelAtPeriodEnd: current.cancelAtPeriodEnd,
            card: current.cardBrand && current.cardLast4 ? { brand: current.cardBrand, last4: current.cardLast4 } : null,
          }
        : null,
      paymentFailed: current?.status === 'past_due',
    };
  }

  /** The user's Stripe customer, made once before their first Checkout. */
  async function customerOf(user: AuthUser): Promise<string> {
    const existing = await selectStripeCustomerId(db, user.id);
    if (existing) return existing;
    const { client } = online();
    const created = await askStripe(client, log, 'customers.create', () =>
      client.customers.create({ email: user.email, name: user.name, metadata: { [subscriptionUserMetadataKey]: user.id } }, { idempotencyKey: `customer-${user.id}` }),
    );
    return saveStripeCustomerId(db, user.id, created.id);
  }

  async function portal(user: AuthUser): Promise<BillingRedirect> {
    const { client } = online();
    const customer = await selectStripeCustomerId(db, user.id);
    if (!customer) throw new ApiError('conflict:no_billing_account');
    const session = await askStripe(client, log, 'billingPortal.sessions.create', () => client.billingPortal.sessions.create({ customer, return_url: `${publicUrl}/account` }));
    return { url: session.url };
  }

  async function checkout(user: AuthUser): Promise<BillingRedirect> {
    const { client, settings } = online();
    const paid = (await selectOpenSubscriptions(db, user.id)).some((subscription) => subscription.provider === 'stripe');
    // Already subscribed: the portal, never a second subscription.
    if (paid) return portal(user);
    const customer = await customerOf(user);
    const session = await askStripe(client, log, 'checkout.sessions.create', () =>
      client.checkout.sessions.create(
      {
        mode: 'subscription',
        customer,
        client_reference_id: user.id,
        line_items: [{ price: settings.priceId, quantity: 1 }],
        metadata: { [subscriptionUserMetadataKey]: user.id },
        // A session's metadata is not copied to the subscription: webhooks find the user here.
        subscription_data: { metadata: { [subscriptionUserMetadataKey]: user.id } },
        success_url: `${publicUrl}/account?checkout=success`,
        cancel_url: `${publicUrl}/pricing`,
      },
      // A double click within the same minute opens the same session.
      { idempotencyKey: `checkout-${user.id}-${Math.floor(Date.now() / 60_000)}` },
      ),
    );
    if (!session.url) throw new ApiError('bad_gateway:billing');
    return { url: session.url };
  }

  /** The notices a stored change calls for; a failure is logged, because the change is already committed. */
  async function notify({ userId, before, after }: StoredChange): Promise<void> {
    try {
      const notices = billingNoticesFor(before, after);
      const recipient = notices.length > 0 ? await selectMailRecipient(db, userId) : undefined;
      if (!recipient) return;
      for (const notice of notices) await mailer.send(billingMail(notice, recipient, after, { appName, publicUrl }));
    } catch (error) {
      log.error({ err: error, subscriptionId: after.providerSubscriptionId }, 'billing: a notice could not be sent');
    }
  }

  /**
   * Stores a snapshot Stripe gave of a subscription (never an event's own copy), so that events
   * arriving out of order never revive what Stripe has ended. With an event, the ledger row and the
   * snapshot are written in one transaction; a repeated event changes nothing and mails nothing.
   */
  async function storeIn(tx: BillingTransaction, subscription: Stripe.Subscription, event?: Stripe.Event): Promise<StoredChange | undefined> {
    const fields = stripeSubscriptionFields(subscription);
    const userId = fields ? (fields.userId ?? (await selectUserIdByStripeCustomer(tx, fields.providerCustomerId))) : undefined;
    if (fields && !userId) log.warn({ event: 'billing_unknown_customer', subscriptionId: subscription.id }, 'billing: a Stripe subscription names no user of ours');
    if (event && !(await recordStripeEvent(tx, event))) return undefined;
    if (!fields || !userId) return undefined;
    // The account was deleted (its subscription cancelled first): Stripe's events about it change nothing here.
    if (!(await holdAccount(tx, userId))) {
      log.info({ subscriptionId: subscription.id }, 'billing: a Stripe subscription of a deleted account');
      return undefined;
    }
    await lockStripeSubscription(tx, fields.providerSubscriptionId);
    const before = await selectStripeSubscriptionState(tx, fields.providerSubscriptionId);
    await upsertStripeSubscription(tx, userId, fields);
    return { userId, before, after: fields };
  }

  /**
   * Fetches the subscription from Stripe, with its card, and stores that snapshot. The syncs of one
   * subscription run one at a time, fetch and store together: two overlapping syncs could otherwise
   * store an older snapshot after a newer one (Stripe's state changed between their fetches).
   */
  async function sync(subscriptionId: string, event?: Stripe.Event): Promise<void> {
    const { client } = online();
    const fetchSnapshot = () => askStripe(client, log, 'subscriptions.retrieve', () => client.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] }));
    const change = await syncs.run(subscriptionId, async () => {
      if (!syncsAcrossInstances) {
        const snapshot = await fetchSnapshot();
        return db.transaction((tx) => storeIn(tx, snapshot, event));
      }
      return db.transaction(async (tx) => {
        await lockStripeSubscription(tx, subscriptionId);
        return storeIn(tx, await fetchSnapshot(), event);
      });
    });
    // Only once committed: a rolled-back change mails nothing, and Stripe's retry brings it back.
    if (change) await notify(change);
  }

  async function handleWebhook(rawBody: Buffer, signature: string | string[] | undefined): Promise<void> {
    // Without Stripe the endpoint does not exist.
    if (!stripe) throw new ApiError('not_found:route');
    const { client, settings } = stripe;
    const event = verifyWebhook(client, rawBody, signature, settings.webhookSecret);
    const subscriptionId = subscriptionIdOf(event);
    if (subscriptionId) return sync(subscriptionId, event);
    await db.transaction(async (tx) => {
      await recordStripeEvent(tx, event);
    });
  }

  async function resume(user: AuthUser): Promise<BillingStatus> {
    const { client } = online();
    const cancelling = (await selectOpenSubscriptions(db, user.id)).find((subscription) => subscription.provider === 'stripe' && subscription.cancelAtPeriodEnd);
    const subscriptionId = cancelling?.providerSubscriptionId;
    if (!subscriptionId) throw new ApiError('conflict:nothing_to_resume');
    await askStripe(client, log, 'subscriptions.update', () => client.subscriptions.update(subscriptionId, { cancel_at_period_end: false }));
    await sync(subscriptionId);
    // A subscription set to end is still live, so the plan the guard read stands.
    return status(user);
  }

  /**
   * `npm run billing:reconcile`: what Stripe says now, stored for every subscription to our price
   * that Stripe has not cancelled (a Checkout whose webhooks never arrived included) and for every
   * one we hold that is not cancelled yet (Stripe may have ended it while its event was lost). A
   * failure is logged and counted, and the others still sync; a failure to list at all throws.
   */
  async function reconcile(): Promise<{ synced: number; failed: number }> {
    const { client, settings } = online();
    let synced = 0;
    let failed = 0;
    const attempt = async (subscriptionId: string, step: () => Promise<void>) => {
      try {
        await step();
        synced += 1;
      } catch (error) {
        failed += 1;
        log.error({ err: error, subscriptionId }, 'billing reconcile: a subscription could not be synced');
      }
    };
    const listed = new Set<string>();
    // Stripe's list leaves cancelled subscriptions out unless asked; the SDK pages through the rest.
    for await (const subscription of client.subscriptions.list({ price: settings.priceId, limit: 100 })) {
      listed.add(subscription.id);
      // Fetched again under its lock: a webhook may be storing a newer snapshot right now.
      await attempt(subscription.id, () => sync(subscription.id));
    }
    for (const id of await selectStripeSubscriptionIdsToReconcile(db)) {
      if (!listed.has(id)) await attempt(id, () => sync(id));
    }
    return { synced, failed };
  }

  /**
   * Before an account is deleted: every Stripe subscription that could still charge the user ends
   * now (no proration, no final invoice), so nothing is billed after the account is gone. Throws,
   * and cancels no further, at the first that Stripe does not end; one already ended counts as done.
   * Admins' grants need nothing: they go with the user's rows.
   */
  async function cancelForDeletion(userId: string): Promise<{ cancelled: number }> {
    const billed = (await selectOpenSubscriptions(db, userId)).filter((subscription) => subscription.provider === 'stripe' && subscription.providerSubscriptionId);
    if (billed.length === 0) return { cancelled: 0 };
    if (!stripe) throw new ApiError('conflict:deletion_billing_offline');
    const { client } = stripe;
    for (const subscription of billed) {
      const id = subscription.providerSubscriptionId as string;
      try {
        await client.subscriptions.cancel(id, { prorate: false, invoice_now: false });
      } catch (error) {
        // Ended already (by Stripe, or by an earlier attempt whose answer was lost): nothing left to stop.
        const ended = await client.subscriptions.retrieve(id).then(
          (current) => current.status === 'canceled' || current.status === 'incomplete_expired',
          () => false,
        );
        if (ended) continue;
        log.error({ err: error, subscriptionId: id }, 'billing: a subscription could not be cancelled for an account deletion');
        throw new ApiError('bad_gateway:deletion_billing', { cause: error });
      }
    }
    return { cancelled: billed.length };
  }

  return { status, checkout, portal, resume, handleWebhook, reconcile, cancelForDeletion };
}

export type BillingService = ReturnType<typeof createBillingService>;
