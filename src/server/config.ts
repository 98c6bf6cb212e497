import { z } from 'zod';

/**
 * The one place that reads process.env. A bad value stops start-up with a message that names the
 * variable; nothing is required for the embedded default.
 */
const optionalUrl = z.url().optional().or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_NAME: z.string().min(1).default('Wayfinder'),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NEWSLETTER_WEBHOOK_URL: optionalUrl,
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  TRUSTED_PROXIES: z.string().optional(),
});

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
  rateLimitPerMinute: number;
  /** Public forms (newsletter, feedback, contact, invite requests), per client. */
  formRateLimitPerMinute: number;
  trustedProxies: string[];
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    appName: values.APP_NAME,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
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
  };
}
