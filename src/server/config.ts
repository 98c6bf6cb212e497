import { z } from 'zod';

/**
 * The one place that reads process.env. A bad value stops start-up with a message that names the
 * variable; nothing is required for the embedded default.
 */
const optionalUrl = z.url().optional().or(z.literal('').transform(() => undefined));
const optionalString = z.string().optional().transform((value) => (value ? value : undefined));
const optionalEmail = z.email().optional().or(z.literal('').transform(() => undefined));
const optionalBoolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : ['true', '1', 'yes', 'on'].includes(value)));

/** A laptop's address: localhost (or a name under it) or a loopback IP. */
export function isLocalhostUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalString,
  APP_NAME: z.string().min(1).default('Wayfinder'),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NEWSLETTER_WEBHOOK_URL: optionalUrl,
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  TRUSTED_PROXIES: z.string().optional(),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SIGNUP_MODE: z.enum(['invite', 'open']).default('invite'),
  ADMIN_EMAIL: optionalEmail,
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(6, 'must be at least 6 characters').max(128).optional()),
  SMTP_URL: optionalUrl,
  MAIL_FROM: optionalString,
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3_600).optional(),
  TEAM_EMAIL: optionalEmail,
  REDIS_URL: optionalUrl,
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1-64 letters, digits or : _ . -')
    .default('wayfinder:'),
  DEMO_ACCOUNTS: optionalBoolean,
  CONTACT_PHONE: optionalString.pipe(z.string().max(50, 'must be at most 50 characters').optional()),
  CONTACT_EMAIL: optionalEmail,
  CONTACT_ADDRESS: optionalString.pipe(z.string().max(200, 'must be at most 200 characters').optional()),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_OFFLINE_WORD_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(20),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  LLM_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  CHAT_MAX_CONCURRENT: z.coerce.number().int().min(1).max(1000).default(2),
  CRISIS_SECOND_OPINION_TIMEOUT_MS: z.coerce.number().int().min(0).max(10_000).default(1_500),
  CHAT_DAILY_QUOTA_FREE: z.coerce.number().int().min(1).default(100),
  CHAT_DAILY_QUOTA_PREMIUM: z.coerce.number().int().min(1).default(1000),
  CHAT_PROMPT_MAX_CHARS: z.coerce.number().int().min(2_000).max(1_000_000).default(24_000),
  MEMORY_REWRITE_PAUSE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  ITINERARY_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  ITINERARY_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1_440).default(10),
  ITINERARY_MAX_CONCURRENT: z.coerce.number().int().min(1).max(1000).default(1),
  ITINERARY_OFFLINE_DAY_DELAY_MS: z.coerce.number().int().min(0).max(2_000).default(100),
  ITINERARY_SAVE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PRICE_ID: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalUrl,
});

