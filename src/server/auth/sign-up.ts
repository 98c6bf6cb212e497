import { APIError } from 'better-auth/api';
import { authMessages, signUpRequestSchema, splitFullName } from '../../shared/auth/auth.schema.ts';
import type { Config } from '../config.ts';
import type { AuthDatabase } from './auth-database.ts';
import { type AuthHookContext, badRequest, bodyOf, firstIssue } from './auth-hook.ts';
import type { InvitationRedeemer } from './invitation-redeemer.ts';
import { passwordProblem } from './password-policy.ts';

/** What the sign-up form sends (name, email, password, inviteToken); anything else is refused. */
const signUpFields = new Set(Object.keys(signUpRequestSchema.shape));

const inviteInvalid = () => APIError.from('FORBIDDEN', { message: authMessages.inviteInvalid, code: 'INVITE_INVALID' });

/** The name as stored: trimmed, and split into first and last for the greeting and the admin list. */
function withNames<T extends { name: string }>(fields: T) {
  const name = fields.name.trim();
  const { firstName, lastName } = splitFullName(name);
  return { ...fields, name, firstName, lastName: lastName || null };
}

export interface SignUpDependencies {
  config: Pick<Config, 'signupMode'>;
  /** Checks and uses up sign-up invitations (SIGNUP_MODE=invite); the invites feature provides it. */
  invitations: InvitationRedeemer;
  authDatabase: AuthDatabase;
}

/**
 * Who may create an account and with what: the form's fields only, a valid invitation for the
 * same address when sign-up is by invitation, a password the policy accepts; and the name stored
 * trimmed and split, whoever writes it.
 */
export function createSignUpRules({ config, invitations, authDatabase }: SignUpDependencies) {
  return {
    /** Before /sign-up/email: refuses what the form would refuse, and passes on only its fields. */
    async checkRequest(ctx: AuthHookContext) {
      const body = bodyOf(ctx);
      // Only the form's fields: Better Auth would store others it knows (an `image` of any size).
      const unexpected = Object.keys(body).find((key) => !signUpFields.has(key));
      if (unexpected !== undefined) throw badRequest(`Unexpected field: ${unexpected.slice(0, 50)}`);
      const parsed = signUpRequestSchema.safeParse(body);
      if (!parsed.success) throw badRequest(firstIssue(parsed.error.issues));
      const { name, email, password, inviteToken } = parsed.data;
      if (config.signupMode === 'invite') {
        if (!inviteToken) throw APIError.from('FORBIDDEN', { message: authMessages.inviteRequired, code: 'INVITE_REQUIRED' });
        const invitation = await invitations.lookup(inviteToken);
        if (!invitation || invitation.email !== email.toLowerCase()) throw inviteInvalid();
      }
      const problem = passwordProblem(password, { email, name });
      if (problem) throw badRequest(problem, 'WEAK_PASSWORD');
      return { context: { body: { name, email: email.toLowerCase(), password, ...(inviteToken === undefined ? {} : { inviteToken }) } } };
    },

    /** Better Auth's database hook before a user is created. */
    async beforeCreate<T extends { name: string; email: string }>(candidate: T, ctx: { path?: string; body?: unknown } | null | undefined) {
      if (ctx?.path === '/sign-up/email' && config.signupMode === 'invite') {
        const token = (ctx.body as { inviteToken?: unknown } | undefined)?.inviteToken;
        // Checked and used up in one statement: of two sign-ups racing with one token, one wins.
        // In the sign-up's transaction: if the user or credential write fails, the invitation stays unused.
        if (typeof token !== 'string' || !(await invitations.consume(token, candidate.email, authDatabase.current()))) throw inviteInvalid();
      }
      return { data: withNames(candidate) };
    },

    /** Better Auth's database hook before a user is updated. */
    async beforeUpdate<T extends { name?: unknown }>(changes: T) {
      if (typeof changes.name !== 'string') return;
      return { data: withNames({ ...changes, name: changes.name }) };
    },
  };
}
