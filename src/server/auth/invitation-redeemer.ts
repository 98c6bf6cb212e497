import type { Database } from '../db/client.ts';

/**
 * What invite-only sign-up needs from invitations. Auth declares it and the invites feature
 * implements it (`createInvitationRedeemer`); the boot module hands one to `createAuth`, so auth
 * knows no feature and invites may depend on auth's guards without a loop.
 */
export interface InvitationRedeemer {
  /** The invitation's email and name, while the token is unused and unexpired. */
  lookup(token: string): Promise<{ email: string; name: string } | undefined>;
  /**
   * Uses the invitation up if it is valid for exactly this email; false otherwise. `executor` is
   * the transaction the sign-up runs in, so that a failed sign-up leaves the invitation unused.
   */
  consume(token: string, email: string, executor?: Database): Promise<boolean>;
}
