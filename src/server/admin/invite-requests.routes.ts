import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { inviteRequestIdParamsSchema, inviteRequestListQuerySchema, inviteRequestRowSchema } from '../../shared/invites/invite-request.schema.ts';
import { signedInUser } from '../auth/guards.ts';
import type { InvitesService } from '../invites/invites.service.ts';

/** The two decisions on a request, each a POST /invite-requests/:id/<decision>. */
const decisions = {
  approve: 'Approve: emails a one-time sign-up link valid for 7 days (approving again sends a fresh link)',
  decline: 'Decline: any unused sign-up link stops working',
} as const;

/** The invite requests screen: reviewing requests. */
export const inviteRequestsAdminRoutes: FastifyPluginAsyncZod<{ invites: InvitesService }> = async (app, { invites }) => {
  app.get(
    '/invite-requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'Invite requests, newest first, optionally by status',
        querystring: inviteRequestListQuerySchema,
        response: { 200: z.array(inviteRequestRowSchema) },
      },
    },
    async (request) => invites.list(request.query.status),
  );

  for (const decision of ['approve', 'decline'] as const) {
    app.post(
      `/invite-requests/:id/${decision}`,
      { schema: { tags: ['admin'], summary: decisions[decision], params: inviteRequestIdParamsSchema, response: { 200: inviteRequestRowSchema } } },
      async (request) => invites[decision](request.params.id, signedInUser(request).id),
    );
  }
};
