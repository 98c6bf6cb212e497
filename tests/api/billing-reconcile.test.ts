import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot } from '../../src/server/boot.ts';
import { billingReconcile, billingReconcileCron } from '../../src/server/billing/billing-reconcile-job.ts';
import { loadConfig } from '../../src/server/config.ts';
import { subscriptions } from '../../src/server/db/schema/index.ts';
import { billingNotices, billingStatus as status, startWithFakeStripe, subscribe, type BillingHarness } from './support/billing.ts';
import { backends, queryRows, signUpAndSignIn } from './support/test-server.ts';

/**
 * `npm run billing:reconcile` repairs what lost webhooks left stale: the service on each backend,
 * and the command itself as an operator runs it (its own process, output and exit codes).
 */

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

describe.each(backends)('billing reconcile on %s', (backend) => {
  let context: BillingHarness;
  beforeAll(async () => {
    context = await startWithFakeStripe(backend);
  });
  afterAll(() => context.close());

  it('stores what Stripe says when the webhooks never came: a cancellation, a subscription ended at once, a whole Checkout', async () => {
    const { server, fake, stripe } = context;
    const cancelling = await signUpAndSignIn(server);
    const cancellingId = await subscribe(context, cancelling);
    const ending = await signUpAndSignIn(server);
    const endingId = await subscribe(context, ending);
    expect(await status(server, ending)).toMatchObject({ plan: 'premium' });

    // From here Stripe's events are lost: the app hears nothing of what follows.
    fake.setWebhookUrl(undefined);
    const unheard = await signUpAndSignIn(server);
    await subscribe(context, unheard);
    await stripe.subscriptions.update(cancellingId, { cancel_at_period_end: true });
    await stripe.subscriptions.cancel(endingId);
    await fake.webhooksSettled();
    expect(await status(server, cancelling)).toMatchObject({ plan: 'premium', subscription: { cancelAtPeriodEnd: false } });
    expect(await status(server, ending)).toMatchObject({ plan: 'premium' });
    expect(await status(server, unheard)).toMatchObject({ plan: 'free', subscription: null });

    // The two Stripe still bills come from its list; the one it cancelled, from the rows we hold.
    expect(await server.services.billing.reconcile()).toEqual({ synced: 3, failed: 0 });
    expect(await status(server, cancelling)).toMatchObject({ plan: 'premium', subscription: { status: 'active', cancelAtPeriodEnd: true } });
    expect(await status(server, ending)).toMatchObject({ plan: 'free', subscription: null });
    expect(await server.database.db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.providerSubscriptionId, endingId))).toEqual([{ status: 'canceled' }]);
    expect(await status(server, unheard)).toMatchObject({ plan: 'premium', subscription: { provider: 'stripe', status: 'active', card: { brand: 'visa', last4: '4242' } } });

    // The notices follow what changed in our rows, so a repair tells the user what they missed, once.
    expect(await billingNotices(server, cancelling)).toEqual({ billing_upgrade: 1, billing_cancellation: 1 });
    expect(await billingNotices(server, unheard)).toEqual({ billing_upgrade: 1 });

    // A cancelled subscription is final at Stripe: the next run no longer fetches it, and nothing new is mailed.
    expect(await server.services.billing.reconcile()).toEqual({ synced: 2, failed: 0 });
    expect(await billingNotices(server, cancelling)).toEqual({ billing_upgrade: 1, billing_cancellation: 1 });
    expect(await billingNotices(server, unheard)).toEqual({ billing_upgrade: 1 });
    fake.setWebhookUrl(context.webhookUrl);
  });

  it('runs nightly as the billing-reconcile job, scheduled at 03:15 UTC while Stripe is configured', async () => {
    const { server, fake } = context;
    const stored = await queryRows(server, sql`select cron, options->>'tz' as tz from pgboss.schedule where name = 'billing-reconcile'`);
    expect(stored).toEqual([{ cron: billingReconcileCron, tz: 'UTC' }]);
    expect(billingReconcileCron).toBe('15 3 * * *');

    fake.setWebhookUrl(undefined);
    try {
      const unheard = await signUpAndSignIn(server);
      await subscribe(context, unheard);
      await fake.webhooksSettled();
      expect(await status(server, unheard)).toMatchObject({ plan: 'free' });
      // What the schedule makes each night: one job, run by one instance.
      await server.platform.jobs.enqueue(billingReconcile, {});
      await server.platform.jobs.idle(billingReconcile);
      expect(await status(server, unheard)).toMatchObject({ plan: 'premium', subscription: { provider: 'stripe', status: 'active' } });
    } finally {
      fake.setWebhookUrl(context.webhookUrl);
    }
  });
});

describe('npm run billing:reconcile', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfinder-billing-reconcile-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function reconcileCommand(env: Record<string, string>) {
    try {
      const { stdout, stderr } = await run(process.execPath, ['scripts/billing-reconcile.ts'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', STRIPE_SECRET_KEY: '', STRIPE_PRICE_ID: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_API_URL: '', ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it('exits 2 and says why when Stripe is not configured', async () => {
    const result = await reconcileCommand({});
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toContain('Stripe is not configured on this server (STRIPE_SECRET_KEY is not set)');
  });

  // Two runs of the command, each a Node process that opens the database: slow on a busy machine.
  it('corrects a subscription whose webhook was lost and prints synced 1, failed 0; exits 1 when one cannot be fetched', { timeout: 180_000 }, async () => {
    // The app on a data directory of its own, stopped before the command runs (PGlite's directory belongs to one process).
    const harness = await startWithFakeStripe('pglite', { DATA_DIR: dataDir });
    const { server, fake, stripe, stripeEnv } = harness;
    let serverRunning = true;
    try {
      const member = await signUpAndSignIn(server);
      const subscriptionId = await subscribe(harness, member);
      fake.setWebhookUrl(undefined);
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      await fake.webhooksSettled();
      await server.close();
      serverRunning = false;

      const first = await reconcileCommand(stripeEnv);
      expect(first.stderr).toBe('');
      expect(first).toMatchObject({ code: 0, stdout: 'synced 1, failed 0\n' });

      const platform = await boot({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), log: pino({ level: 'silent' }), purpose: 'operator' });
      try {
        const { db } = platform.database;
        expect(await db.select({ cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd }).from(subscriptions).where(eq(subscriptions.userId, member.id))).toEqual([{ cancelAtPeriodEnd: true }]);
        // A row whose subscription Stripe does not know (deleted from a test account, say).
        await db.insert(subscriptions).values({ userId: member.id, status: 'active', provider: 'stripe', providerSubscriptionId: 'sub_unknown_to_stripe' });
      } finally {
        await platform.close();
      }

      const second = await reconcileCommand(stripeEnv);
      expect(second).toMatchObject({ code: 1, stdout: 'synced 1, failed 1\n' });
      expect(second.stderr).toContain('sub_unknown_to_stripe');
    } finally {
      if (serverRunning) await server.close();
      await fake.close();
    }
  });
});
