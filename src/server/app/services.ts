import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Platform } from '../boot.ts';
import { createAccountService } from '../account/account.service.ts';
import { type AccountDeletionService, createAccountDeletionService } from '../account-deletion/index.ts';
import { createAdvisorPreviews } from '../advisors/advisor-preview.ts';
import type { AdminServices } from '../admin/admin.routes.ts';
import { createAdminAdvisorsService } from '../admin/advisors.service.ts';
import { createAnalyticsService } from '../admin/analytics.service.ts';
import { createAuditService } from '../admin/audit.service.ts';
import { createCustomersService } from '../admin/customers.service.ts';
import { createDashboardService } from '../admin/dashboard.service.ts';
import { createFaqAdminService } from '../admin/faq.service.ts';
import { createInboxService } from '../admin/inbox.service.ts';
import { createInviteRequestsAdminService } from '../admin/invite-requests.service.ts';
import { createJobsAdminService } from '../admin/jobs.service.ts';
import { createMailingListService } from '../admin/mailing-list.service.ts';
import { createOutboxService } from '../admin/outbox.service.ts';
import { type AdvisorsService, createAdvisorsService } from '../advisors/advisors.service.ts';
import { createBillingService } from '../billing/billing.service.ts';
import { createAssistantService, createChatLimits, createChatQuota } from '../assistant/index.ts';
import { createDataExportService } from '../data-export/index.ts';
import { createContactService } from '../contact/contact.service.ts';
import { createConversationsService } from '../conversations/conversations.service.ts';
import { createFeedbackService } from '../feedback/feedback.service.ts';
import { createInvitesService, type InvitesService } from '../invites/invites.service.ts';
import { resolveAuthSecret } from '../auth/auth-secret.ts';
import {
  createGenerationLimits,
  createItinerariesService,
  createItineraryQueries,
  createModelPlanner,
  createOfflinePlanner,
  createShareTokens,
  createTravelAssistant,
} from '../itineraries/index.ts';
import { createMemoriesService } from '../memories/memories.service.ts';
import { createMemoryWriter } from '../memories/memory-writer.ts';
import { createNewsletterService } from '../newsletter/newsletter.service.ts';
import { createFaqService } from '../faq/faq.service.ts';
import { createStreamRegistry } from '../http/event-stream.ts';
import { connectSharedLimitStore } from '../rate-limits/limit-store.ts';
import { type CrisisCheck, checkCrisisTurns, createCrisisScreen, createModelSecondOpinion, noSecondOpinion } from '../safety/index.ts';
import type { AppServer } from './server.ts';

/**
 * The admin screens' services, one per area. Built here like every feature's, on the features they
 * act through: invites reviews the requests, the advisors' cache is dropped after each change.
 */
function createAdminServices(
  { database: { db }, jobs, auth }: Platform,
  { invites, advisors, accountDeletion }: { invites: InvitesService; advisors: AdvisorsService; accountDeletion: AccountDeletionService },
): AdminServices {
  return {
    inviteRequests: createInviteRequestsAdminService({ db, invites }),
    outbox: createOutboxService({ db }),
    inbox: createInboxService({ db }),
    mailingList: createMailingListService({ db }),
    faq: createFaqAdminService({ db }),
    // Better Auth's own reset request: it mints the one-hour token and mails the link.
    customers: createCustomersService({ db, accountDeletion, requestPasswordReset: (email) => auth.api.requestPasswordReset({ body: { email } }) }),
    audit: createAuditService({ db }),
    dashboard: createDashboardService({ db, jobs }),
    jobs: createJobsAdminService({ db, jobs }),
    analytics: createAnalyticsService({ db }),
    advisors: createAdminAdvisorsService({ db, advisors }),
  };
}

export interface ServiceOptions {
  /** The local crisis check; `checkCrisisTurns` unless a test counts its calls. */
  crisisCheck?: CrisisCheck;
  /** The Stripe client when STRIPE_SECRET_KEY is set (buildApp makes it: loading the SDK is asynchronous). */
  stripeClient?: Stripe;
}

/** One service per feature, built on the platform; tests reach them through `buildApp`'s result. */
/** The site's own files (avatars, covers), as the repository ships them; the build copies them into the client. */
const siteFilesDir = path.resolve(import.meta.dirname, '../../../public');

