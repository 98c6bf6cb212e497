import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invitationLookupSchema,
  invitationTokenParamsSchema,
  inviteRequestReceivedSchema,
  inviteRequestSchema,
} from '../../shared/invites/invite-request.schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { FormLimit } from '../rate-limits/form-limit.ts';
import type { InvitesService } from './invites.service.ts';

/** Public: asking for an invite and reading an emailed invitation. */
export const inviteRoutes: FastifyPluginAsyncZod<{ invites: InvitesService; formLimit: FormLimit }> = async (app, { invites, formLimit }) => {
  app.post(
    '/invite-requests',
    {
      schema: {
        tags: ['invites'],
        summary: 'Request an invite (a second request from the same email updates the first)',
        body: inviteRequestSchema,
        response: { 201: inviteRequestReceivedSchema },
      },
      config: formLimit,
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