/** What the contact page shows until an operator sets CONTACT_*: a fictional 555 number and placeholder office. */
export const contactDefaults = {
  phone: '+1 (555) 013-2024',
  email: 'support@wayfinder.app',
  address: '1450 NW Everett St, Suite 300, Portland, OR 97209',
} as const;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appName: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: string;
  newsletterWebhookUrl: string | undefined;
  bodyLimitBytes: number;
  /**
   * API requests a minute per signed-in user, or per client address for a visitor. Static files
   * and pages (the client's routes) are never limited.
   */
  rateLimitPerMinute: number;
  /** Forms (newsletter, feedback, contact, invite requests, account forms) and photo uploads, per route and client. */
  formRateLimitPerMinute: number;
  trustedProxies: string[];
  /** Signs sessions and tokens; unset means generated once and kept in DATA_DIR (see auth-secret.ts). */
  authSecret: string | undefined;
  /** invite: sign-up needs a valid invitation for that email; open: anyone may sign up. */
  signupMode: 'invite' | 'open';
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Unset: mail is written to the log and kept in the outbox an admin can read. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The first retry delay of every background job (mail, memory rewrites); unset: each kind's own (tests set 1). */
  jobRetryDelaySeconds: number | undefined;
  /** Who is told about new invite requests and gets the contact form's messages. */
  teamEmail: string;
  /**
   * Every rate limit (API, forms, uploads, chat, sign-in and friends) in Redis, shared by all app
   * instances; unset: Better Auth's limits in the database, the rest in this process's memory.
   */
  redisUrl: string | undefined;
  /** Starts every Redis key the app writes, so instances of one deployment share them and others do not. */
  redisKeyPrefix: string;
  /**
   * Seed the demo accounts (and keep them enabled); when false, existing ones are disabled. By
   * default only on a laptop: the embedded database, a localhost PUBLIC_URL, no ADMIN_EMAIL and
   * NODE_ENV not production. DEMO_ACCOUNTS=on forces it (never with DATABASE_URL).
   */
  demoAccounts: boolean;
  /** DEMO_ACCOUNTS=on was set: start-up warns loudly that anyone can sign in with the demo password. */
  demoAccountsForced: boolean;
  /** Shown on the contact page (GET /api/site-info). */
  contactPhone: string;
  contactEmail: string;
  contactAddress: string;
  /** OpenAI-compatible chat-completions endpoint (e.g. https://api.openai.com/v1); unset: the built-in offline engine. */
  llmBaseUrl: string | undefined;
  llmApiKey: string | undefined;
  /** Model name sent to LLM_BASE_URL; default gpt-4o-mini. */
  llmModel: string;
  /** Pause between the offline engine's words (0 in tests). */
  llmOfflineWordDelayMs: number;
  /**
   * A real model's bounds (llm/model-timeouts.ts): `totalMs` for a whole call, first token to
   * last; `idleMs` for silence, before the first token and between two. Past either, the call fails.
   */
  llmTimeouts: { totalMs: number; idleMs: number };
  /** Assistant messages per user per minute. */
  chatRateLimitPerMinute: number;
  /** Replies streaming at once per user (2; raised only for load tests). */
  chatMaxConcurrent: number;
  /** How long a reply's first text waits for the model's crisis second opinion; 0 turns it off. */
  crisisSecondOpinionTimeoutMs: number;
  /** Assistant messages per user per UTC day, by plan (admins follow their plan). */
  chatDailyQuota: { free: number; premium: number };
  /** Everything one model call sends (system prompt, memory, history, message), in characters. */
  chatPromptMaxChars: number;
  /** How long a conversation stays quiet before a Premium memory is rewritten (0: after every exchange). */
  memoryRewritePauseSeconds: number;
  /**
   * Itinerary generations (a trip, one day again, the assistant's trip text) per user: at most
   * `perWindow` started in any `windowMinutes`, and `maxConcurrent` streaming at once.
   */
  itineraryLimits: { perWindow: number; windowMinutes: number; maxConcurrent: number };
  /** Offline planner only: pause before each streamed day, in milliseconds. */
  itineraryOfflineDayDelayMs: number;
  /** Itineraries saved (created or saved again) per user per minute; shared through Redis with REDIS_URL. */
  itinerarySavesPerMinute: number;
  /**
   * Stripe billing; undefined without STRIPE_SECRET_KEY: online upgrades are off, every Upgrade
   * control says so, and only an admin's grant makes a user Premium.
   */
  stripe: StripeConfig | undefined;
}