export function createServices(platform: Platform, log: FastifyBaseLogger, { crisisCheck = checkCrisisTurns, stripeClient }: ServiceOptions = {}) {
  const { config, database, mailer, model, jobs, auth } = platform;
  const { db } = database;
  const { appName, publicUrl, teamEmail } = config;
  // Every limit of ours counts in Redis when there is one, so all instances share the numbers.
  const sharedLimits = config.redisUrl ? connectSharedLimitStore({ redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix, log }) : undefined;
  const advisors = createAdvisorsService(db, { notifications: database.notifications, log });
  const newsletter = createNewsletterService({ db, log, jobs, webhookUrl: config.newsletterWebhookUrl });
  const invites = createInvitesService({ db, mailer, newsletter, log, appName, publicUrl, teamEmail });
  const conversations = createConversationsService(db);
  const memories = createMemoriesService(db);
  const memoryWriter = createMemoryWriter({ model: model.model, memories, conversations, advisors, jobs, log, crisisCheck, promptMaxChars: config.chatPromptMaxChars, pauseSeconds: config.memoryRewritePauseSeconds });
  // The model's second opinion on crisis signals needs a real model; the offline engine has none to give.
  const crisisScreen = createCrisisScreen(
    model.availability.offline ? noSecondOpinion : createModelSecondOpinion({ model: model.model, timeoutMs: config.crisisSecondOpinionTimeoutMs, log }),
    { check: crisisCheck },
  );
  // One registry of open streams (chat, plans, days) for the whole instance: shutdown ends them all.
  const streams = createStreamRegistry();
  const itineraries = createItinerariesService({
    queries: createItineraryQueries(db),
    // The same model as the advisors: a real one with LLM_BASE_URL, else the built-in planner.
    planner: model.availability.offline ? createOfflinePlanner({ dayDelayMs: config.itineraryOfflineDayDelayMs }) : createModelPlanner({ model: model.model, log, promptMaxChars: config.chatPromptMaxChars }),
    limits: createGenerationLimits({ shared: sharedLimits, ...config.itineraryLimits }),
    crisisScreen,
    streams,
    shareTokens: createShareTokens(resolveAuthSecret(config)),
    publicUrl,
    appName,
  });
  const assistant = createAssistantService({
    crisisScreen,
    advisors,
    conversations,
    memories,
    memoryWriter,
    model: model.model,
    limits: createChatLimits({ shared: sharedLimits, perMinute: config.chatRateLimitPerMinute, maxConcurrent: config.chatMaxConcurrent }),
    quota: createChatQuota({ db, limits: config.chatDailyQuota }),
    streams,
    appName,
    promptMaxChars: config.chatPromptMaxChars,
    travelAssistant: createTravelAssistant({ itineraries, crisisScreen }),
  });
  const billing = createBillingService({
    db,
    syncsAcrossInstances: database.kind === 'postgres',
    mailer,
    appName,
    stripe: config.stripe && stripeClient ? { client: stripeClient, settings: config.stripe } : undefined,
    publicUrl,
    log,
  });
  const accountDeletion = createAccountDeletionService({
    db,
    auth,
    mailer,
    appName,
    log,
    cancelSubscriptions: (userId) => billing.cancelForDeletion(userId),
    stopMemoryRewrites: (userId) => memoryWriter.cancel({ userId }),
  });
  const dataExport = createDataExportService({ db, jobs, mailer, appName, publicUrl, log, exportItineraries: (userId) => itineraries.exportAll(userId) });
  return {
    sharedLimits,
    advisors,
    /** Advisors' avatars as PNG for link previews, drawn from the site's own files (`public/`) or the uploads. */
    advisorPreviews: createAdvisorPreviews({ advisors, siteDir: siteFilesDir }),
    newsletter,
    invites,
    account: createAccountService(db),
    billing,
    accountDeletion,
    /** "Download my data": requests, the archive job's worker (started in background-jobs.ts), downloads. */
    dataExport,
    feedback: createFeedbackService({ db, log }),
    contact: createContactService({ db, mailer, log, appName, teamEmail }),
    faq: createFaqService({ db }),
    conversations,
    memories,
    /** Memory rewrites on the job queue; `idle()` waits for them (tests). */
    memoryWriter,
    assistant,
    itineraries,
    /** Every stream this instance serves; ended first on shutdown. */
    streams,
    /** The crisis check's shared turns; its `stats` say how many screenings ran (tests). */
    crisisScreen,
    admin: createAdminServices(platform, { invites, advisors, accountDeletion }),
  };
}

export type AppServices = ReturnType<typeof createServices>;

/** The order in which the services stop when the app closes. */
export function stopServicesOnClose(app: AppServer, { streams, memoryWriter, sharedLimits }: AppServices): void {
  // Before the server waits for requests in flight: a streaming reply would hold it open until
  // the model finishes, and main.ts exits after 10 s without the database's checkpoint. Streams end
  // at once (storing what arrived), then memory rewrites get a short grace; both are bounded.
  app.addHook('preClose', async () => {
    await streams.close();
    await memoryWriter.close();
  });
  if (sharedLimits) {
    // Runs after the server stopped taking requests, once every reply has released its slot.
    app.addHook('onClose', async () => {
      await sharedLimits.close();
    });
  }
}
