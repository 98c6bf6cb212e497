import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inviteRequestListQuerySchema, inviteRequestPageSchema } from '../../shared/admin/content.schema.ts';
import { inviteRequestIdParamsSchema, inviteRequestRowSchema } from '../../shared/invites/invite-request.schema.ts';
import { adminContextOf } from './admin-context.ts';
import type { InviteDecision, InviteRequestsAdminService } from './invite-requests.service.ts';

/** The decisions on a request, each a POST /invite-requests/:id/<decision>, each audited. */
const decisions = {
  approve: 'Approve: emails a one-time sign-up link valid for 7 days (approving again sends a fresh link)',
  decline: 'Decline: any unused sign-up link stops working',
  resend: 'Resend the invitation of an approved request: a fresh link, the earlier one stops working (409 conflict:invite_not_approved otherwise)',
} as const satisfies Record<InviteDecision, string>;

/** The invite requests tab of /admin/content: reviewing requests. */
export const inviteRequestsAdminRoutes: FastifyPluginAsyncZod<{ inviteRequests: InviteRequestsAdminService }> = async (app, { inviteRequests }) => {
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
    async (request, reply) => reply.header('cache-control', 'no-store').send(await inviteRequests.list(request.query)),
  );

  for (const decision of Object.keys(decisions) as InviteDecision[]) {
    app.post(
      `/invite-requests/:id/${decision}`,
      { schema: { tags: ['admin'], summary: decisions[decision], params: inviteRequestIdParamsSchema, response: { 200: inviteRequestRowSchema } } },
      async (request) => inviteRequests.review(request.params.id, decision, adminContextOf(request)),
    );
  }
};
