import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { admin } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { UserPlan } from '../../shared/account/me.schema.ts';
import { authMessages, signUpRequestSchema, splitFullName } from '../../shared/auth/auth.schema.ts';
import { emailSchema } from '../../shared/newsletter/newsletter.schema.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { account, rateLimit, session, user, verification } from '../db/schema/index.ts';
import { composeMail } from '../mail/compose.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createAuthDatabase } from './auth-database.ts';
import { betterAuthLogger } from './auth-log.ts';
import type { InvitationRedeemer } from './invitation-redeemer.ts';
import { passwordProblem } from './password-policy.ts';
import { mayMailPasswordReset, resetMailLimit } from './reset-mail-limit.ts';
import type { PasswordHashing } from './password-hashing.ts';
import type { RateLimitStorage } from './rate-limit-store.ts';
import { createSignInAttempts, type SignInOutcome } from './sign-in-attempts.ts';

/**
 * The only header Better Auth reads the client address from. The Fastify bridge overwrites it
 * with `request.ip` (the socket address, or X-Forwarded-For only from TRUSTED_PROXIES), so a
 * client cannot pick its own rate-limit bucket.
 */
export const clientIpHeader = 'x-wayfinder-client-ip';

/**
 * The Better Auth endpoints the product serves over HTTP; every other one answers 404 before
 * Better Auth sees the request. Profile changes go through PATCH /api/me, admin actions through
 * /api/admin (audited, with the last-admin rule, no impersonation), so Better Auth's own
 * update-user, delete-user and /admin/* endpoints would be a second, unguarded way in.
 */
export const servedAuthEndpoints: readonly { method: 'GET' | 'POST'; path: string }[] = [
  { method: 'POST', path: '/sign-up/email' },
  { method: 'POST', path: '/sign-in/email' },
  { method: 'POST', path: '/sign-out' },
  { method: 'GET', path: '/get-session' },
  { method: 'POST', path: '/request-password-reset' },
  { method: 'POST', path: '/reset-password' },
  { method: 'POST', path: '/change-password' },
];

/** The admin plugin is kept for its roles and bans (the user columns and the ban check at sign-in), never for its endpoints. */
const adminPlugin = admin({ defaultRole: 'user', adminRoles: ['admin'] });

/** Every endpoint of the admin plugin, disabled inside Better Auth too, in case a request ever reaches it by another route. */
export const adminPluginPaths: readonly string[] = Object.values(adminPlugin.endpoints).map((endpoint) => endpoint.path);

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

const firstIssue = (issues: readonly { message: string }[]) => issues[0]?.message ?? 'Some fields are not valid.';

/** What the sign-up form sends (name, email, password, inviteToken); anything else is refused. */
const signUpFields = new Set(Object.keys(signUpRequestSchema.shape));

function badRequest(message: string, code = 'VALIDATION_ERROR'): APIError {
  return APIError.from('BAD_REQUEST', { message, code });
}

/** How a sign-in ended, from what Better Auth's endpoint returned. */
function signInOutcome(returned: unknown): { outcome: SignInOutcome; status: number } {
  if (!isAPIError(returned)) return { outcome: 'succeeded', status: 200 };
  return { outcome: returned.body?.code === 'INVALID_EMAIL_OR_PASSWORD' ? 'failed' : 'refused', status: returned.statusCode };
}

