import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { contentAuditActions, inviteRequestListQuerySchema, inviteRequestPageSchema } from '../../shared/admin/content.schema.ts';
import { inviteRequestIdParamsSchema, inviteRequestRowSchema } from '../../shared/invites/invite-request.schema.ts';
import { signedInUser } from '../auth/guards.ts';
import type { Database } from '../db/client.ts';
import type { InvitesService, ReviewTransaction } from '../invites/invites.service.ts';
import { runAudited } from './audit.ts';

/** The decisions on a request, each a POST /invite-requests/:id/<decision>, each audited. */
const decisions = {
  approve: 'Approve: emails a one-time sign-up link valid for 7 days (approving again sends a fresh link)',
  decline: 'Decline: any unused sign-up link stops working',
  resend: 'Resend the invitation of an approved request: a fresh link, the earlier one stops working (409 conflict:invite_not_approved otherwise)',
} as const;

const auditActionOf = {
  approve: contentAuditActions.inviteApprove,
  decline: contentAuditActions.inviteDecline,
  resend: contentAuditActions.inviteResend,
} as const;

/** The invite requests tab of /admin/content: reviewing requests. */
export const inviteRequestsAdminRoutes: FastifyPluginAsyncZod<{ invites: InvitesService; db: Database }> = async (app, { invites, db }) => {
  app.get(
    '/invite-requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'Invite requests, one page, searched by name or email, filtered by status and sorted (newest first by default)',
        querystring: inviteRequestListQuerySchema,
        response: { 200: inviteRequestPageSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await invites.list(request.query)),
  );

  /** The review's change and its audit row, in one transaction. */
  const audited =
    (request: FastifyRequest<{ Params: { id: string } }>, decision: keyof typeof decisions): ReviewTransaction =>
    (change) => {
      const actor = signedInUser(request);
      return runAudited(
        db,
        { actor: { id: actor.id, email: actor.email }, action: auditActionOf[decision], target: { type: 'invite_request', id: request.params.id }, requestId: request.id },
        change,
      );
    };

  for (const decision of Object.keys(decisions) as (keyof typeof decisions)[]) {
    app.post(
      `/invite-requests/:id/${decision}`,
      { schema: { tags: ['admin'], summary: decisions[decision], params: inviteRequestIdParamsSchema, response: { 200: inviteRequestRowSchema } } },
      async (request) => {
        const reviewerId = signedInUser(request).id;
        const run = audited(request, decision);
        if (decision === 'decline') return invites.decline(request.params.id, reviewerId, { run });
        return invites.approve(request.params.id, reviewerId, { run, resend: decision === 'resend' });
      },
    );
  }
};
