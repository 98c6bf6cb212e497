import { getSessionFromCtx, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import type { FastifyBaseLogger } from 'fastify';
import { emailSchema } from '../../shared/newsletter/newsletter.schema.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { composeMail } from '../mail/compose.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type AuthHookContext, badRequest, bodyOf, firstIssue } from './auth-hook.ts';
import { passwordProblem } from './password-policy.ts';
import { mayMailPasswordReset, resetMailLimit } from './reset-mail-limit.ts';
import type { SignInAttempts } from './sign-in-attempts.ts';

export interface PasswordChangeDependencies {
  config: Pick<Config, 'appName' | 'publicUrl'>;
  db: Database;
  mailer: Mailer;
  signInAttempts: SignInAttempts;
  log: FastifyBaseLogger;
}

/**
 * A new password, by the emailed reset link or from the account page: the reset mail (at most
 * `resetMailLimit.perAccount` an hour), the password policy on the new password, and the reset
 * link signing its user in and lifting the sign-in lock.
 */
export function createPasswordChanges({ config, db, mailer, signInAttempts, log }: PasswordChangeDependencies) {
  // Between the before hook that checks a reset token and the after hook that signs its user in.
  const resetTokenOwners = new Map<string, string>();

  return {
    async sendResetPassword({ user: owner, token }: { user: { id: string; name: string; email: string }; token: string }) {
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
    async onPasswordReset({ user: owner }: { user: { id: string; email: string } }) {
      await signInAttempts.clear(owner.email.toLowerCase());
      log.info({ event: 'sign_in_lock_lifted', userId: owner.id }, 'password reset: failed sign-ins no longer lock the account');
    },

    /** Before /request-password-reset. */
    checkResetRequest(ctx: AuthHookContext) {
      const email = emailSchema.safeParse(bodyOf(ctx).email);
      if (!email.success) throw badRequest(firstIssue(email.error.issues));
    },

    /** Before /reset-password: the policy knows whose password it is, through the token. */
    async checkReset(ctx: AuthHookContext) {
      const body = bodyOf(ctx);
      const token = typeof body.token === 'string' ? body.token : undefined;
      const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
      const verificationRow = token ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`) : null;
      const owner = verificationRow ? await ctx.context.internalAdapter.findUserById(verificationRow.value) : null;
      const problem = passwordProblem(newPassword, owner ?? {});
      if (problem) throw badRequest(problem, 'WEAK_PASSWORD');
      if (token && owner) resetTokenOwners.set(token, owner.id);
    },

    /** After /reset-password. */
    async afterReset(ctx: AuthHookContext) {
      const token = bodyOf(ctx).token;
      if (typeof token !== 'string') return;
      const ownerId = resetTokenOwners.get(token);
      resetTokenOwners.delete(token);
      if (!ownerId || isAPIError(ctx.context.returned)) return;
      // The emailed link proves the mailbox: choosing the new password also signs the user in.
      const owner = await ctx.context.internalAdapter.findUserById(ownerId);
      const created = owner ? await ctx.context.internalAdapter.createSession(owner.id) : null;
      if (owner && created) await setSessionCookie(ctx, { session: created, user: owner });
    },

    /** Before /change-password. */
    async checkChange(ctx: AuthHookContext) {
      const current = await getSessionFromCtx(ctx);
      if (!current) return; // Better Auth answers 401 itself.
      const { newPassword } = bodyOf(ctx);
      const problem = passwordProblem(typeof newPassword === 'string' ? newPassword : '', current.user);
      if (problem) throw badRequest(problem, 'WEAK_PASSWORD');
    },
  };
}
