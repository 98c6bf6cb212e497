import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invitationLookupSchema,
  invitationTokenParamsSchema,
  inviteRequestIdParamsSchema,
  inviteRequestListQuerySchema,
  inviteRequestReceivedSchema,
  inviteRequestRowSchema,
  inviteRequestSchema,
} from '../../shared/invites/invite-request.schema.ts';
import { z } from 'zod/mini';
import { signedInUser } from '../auth/guards.ts';
import { ApiError } from '../http/api-error.ts';
import type { InvitesService } from './invites.service.ts';

/** Public: asking for an invite and reading an emailed invitation. */
export const inviteRoutes: FastifyPluginAsyncZod<{ invites: InvitesService; formRateLimitPerMinute: number }> = async (
  app,
  { invites, formRateLimitPerMinute },
) => {
  app.post(
    '/invite-requests',
    {
      schema: {
        tags: ['invites'],
        summary: 'Request an invite (a second request from the same email updates the first)',
        body: inviteRequestSchema,
        response: { 201: inviteRequestReceivedSchema },
      },
      config: { rateLimit: { max: formRateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await invites.submit(request.body);
      return reply.code(201).send({ received: true });
    },
  );

  app.get(
    '/invitations/:token',
    {
      schema: {
        tags: ['invites'],
        summary: 'The email and name of a valid, unused invitation (to prefill sign-up)',
        params: invitationTokenParamsSchema,
        response: { 200: invitationLookupSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const invitation = await invites.lookup(request.params.token);
      if (!invitation) throw new ApiError('not_found:invitation');
      return reply.header('cache-control', 'no-store').send(invitation);
    },
  );
};

/** Admin: reviewing requests. Registered inside the admin scope, which requires an admin. */
export const inviteAdminRoutes: FastifyPluginAsyncZod<{ invites: InvitesService }> = async (app, { invites }) => {
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

  app.post(
    '/invite-requests/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve: emails a one-time sign-up link valid for 7 days (approving again sends a fresh link)',
        params: inviteRequestIdParamsSchema,
        response: { 200: inviteRequestRowSchema },
      },
    },
    async (request) => invites.approve(request.params.id, signedInUser(request).id),
  );

  app.post(
    '/invite-requests/:id/decline',
    {
      schema: {
        tags: ['admin'],
        summary: 'Decline: any unused sign-up link stops working',
        params: inviteRequestIdParamsSchema,
        response: { 200: inviteRequestRowSchema },
      },
    },
    async (request) => invites.decline(request.params.id, signedInUser(request).id),
  );
};
