import { pino } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { seedAdvisorCatalog } from './advisors/seed.ts';
import { createAuth } from './auth/auth.ts';
import { resolveAuthSecret } from './auth/auth-secret.ts';
import { bootstrapAccounts } from './auth/accounts.ts';
import { createRedisRateLimitStore } from './auth/rate-limit-store.ts';
import { createInvitationGate } from './invites/invites.service.ts';
import { createMailer, mailDeliveryNotice } from './mail/mailer.ts';
import { createAssistantDependencies } from './assistant/index.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  await database.migrate();
  await seedAdvisorCatalog(database.db);

  if (config.databaseUrl && !config.authSecret) {
    // Each instance would otherwise sign sessions with the secret of its own data directory.
    log.warn(`AUTH_SECRET is not set: using the secret kept in ${config.dataDir}; set AUTH_SECRET when several instances share the database`);
  }
  const mailer = createMailer({ db: database.db, log, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const mailNotice = mailDeliveryNotice(config);
  log[mailNotice.level](mailNotice.message);
  const rateLimitStore = config.redisUrl ? createRedisRateLimitStore(config.redisUrl, config.redisKeyPrefix) : undefined;
  const auth = createAuth({
    config,
    db: database.db,
    secret: resolveAuthSecret(config),
    mailer,
    invitations: createInvitationGate(database.db),
    log,
    rateLimitStorage: rateLimitStore?.storage,
  });
  await bootstrapAccounts({ config, auth, db: database.db, log });

  const app = await buildApp({ config, database, auth, mailer, loggerInstance: log, assistant: createAssistantDependencies(config) });
  log.info(config.llmBaseUrl ? `assistant model: ${config.llmModel} at ${config.llmBaseUrl}` : 'assistant model: built-in offline engine (set LLM_BASE_URL for a real model)');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests and let the ones in flight finish before the database goes away.
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    try {
      await app.close();
    } finally {
      await rateLimitStore?.close();
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await rateLimitStore?.close();
    await database.close();
    throw error;
  }
  app.log.info(`${config.appName} is running on ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
