import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationDetailSchema, conversationIdParamsSchema, conversationListQuerySchema, conversationListSchema } from '../../shared/chat/conversation.schema.ts';
import { requireUser, signedInUser } from '../auth/guards.ts';
import type { ConversationsService } from './conversations.service.ts';

/**
 * Saved conversations: the signed-in user's own, nobody else's. Only Premium creates them (the
 * assistant stores a Premium chat and refuses a free user's threadId), but what was saved stays the
 * user's when Premium ends: reading and deleting need only a session. A user who never had Premium
 * simply has none. Nothing here writes a conversation, so no route needs Premium.
 */
export const conversationsRoutes: FastifyPluginAsyncZod<{ conversations: ConversationsService }> = async (app, { conversations }) => {
  // onRequest: a visitor gets 401 before anything is parsed.
  app.addHook('onRequest', requireUser);

  app.get(
    '/conversations',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Your saved conversations, newest first (at most 100), optionally with one advisor',
        querystring: conversationListQuerySchema,
        response: { 200: conversationListSchema },
      },
    },
    async (request, reply) => {
      const list = await conversations.list(signedInUser(request).id, { advisorId: request.query.advisorId });
      return reply.header('cache-control', 'no-store').send({ conversations: list });
    },
  );

  app.get(
    '/conversations/:id',
    {
      schema: {
        tags: ['conversations'],
        summary: 'One of your conversations with its messages, oldest first',
        params: conversationIdParamsSchema,
        response: { 200: conversationDetailSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await conversations.detail(signedInUser(request).id, request.params.id)),
  );

  app.delete(
    '/conversations/:id',
    {
      schema: { tags: ['conversations'], summary: 'Delete one of your conversations and its messages for good', params: conversationIdParamsSchema },
    },
    async (request, reply) => {
      await conversations.remove(signedInUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
};