export interface StripeConfig {
  secretKey: string;
  /** The $5.99 monthly Price that Checkout sells. */
  priceId: string;
  /** The signing secret of the endpoint /api/billing/webhook (whsec_...). */
  webhookSecret: string;
  /** STRIPE_API_URL: another Stripe API (the fake server, a local mock), given to the SDK as host/port/protocol; unset: api.stripe.com. */
  apiUrl: string | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  if (values.DEMO_ACCOUNTS && values.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  DEMO_ACCOUNTS: demo accounts are never created on a PostgreSQL server (DATABASE_URL is set)');
  }
  if (values.ADMIN_PASSWORD && !values.ADMIN_EMAIL) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL: is required when ADMIN_PASSWORD is set');
  }
  const stripe = stripeConfig(values);
  const adminEmail = values.ADMIN_EMAIL?.trim().toLowerCase();
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  // Demo accounts with a documented password belong on a laptop: never on a server database, not
  // at a public address or in production, and not once an operator has said who the admin is.
  const laptop = !values.DATABASE_URL && isLocalhostUrl(publicUrl) && values.NODE_ENV !== 'production' && !adminEmail;
  const demoAccounts = values.DEMO_ACCOUNTS ?? laptop;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    // The demo accounts' password is in the README: with them on, only this machine can reach the
    // app unless the operator chose an address on purpose.
    host: values.HOST ?? (demoAccounts ? '127.0.0.1' : '0.0.0.0'),
    appName: values.APP_NAME,
    publicUrl,
    databaseUrl: values.DATABASE_URL,
    dataDir: values.DATA_DIR,
    logLevel: values.LOG_LEVEL,
    newsletterWebhookUrl: values.NEWSLETTER_WEBHOOK_URL,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    formRateLimitPerMinute: values.FORM_RATE_LIMIT_PER_MINUTE,
    trustedProxies: (values.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    authSecret: values.AUTH_SECRET,
    signupMode: values.SIGNUP_MODE,
    adminEmail,
    adminPassword: values.ADMIN_PASSWORD,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? `${values.APP_NAME} <no-reply@localhost>`,
    jobRetryDelaySeconds: values.JOB_RETRY_DELAY_SECONDS,
    teamEmail: values.TEAM_EMAIL?.trim().toLowerCase() ?? adminEmail ?? 'team@localhost',
    redisUrl: values.REDIS_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    demoAccounts,
    demoAccountsForced: values.DEMO_ACCOUNTS === true,
    contactPhone: values.CONTACT_PHONE?.trim() || contactDefaults.phone,
    contactEmail: values.CONTACT_EMAIL?.trim() || contactDefaults.email,
    contactAddress: values.CONTACT_ADDRESS?.trim() || contactDefaults.address,
    llmBaseUrl: values.LLM_BASE_URL?.replace(/\/$/, ''),
    llmApiKey: values.LLM_API_KEY,
    llmModel: values.LLM_MODEL ?? 'gpt-4o-mini',
    llmOfflineWordDelayMs: values.LLM_OFFLINE_WORD_DELAY_MS,
    llmTimeouts: { totalMs: values.LLM_TIMEOUT_MS, idleMs: Math.min(values.LLM_IDLE_TIMEOUT_MS, values.LLM_TIMEOUT_MS) },
    chatRateLimitPerMinute: values.CHAT_RATE_LIMIT_PER_MINUTE,
    chatMaxConcurrent: values.CHAT_MAX_CONCURRENT,
    crisisSecondOpinionTimeoutMs: values.CRISIS_SECOND_OPINION_TIMEOUT_MS,
    chatDailyQuota: { free: values.CHAT_DAILY_QUOTA_FREE, premium: values.CHAT_DAILY_QUOTA_PREMIUM },
    chatPromptMaxChars: values.CHAT_PROMPT_MAX_CHARS,
    memoryRewritePauseSeconds: values.MEMORY_REWRITE_PAUSE_SECONDS,
    itineraryLimits: { perWindow: values.ITINERARY_RATE_LIMIT, windowMinutes: values.ITINERARY_RATE_WINDOW_MINUTES, maxConcurrent: values.ITINERARY_MAX_CONCURRENT },
    itineraryOfflineDayDelayMs: values.ITINERARY_OFFLINE_DAY_DELAY_MS,
    itinerarySavesPerMinute: values.ITINERARY_SAVE_RATE_LIMIT_PER_MINUTE,
    stripe,
  };
}

/**
 * Stripe is on with its secret key. A key without the price or the webhook secret would take
 * payments that never reach a subscription, so start-up refuses it; the API address can only be
 * a scheme, host and port, because the SDK has no place for a path.
 */
function stripeConfig(values: z.infer<typeof envSchema>): StripeConfig | undefined {
  const apiUrl = values.STRIPE_API_URL?.replace(/\/$/, '');
  if (apiUrl) {
    const url = new URL(apiUrl);
    if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
      throw new ConfigError('Invalid configuration:\n  STRIPE_API_URL: must be http(s)://host[:port] with no path, query or credentials (the Stripe SDK takes only a host, a port and a protocol)');
    }
  }
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PRICE_ID: priceId, STRIPE_WEBHOOK_SECRET: webhookSecret } = values;
  if (!secretKey) return undefined;
  if (!priceId || !webhookSecret) {
    const missing = [
      ...(priceId ? [] : ['STRIPE_PRICE_ID: is required when STRIPE_SECRET_KEY is set (the Premium monthly price Checkout sells)']),
      ...(webhookSecret ? [] : ['STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set (without it no payment reaches a subscription)']),
    ];
    throw new ConfigError(`Invalid configuration:\n  ${missing.join('\n  ')}`);
  }
  return { secretKey, priceId, webhookSecret, apiUrl };
}

/**
 * A configured address as the log may show it: scheme, host, port and path. A URL such as
 * LLM_BASE_URL or REDIS_URL can carry a password or an API key (in the user part or the query),
 * and logs travel further than the environment.
 */
export function withoutCredentials(value: string): string {
  try {
    const url = new URL(value);
    return `${url.protocol}//${url.host}${url.pathname === '/' && !value.endsWith('/') ? '' : url.pathname}`;
  } catch {
    return '(an address that is not a URL)';
  }
}
