import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdvisorAvailable } from '../../shared/advisors/advisor-status.ts';
import { advisorAvailabilityParamsSchema, advisorAvailabilitySchema, assistantRequestSchema } from '../../shared/assistant/assistant.schema.ts';
import { requireUser, signedInUser } from '../auth/guards.ts';
import { ApiError } from '../http/api-error.ts';
import type { ModelAvailability } from '../llm/index.ts';
import { createInFlightGate } from '../rate-limits/in-flight-gate.ts';
import type { AssistantService } from './assistant.service.ts';

export interface AssistantRoutesOptions {
  assistant: AssistantService;
  availability: ModelAvailability;
  /** Replies one user may stream at once (CHAT_MAX_CONCURRENT): the gate before the session lookup sits a little above it. */
  maxConcurrent: number;
}

export const assistantRoutes: FastifyPluginAsyncZod<AssistantRoutesOptions> = async (app, { assistant, availability, maxConcurrent }) => {
  // Two above the streaming limit: a reply ending while the next message starts is never refused here.
  const gate = createInFlightGate({ max: maxConcurrent + 2, refuse: () => new ApiError('rate_limit:chat_concurrent', { headers: { 'retry-after': '1' } }) });

  app.post(
    '/assistant',
    {
      schema: {
        tags: ['assistant'],
        summary:
          'Send a message to an advisor; the reply streams as server-sent events ending with data: [DONE]. Premium: threadId continues a saved conversation, the x-conversation-id header names it',
        body: assistantRequestSchema,
      },
      // The gate first: a burst beyond the limits is refused before the session is read.
      onRequest: [gate.onRequest, requireUser],
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
      if (!isAdvisorAvailable(advisor.status)) return { available: false, reason: 'advisor_unavailable' as const, offline };
      // The chat panel asks this as it opens: the first message should not wait for the crisis check to start.
      assistant.prepare();
      return (await availability.check()) ? { available: true, offline } : { available: false, reason: 'model_unavailable' as const, offline };
    },
  );
};
