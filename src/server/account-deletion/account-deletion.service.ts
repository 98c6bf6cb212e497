import type { FastifyBaseLogger } from 'fastify';
import { type AccountDeletion, sameEmail } from '../../shared/account/account-deletion.schema.ts';
import type { Auth } from '../auth/auth.ts';
import { selectPasswordHash } from '../auth/auth.queries.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountDeletedMail } from './account-deleted-mail.ts';
import { countAdmins, type DeletableUser, deleteAccountRows, type DeletionTransaction, lockUser } from './account-deletion.queries.ts';

export interface AccountDeletionDependencies {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  appName: string;
  log: FastifyBaseLogger;
  /** Ends every subscription that could still charge the user; throws when the provider does not (billing). */
  cancelSubscriptions(userId: string): Promise<{ cancelled: number }>;
  /** Stops the user's pending and running memory rewrites, which would otherwise write after the account is gone. */
  stopMemoryRewrites(userId: string): Promise<void>;
}

export interface DeletingUser {
  id: string;
  email: string;
}

/**
 * "Delete account" (issue 29, decision 0222): the owner proves who they are with their email and
 * password; the subscription is cancelled with the payment provider first, and a failure there
 * stops everything; then the account goes in one transaction, and a confirmation is mailed.
 */
export function createAccountDeletionService({ db, auth, mailer, appName, log, cancelSubscriptions, stopMemoryRewrites }: AccountDeletionDependencies) {
  async function checkPassword(userId: string, password: string): Promise<void> {
    const hash = await selectPasswordHash(db, userId);
    // Better Auth's own check, on the sign-in threads (decision 0216): the same hashes, the same cost.
    const context = await auth.$context;
    if (!hash || !(await context.password.verify({ hash, password }))) throw new ApiError('bad_request:deletion_password');
  }

  async function refuseLastAdmin(userId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const deleted = await lockUser(tx, userId);
      if (!deleted) throw new ApiError('not_found:customer');
      if (deleted.role === 'admin' && (await countAdmins(tx)) <= 1) throw new ApiError('conflict:deletion_last_admin');
    });
  }

  /**
   * What must happen before the transaction: the last admin refused before the provider is asked
   * (a refusal must leave the subscription as it was), the subscription ended, rewrites stopped.
   */
  async function prepare(userId: string): Promise<{ cancelledSubscriptions: number }> {
    await refuseLastAdmin(userId);
    const { cancelled } = await cancelSubscriptions(userId);
    await stopMemoryRewrites(userId);
    return { cancelledSubscriptions: cancelled };
  }

  /** The account's rows, inside the caller's transaction (an admin's carries its audit row). */
  async function deleteRowsIn(tx: DeletionTransaction, userId: string): Promise<DeletableUser> {
    const found = await lockUser(tx, userId);
    if (!found) throw new ApiError('not_found:customer');
    // Checked again under the lock: two admins deleting themselves at once must not both succeed.
    if (found.role === 'admin' && (await countAdmins(tx)) <= 1) throw new ApiError('conflict:deletion_last_admin');
    await deleteAccountRows(tx, found);
    return found;
  }

  async function confirm(deleted: DeletableUser, { cancelledSubscriptions }: { cancelledSubscriptions: number }, by: 'owner' | 'admin'): Promise<void> {
    log.info({ event: 'account_deleted', by, cancelledSubscriptions }, `an account was deleted by ${by === 'owner' ? 'its owner' : 'an admin'}`);
    await mailer.send(accountDeletedMail(deleted, { appName, cancelledSubscription: cancelledSubscriptions > 0, byAdmin: by === 'admin' }));
  }

  return {
    prepare,
    deleteRowsIn,
    confirm,

    async deleteOwnAccount(current: DeletingUser, confirmation: AccountDeletion): Promise<void> {
      if (!sameEmail(confirmation.email, current.email)) throw new ApiError('bad_request:deletion_email');
      await checkPassword(current.id, confirmation.password);
      const prepared = await prepare(current.id);
      const deleted = await db.transaction((tx) => deleteRowsIn(tx, current.id));
      await confirm(deleted, prepared, 'owner');
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
