/**
 * `npm run billing:reconcile`
 * Fetches every Premium subscription again from Stripe and stores what Stripe says now: the repair
 * for webhooks that were lost or refused. Prints `synced N, failed M`. Exit code 0 when all synced,
 * 1 when any failed (each failure is logged on stderr) or Stripe or the database could not be
 * reached, 2 when this server has no Stripe configured. Uses the app's configuration and database;
 * with the embedded database the app must be stopped (PGlite's data directory belongs to one process).
 */
import { pino } from 'pino';
import { boot } from '../src/server/boot.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { DataDirLockedError } from '../src/server/db/data-dir-lock.ts';
import { createBillingService } from '../src/server/billing/billing.service.ts';
import { createStripeClient } from '../src/server/billing/stripe-client.ts';

const notConfigured = 2;

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.stripe) {
    console.error('billing:reconcile: Stripe is not configured on this server (STRIPE_SECRET_KEY is not set), so it has no Stripe subscriptions to reconcile.');
    return notConfigured;
  }
  // Log lines go to stderr: stdout carries only the result line, for scripts and cron mail.
  const log = pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel }, pino.destination(2));
  const platform = await boot({ config, log, purpose: 'operator' });
  try {
    const billing = createBillingService({
      db: platform.database.db,
      // A running server may be syncing too (PostgreSQL; the embedded database is this process's alone).
      syncsAcrossInstances: platform.database.kind === 'postgres',
      mailer: platform.mailer,
      appName: config.appName,
      stripe: { client: await createStripeClient(config.stripe), settings: config.stripe },
      publicUrl: config.publicUrl,
      log,
    });
    const { synced, failed } = await billing.reconcile();
    console.log(`synced ${synced}, failed ${failed}`);
    return failed > 0 ? 1 : 0;
  } finally {
    await platform.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
    else console.error('billing:reconcile failed:', error);
    process.exit(1);
  },
);
