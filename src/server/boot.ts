import type { FastifyBaseLogger } from 'fastify';
import { type Config, withoutCredentials } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { type Auth, createAuth } from './auth/auth.ts';
import { bootstrapAccounts } from './auth/accounts.ts';
import { resolveAuthSecret } from './auth/auth-secret.ts';
import { createPasswordHashing } from './auth/password-hashing.ts';
import { createRedisRateLimitStore } from './auth/rate-limit-store.ts';
import { createMailer, mailDeliveryNotice, type Mailer } from './mail/mailer.ts';
import { startMailDelivery } from './mail/mail-delivery.ts';
import { type JobQueue, startJobQueue } from './jobs/job-queue.ts';
import { seedAdvisorCatalog } from './advisors/seed.ts';
import { seedFaq } from './faq/seed.ts';
import { createAssistantDependencies, type AssistantDependencies } from './assistant/index.ts';
import { createInvitationRedeemer } from './invites/invites.service.ts';

/**
 * What the app is built on, made from the configuration in one place: the server (main.ts), the
 * API tests and the operator commands all boot through here, so none of them wires the database,
 * mail, auth or the model differently.
 */
export interface Platform {
  config: Config;
  log: FastifyBaseLogger;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Background jobs (pg-boss) on the same database: any instance runs each once, with retries. */
  jobs: JobQueue;
  /** Better Auth: sessions, sign-up (invite-only through the invites feature's redeemer), reset. */
  auth: Auth;
  /** The chat model (LLM_*, or the built-in offline engine) and its availability check. */
  model: AssistantDependencies;
  /** Closes what boot opened: call it after the app has closed. A borrowed database stays open. */
  close(): Promise<void>;
}

export interface BootOptions {
  config: Config;
  log: FastifyBaseLogger;
  /**
   * `server` (the default) migrates, seeds the advisor catalog and the FAQ and creates the start-up accounts
   * (ADMIN_EMAIL, demo accounts). `operator` only migrates: a command such as user:create changes
   * what it was asked to and nothing else.
   */
  purpose?: 'server' | 'operator';
  /**
   * A database another instance opened and prepared, as a second app behind a load balancer
   * shares it (tests): boot neither migrates, seeds nor closes it.
   */
  database?: DatabaseHandle;
  /** A stand-in for the mailer (tests); the outbox, and SMTP when SMTP_URL is set, otherwise. */
  mailer?: Mailer;
}

export async function boot({ config, log, purpose = 'server', database: shared, mailer: givenMailer }: BootOptions): Promise<Platform> {
  const database = shared ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log }));
  // Better Auth's own counters go to Redis when there is one; the operator's commands make no requests.
  const rateLimitStore = purpose === 'server' && config.redisUrl ? createRedisRateLimitStore(config.redisUrl, config.redisKeyPrefix, log) : undefined;
  let jobs: JobQueue | undefined;
  const passwordHashing = createPasswordHashing();
  const close = async () => {
    // First: a job still running gets its grace while the database is open.
    await jobs?.stop();
    await passwordHashing.close();
    await rateLimitStore?.close();
    if (!shared) await database.close();
  };
  try {
    if (!shared) {
      await database.migrate();
      if (purpose === 'server') {
        await seedAdvisorCatalog(database.db);
        await seedFaq(database.db, { appName: config.appName });
      }
    }
    // Each instance runs its own queue client, also on a shared database: pg-boss hands each job to one of them.
    jobs = await startJobQueue({ database, log, background: purpose === 'server', retryDelaySeconds: config.jobRetryDelaySeconds });
    const mailer = givenMailer ?? createMailer({ db: database.db, log, smtpUrl: config.smtpUrl, jobs });
    if (purpose === 'server') await startMailDelivery({ db: database.db, log, jobs, smtpUrl: config.smtpUrl, from: config.mailFrom });
    const auth = createAuth({
      config,
      db: database.db,
      secret: resolveAuthSecret(config),
      mailer,
      invitations: createInvitationRedeemer(database.db),
      log,
      rateLimitStorage: rateLimitStore?.storage,
      passwordHashing,
    });
    if (purpose === 'server' && !shared) await bootstrapAccounts({ config, auth, db: database.db, log });
    return { config, log, database, mailer, jobs, auth, model: createAssistantDependencies(config), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The start-up lines an operator needs: where sessions are signed, where mail goes, which model answers. */
export function announcePlatform({ config, log }: Pick<Platform, 'config' | 'log'>): void {
  if (config.databaseUrl && !config.authSecret) {
    // Each instance would otherwise sign sessions with the secret of its own data directory.
    log.warn(`AUTH_SECRET is not set: using the secret kept in ${config.dataDir}; set AUTH_SECRET when several instances share the database`);
  }
  const mailNotice = mailDeliveryNotice(config);
  log[mailNotice.level](mailNotice.message);
  log.info(
    config.llmBaseUrl
      ? `assistant model: ${config.llmModel} at ${withoutCredentials(config.llmBaseUrl)}`
      : 'assistant model: built-in offline advisor, a simple stand-in that answers from prepared content; any OpenAI-compatible server (Ollama included) gives real conversations: LLM_BASE_URL=http://127.0.0.1:11434/v1 LLM_MODEL=llama3.1 npm start',
  );
}
