import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advisorAvailabilityParamsSchema, advisorAvailabilitySchema, assistantRequestSchema } from '../../shared/assistant/assistant.schema.ts';
import { requireUser, signedInUser } from '../auth/guards.ts';
import type { ModelAvailability } from '../llm/index.ts';
import { type AssistantService, isAvailable } from './assistant.service.ts';

export interface AssistantRoutesOptions {
  assistant: AssistantService;
  availability: ModelAvailability;
}

export const assistantRoutes: FastifyPluginAsyncZod<AssistantRoutesOptions> = async (app, { assistant, availability }) => {
  app.post(
    '/assistant',
    {
      schema: {
        tags: ['assistant'],
        summary:
          'Send a message to an advisor; the reply streams as server-sent events ending with data: [DONE]. Premium: threadId continues a saved conversation, the x-conversation-id header names it',
        body: assistantRequestSchema,
      },
      onRequest: requireUser,
      // The stream must reach the browser chunk by chunk.
      compress: false,
    },
    async (request, reply) => {
      await assistant.send({ user: signedInUser(request), body: request.body, reply, requestId: request.id, log: request.log });
    },
  );

  app.get(
    '/advisors/:id/availability',
    {
      schema: {
        tags: ['assistant'],
        summary: 'Whether an advisor can chat now: Available, and the model answers',
        params: advisorAvailabilityParamsSchema,
        response: { 200: advisorAvailabilitySchema },
      },
    },
    async (request) => {
      const advisor = await assistant.findAdvisor(request.params.id);
      const offline = availability.offline;
      if (!isAvailable(advisor)) return { available: false, reason: 'advisor_unavailable' as const, offline };
      return (await availability.check()) ? { available: true, offline } : { available: false, reason: 'model_unavailable' as const, offline };
    },
  );
};
