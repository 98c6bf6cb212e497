import { contentAuditActions, type InviteRequestListQuery, type InviteRequestPage } from '../../shared/admin/content.schema.ts';
import type { InviteRequestRow } from '../../shared/invites/invite-request.schema.ts';
import type { Database } from '../db/client.ts';
import type { InvitesService, ReviewTransaction } from '../invites/invites.service.ts';
import type { AdminRequestContext } from './admin-context.ts';
import { runAudited } from './audit.ts';

export type InviteDecision = 'approve' | 'decline' | 'resend';

const auditActionOf = {
  approve: contentAuditActions.inviteApprove,
  decline: contentAuditActions.inviteDecline,
  resend: contentAuditActions.inviteResend,
} as const;

/**
 * The invite requests tab of /admin/content. The requests and their review belong to the invites
 * feature; the admin side adds the audit row, written in the review's own transaction.
 */
export function createInviteRequestsAdminService({ db, invites }: { db: Database; invites: InvitesService }) {
  return {
    list(query: InviteRequestListQuery): Promise<InviteRequestPage> {
      return invites.list(query);
    },

    review(id: string, decision: InviteDecision, context: AdminRequestContext): Promise<InviteRequestRow> {
      const run: ReviewTransaction = (change) =>
        runAudited(db, { ...context, action: auditActionOf[decision], target: { type: 'invite_request', id } }, change);
      if (decision === 'decline') return invites.decline(id, context.actor.id, { run });
      return invites.approve(id, context.actor.id, { run, resend: decision === 'resend' });
    },
  };
}

export type InviteRequestsAdminService = ReturnType<typeof createInviteRequestsAdminService>;
