import type {
  BanCustomer,
  CustomerAction,
  CustomerExportQuery,
  CustomerListQuery,
  CustomerPage,
  CustomerRow,
  GrantPremium,
} from '../../shared/admin/customers.schema.ts';
import { customerAuditActions, customerDeletedAuditAction } from '../../shared/admin/customers.schema.ts';
import { type AccountDeletionService, deletedAccountLabel } from '../account-deletion/index.ts';
import { toCsv } from '../../shared/admin/csv.ts';
import type { Database } from '../db/client.ts';
import { grantPremium, revokePremium } from '../auth/plans.ts';
import { ApiError } from '../http/api-error.ts';
import { runAudited, type Transaction } from './audit.ts';
import type { AdminRequestContext } from './admin-context.ts';
import {
  deleteSessions,
  lockCustomer,
  lockOtherActiveAdmins,
  selectCustomer,
  selectCustomerPage,
  selectCustomersToExport,
  updateCustomer,
  type CustomerPatch,
  type CustomerSnapshot,
} from './customers.queries.ts';

export interface CustomersServiceDependencies {
  db: Database;
  /** The same deletion a user makes from My Account (decision 0222), its rows in our audited transaction. */
  accountDeletion: Pick<AccountDeletionService, 'prepare' | 'deleteRowsIn' | 'confirm'>;
  /** Better Auth's password reset request: mints the one-hour token and mails the link. */
  requestPasswordReset(email: string): Promise<unknown>;
}

export type CustomerActionInput =
  | { action: 'grant-premium'; body: GrantPremium }
  | { action: 'ban'; body: BanCustomer }
  | { action: Exclude<CustomerAction, 'grant-premium' | 'ban'> };

/*
 * The actions update the user row (and delete sessions) with our own SQL rather than through
 * Better Auth's admin API (setRole, banUser, unbanUser, revokeUserSessions): those calls commit on
 * their own, outside our transaction, so the change and its audit row could part. They write the
 * same columns (role, banned, banReason, banExpires) and delete the same session rows, and the
 * guard reads the user from the database on every request (no cookie cache), so a change applies
 * on the user's next request either way (decision 0190).
 */
export function createCustomersService({ db, accountDeletion, requestPasswordReset }: CustomersServiceDependencies) {
  function list(query: CustomerListQuery): Promise<CustomerPage> {
    return selectCustomerPage(db, query);
  }

  /** Every row the filters match (up to the export limit), as CSV. */
  async function exportCsv(query: CustomerExportQuery): Promise<string> {
    const rows = await selectCustomersToExport(db, query);
    return toCsv(
      ['Name', 'Email', 'Plan', 'Premium until', 'Role', 'Status', 'Ban reason', 'Ban expires', 'Joined', 'Last seen'],
      rows.map((row) => [
        row.name,
        row.email,
        row.plan,
        row.premiumUntil,
        row.role,
        row.status,
        row.banReason,
        row.banExpires,
        row.joined,
        row.lastSeen,
      ]),
    );
  }

  /** The change each action makes to a locked customer row; a refusal throws. */
  async function patchFor(
    tx: Transaction,
    input: CustomerActionInput,
    id: string,
    current: CustomerSnapshot,
    context: AdminRequestContext,
  ): Promise<CustomerPatch> {
    switch (input.action) {
      case 'grant-premium':
        await grantPremium(tx, { userId: id, until: input.body.until ? new Date(input.body.until) : null, grantedBy: context.actor.id });
        return {};
      case 'revoke-premium':
        await revokePremium(tx, id);
        return {};
      case 'make-admin':
        return { role: 'admin' };
      case 'remove-admin':
        // Never leave the app without an admin who can act, whoever asks (yourself included).
        if (current.role === 'admin' && (await lockOtherActiveAdmins(tx, id)) === 0) throw new ApiError('conflict:last_admin');
        return { role: 'user' };
      case 'ban':
        if (id === context.actor.id) throw new ApiError('conflict:ban_self');
        // Their sessions end with the ban: the next request is a visitor's.
        await deleteSessions(tx, id);
        return { banned: true, banReason: input.body.reason, banExpires: input.body.expiresAt ? new Date(input.body.expiresAt) : null };
      case 'unban':
        return { banned: false, banReason: null, banExpires: null };
      case 'send-password-reset':
        return {};
    }
  }

  async function act(id: string, input: CustomerActionInput, context: AdminRequestContext): Promise<CustomerRow> {
    if (input.action === 'send-password-reset') {
      const found = await selectCustomer(db, id);
      if (!found) throw new ApiError('not_found:customer');
      // Better Auth writes the token and the mail on its own connection, so the request runs
      // first; the audit row records it once it has gone out (a failure throws, and leaves none).
      await requestPasswordReset(found.email);
    }
    await runAudited(db, { ...context, action: customerAuditActions[input.action], target: { type: 'user', id } }, async (tx) => {
      const before = await lockCustomer(tx, id);
      if (!before) throw new ApiError('not_found:customer');
      const patch = await patchFor(tx, input, id, before, context);
      if (Object.keys(patch).length > 0) await updateCustomer(tx, id, patch);
      const after = input.action === 'send-password-reset' ? { ...before, passwordResetSent: true } : await lockCustomer(tx, id);
      return { before, after: after ?? null, result: undefined };
    });
    const updated = await selectCustomer(db, id);
    if (!updated) throw new ApiError('not_found:customer');
    return updated;
  }

  /**
   * Deletes a customer's account as they could themselves: the subscription ends at Stripe first,
   * then their rows go in one transaction with the audit row, which names them only by the
   * deleted-account label. An admin deletes their own account from My Account, with their password.
   */
  async function remove(id: string, context: AdminRequestContext): Promise<void> {
    if (id === context.actor.id) throw new ApiError('conflict:delete_self');
    const prepared = await accountDeletion.prepare(id);
    const audit = { ...context, action: customerDeletedAuditAction, target: { type: 'user', id: deletedAccountLabel(id) } };
    const deleted = await runAudited(db, audit, async (tx) => ({ before: null, after: null, result: await accountDeletion.deleteRowsIn(tx, id) }));
    await accountDeletion.confirm(deleted, prepared, 'admin');
  }

  return { list, exportCsv, act, remove };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