export function createAuth({ config, db, secret, mailer, invitations, log, rateLimitStorage, passwordHashing }: AuthDependencies) {
  const publicOrigin = new URL(config.publicUrl).origin;
  const authDatabase = createAuthDatabase(db);
  const signInAttempts = createSignInAttempts(db);
  // Between the before hook that checks a reset token and the after hook that signs its user in.
  const resetTokenOwners = new Map<string, string>();
  // Between the before hook that counts a sign-in attempt and the after hook that records how it ended.
  const signInAttemptIds = new WeakMap<Request, string>();

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
      async sendResetPassword({ user: owner, token }) {
        if (!(await mayMailPasswordReset(db, owner.email, log))) {
          log.info({ event: 'password_reset_mail_skipped', userId: owner.id }, `password reset: ${resetMailLimit.perAccount} mails already went to this account within the hour`);
          return;
        }
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        const content = composeMail({
          paragraphs: [`Hello ${owner.name},`, `Someone asked to reset the password of your ${config.appName} account (${owner.email}).`],
          action: { label: 'Choose a new password', url: link },
          closing: ['The link works once and expires in one hour.', 'If you did not ask for this, ignore this email: your password stays as it is.'],
          signature: `The ${config.appName} team`,
        });
        await mailer.send({ to: owner.email, subject: `Reset your ${config.appName} password`, kind: 'password_reset', ...content });
      },
      // The emailed link proves the mailbox: failed sign-ins no longer lock the account.
      async onPasswordReset({ user: owner }) {
        await signInAttempts.clear(owner.email.toLowerCase());
        log.info({ event: 'sign_in_lock_lifted', userId: owner.id }, 'password reset: failed sign-ins no longer lock the account');
      },
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
    // Profile changes go through PATCH /api/me (validated, trimmed); email changes are not offered.
    // The HTTP bridge serves only `servedAuthEndpoints`; these stay disabled inside Better Auth as well.
    disabledPaths: ['/update-user', '/change-email', '/delete-user', ...adminPluginPaths],
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
        create: {
          async before(candidate, ctx) {
            if (ctx?.path === '/sign-up/email' && config.signupMode === 'invite') {
              const token = (ctx.body as { inviteToken?: unknown } | undefined)?.inviteToken;
              // Checked and used up in one statement: of two sign-ups racing with one token, one wins.
              // In the sign-up's transaction: if the user or credential write fails, the invitation stays unused.
              if (typeof token !== 'string' || !(await invitations.consume(token, candidate.email, authDatabase.current()))) {
                throw APIError.from('FORBIDDEN', { message: authMessages.inviteInvalid, code: 'INVITE_INVALID' });
              }
            }
            const name = candidate.name.trim();
            const { firstName, lastName } = splitFullName(name);
            return { data: { ...candidate, name, firstName, lastName: lastName || null } };
          },
        },
        update: {
          async before(changes) {
            if (typeof changes.name !== 'string') return;
            const name = changes.name.trim();
            const { firstName, lastName } = splitFullName(name);
            return { data: { ...changes, name, firstName, lastName: lastName || null } };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        switch (ctx.path) {
          case '/sign-up/email': {
            // Only the form's fields: Better Auth would store others it knows (an `image` of any size).
            const unexpected = Object.keys(body).find((key) => !signUpFields.has(key));
            if (unexpected !== undefined) throw badRequest(`Unexpected field: ${unexpected.slice(0, 50)}`);
            const parsed = signUpRequestSchema.safeParse(body);
            if (!parsed.success) throw badRequest(firstIssue(parsed.error.issues));
            const { name, email, password, inviteToken } = parsed.data;
            if (config.signupMode === 'invite') {
              if (!inviteToken) throw APIError.from('FORBIDDEN', { message: authMessages.inviteRequired, code: 'INVITE_REQUIRED' });
              const invitation = await invitations.lookup(inviteToken);
              if (!invitation || invitation.email !== email.toLowerCase()) {
                throw APIError.from('FORBIDDEN', { message: authMessages.inviteInvalid, code: 'INVITE_INVALID' });
              }
            }
            const problem = passwordProblem(password, { email, name });
            if (problem) throw badRequest(problem, 'WEAK_PASSWORD');
            return { context: { body: { name, email: email.toLowerCase(), password, ...(inviteToken === undefined ? {} : { inviteToken }) } } };
          }
          case '/sign-in/email': {
            const email = emailSchema.safeParse(body.email);
            if (!email.success) throw badRequest(firstIssue(email.error.issues));
            if (typeof body.password !== 'string' || body.password.length < 6) throw badRequest('Password must be at least 6 characters');
            // The product never asks for a redirect after sign-in. Given a callbackURL, Better Auth
            // puts it in a Location header, which throws on text beyond Latin-1 ('/中'): a 500.
            if (body.callbackURL !== undefined) throw badRequest('Unexpected field: callbackURL');
            // Server-side calls (operators' scripts, tests) are trusted; every HTTP request counts.
            if (!ctx.request) return;
            // The body as Better Auth parsed it (whatever its encoding or content type), and the
            // address the Fastify bridge put in our header, the one the per-client limit uses too.
            const accountEmail = (body.email as string).toLowerCase();
            const ip = ctx.request.headers.get(clientIpHeader) ?? 'unknown';
            const attempt = await signInAttempts.begin({ email: accountEmail, ip });
            if ('retryAfter' in attempt) {
              log.info({ event: 'sign_in', email: accountEmail, ip, succeeded: false, status: 429, blocked: 'account' }, 'sign-in refused: too many failures for this account');
              throw new APIError(
                'TOO_MANY_REQUESTS',
                { code: 'TOO_MANY_ATTEMPTS', message: authMessages.tooManyAttempts },
                { 'retry-after': String(attempt.retryAfter) },
              );
            }
            signInAttemptIds.set(ctx.request, attempt.id);
            return;
          }
          case '/request-password-reset': {
            const email = emailSchema.safeParse(body.email);
            if (!email.success) throw badRequest(firstIssue(email.error.issues));
            return;
          }
          case '/reset-password': {
            const token = typeof body.token === 'string' ? body.token : undefined;
            const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
            const verificationRow = token ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`) : null;
            const owner = verificationRow ? await ctx.context.internalAdapter.findUserById(verificationRow.value) : null;
            const problem = passwordProblem(newPassword, owner ?? {});
            if (problem) throw badRequest(problem, 'WEAK_PASSWORD');
            if (token && owner) resetTokenOwners.set(token, owner.id);
            return;
          }
          case '/change-password': {
            const current = await getSessionFromCtx(ctx);
            if (!current) return; // Better Auth answers 401 itself.
            const problem = passwordProblem(typeof body.newPassword === 'string' ? body.newPassword : '', current.user);
            if (problem) throw badRequest(problem, 'WEAK_PASSWORD');
            return;
          }
          default:
            return;
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') {
          const attemptId = ctx.request ? signInAttemptIds.get(ctx.request) : undefined;
          if (!ctx.request || !attemptId) return;
          signInAttemptIds.delete(ctx.request);
          const { outcome, status } = signInOutcome(ctx.context.returned);
          await signInAttempts.settle(attemptId, outcome);
          const email = String((ctx.body as { email?: unknown } | undefined)?.email).toLowerCase();
          log.info({ event: 'sign_in', email, ip: ctx.request.headers.get(clientIpHeader), succeeded: outcome === 'succeeded', status }, 'sign-in attempt');
          return;
        }
        if (ctx.path !== '/reset-password') return;
        const token = (ctx.body as { token?: unknown } | undefined)?.token;
        if (typeof token !== 'string') return;
        const ownerId = resetTokenOwners.get(token);
        resetTokenOwners.delete(token);
        if (!ownerId || isAPIError(ctx.context.returned)) return;
        // The emailed link proves the mailbox: choosing the new password also signs the user in.
        const owner = await ctx.context.internalAdapter.findUserById(ownerId);
        const created = owner ? await ctx.context.internalAdapter.createSession(owner.id) : null;
        if (owner && created) await setSessionCookie(ctx, { session: created, user: owner });
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
