import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { UserPlan } from '../../shared/account/me.schema.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { account, rateLimit, session, user, verification } from '../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createAuthDatabase } from './auth-database.ts';
import { adminPlugin, clientIpHeader, disabledAuthPaths } from './auth-endpoints.ts';
import { betterAuthLogger } from './auth-log.ts';
import type { InvitationRedeemer } from './invitation-redeemer.ts';
import { createPasswordChanges } from './password-changes.ts';
import type { PasswordHashing } from './password-hashing.ts';
import type { RateLimitStorage } from './rate-limit-store.ts';
import { createSignInAttempts } from './sign-in-attempts.ts';
import { createSignInGuard } from './sign-in.ts';
import { createSignUpRules } from './sign-up.ts';

/*
 * Better Auth, configured: the product's one entry to authentication (decision 0171). What each
 * endpoint checks lives beside it: sign-up.ts, sign-in.ts, password-changes.ts; the endpoints
 * served and the client address header in auth-endpoints.ts.
 */
export { adminPluginPaths, clientIpHeader, servedAuthEndpoints } from './auth-endpoints.ts';

export interface AuthDependencies {
  config: Pick<Config, 'appName' | 'publicUrl' | 'signupMode'>;
  db: Database;
  secret: string;
  mailer: Mailer;
  /** Checks and uses up sign-up invitations (SIGNUP_MODE=invite); the invites feature provides it. */
  invitations: InvitationRedeemer;
  log: FastifyBaseLogger;
  /** Redis-backed counters (REDIS_URL); the database otherwise. */
  rateLimitStorage?: RateLimitStorage | undefined;
  passwordHashing: PasswordHashing;
}

export function createAuth({ config, db, secret, mailer, invitations, log, rateLimitStorage, passwordHashing }: AuthDependencies) {
  const publicOrigin = new URL(config.publicUrl).origin;
  const authDatabase = createAuthDatabase(db);
  const signInAttempts = createSignInAttempts(db);
  const signUp = createSignUpRules({ config, invitations, authDatabase });
  const signIn = createSignInGuard({ signInAttempts, log });
  const passwords = createPasswordChanges({ config, db, mailer, signInAttempts, log });

  return betterAuth({
    appName: config.appName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    telemetry: { enabled: false },
    // Sign-up (invitation, user, credential, session) and password reset (token, sessions,
    // password) each commit or roll back as one.
    database: drizzleAdapter(authDatabase.db, { provider: 'pg', schema: { user, session, account, verification, rateLimit }, transaction: true }),
    // Reset tokens are kept as their SHA-256: the database never holds a working link.
    verification: { storeIdentifier: 'hashed' },
    // Our own origin as configured, and as the browser reached us (any port on a laptop); the
    // same rule as the same-origin guard of our routes.
    trustedOrigins: (request) => [publicOrigin, request ? new URL(request.url).origin : undefined],
    // A refusal's error line becomes a warning; a failure's stays an error (auth-log.ts).
    logger: betterAuthLogger(log),
    onAPIError: {
      // Refusals (wrong password, invalid token, 4xx) are answers, not failures: only log the rest.
      onError(error) {
        if (isAPIError(error) && error.statusCode < 500) return;
        log.error({ err: error, source: 'better-auth' }, 'auth request failed');
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      // Better Auth's own scrypt and format, on threads that yield to the request thread (password-hashing.ts).
      password: { hash: passwordHashing.hash, verify: passwordHashing.verify },
      resetPasswordTokenExpiresIn: 60 * 60,
      // Whoever had the old password loses their sessions; the after hook signs the resetter in.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: passwords.sendResetPassword,
      onPasswordReset: passwords.onPasswordReset,
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
      },
    },
    session: {
      // No cookie cache: every request reads the session and user from the database, so signing
      // out, a ban or a role change applies on the very next request.
      cookieCache: { enabled: false },
    },
    // The HTTP bridge serves only `servedAuthEndpoints`; these stay disabled inside Better Auth as well.
    disabledPaths: [...disabledAuthPaths],
    rateLimit: {
      // Better Auth only limits in production by default; these limits hold everywhere.
      enabled: true,
      ...(rateLimitStorage ? { customStorage: rateLimitStorage } : { storage: 'database' as const }),
      customRules: {
        '/sign-in/email': { window: 10, max: 3 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
        '/reset-password': { window: 60, max: 5 },
        '/change-password': { window: 60, max: 5 },
        // Read on every page load; the app-wide per-client limit covers it without a database write.
        '/get-session': false,
      },
    },
    advanced: {
      cookiePrefix: 'wayfinder',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      // A session with its user in one query (the relations in db/schema/auth.ts): every signed-in request reads one.
      database: { joins: true },
    },
    plugins: [adminPlugin],
    databaseHooks: {
      user: {
        create: { before: signUp.beforeCreate },
        update: { before: signUp.beforeUpdate },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        switch (ctx.path) {
          case '/sign-up/email':
            return signUp.checkRequest(ctx);
          case '/sign-in/email':
            return signIn.before(ctx);
          case '/request-password-reset':
            return passwords.checkResetRequest(ctx);
          case '/reset-password':
            return passwords.checkReset(ctx);
          case '/change-password':
            return passwords.checkChange(ctx);
          default:
            return;
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') return signIn.after(ctx);
        if (ctx.path === '/reset-password') return passwords.afterReset(ctx);
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
/**
 * The signed-in user as the guards hand it to routes: Better Auth's user with the plan their
 * subscriptions give them at this request (the plan is never stored on the user, decision 0204).
 */
export type AuthUser = AuthSession['user'] & { plan: UserPlan };
