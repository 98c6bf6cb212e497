import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advisorMemorySchema, memoryAdvisorParamsSchema, memoryListSchema, memorySettingsSchema, updateMemorySchema } from '../../shared/chat/memory.schema.ts';
import type { AdvisorsService } from '../advisors/advisors.service.ts';
import { requirePremium, requireUser, signedInUser } from '../auth/guards.ts';
import { isUuid } from '../db/uuid.ts';
import { ApiError } from '../http/api-error.ts';
import type { MemoriesService } from './memories.service.ts';
import type { MemoryWriter } from './memory-writer.ts';

/**
 * What each advisor remembers of the signed-in user, and memory on or off. An edit, a delete or
 * turning memory off also cancels the rewrites stored for it and stops this instance's running
 * ones (the database check in memories.service.ts covers those running on other instances).
 *
 * Memories are written only for Premium, but they stay the user's when Premium ends: reading and
 * deleting need only a session (a user who never had Premium reads an empty list). Writing one in
 * your own words and turning memory on or off are Premium features, so those routes add
 * requirePremium (403 `forbidden:premium`). A free user's memories reach no prompt either way
 * (the assistant reads them only for Premium).
 */
export const memoriesRoutes: FastifyPluginAsyncZod<{ memories: MemoriesService; advisors: AdvisorsService; memoryWriter: MemoryWriter }> = async (
  app,
  { memories, advisors, memoryWriter },
) => {
  // onRequest: a visitor gets 401 before anything is parsed; the writes add Premium below.
  app.addHook('onRequest', requireUser);

  // Archived advisors too: what they remember stays the user's to read and delete (decision 0191).
  const isKnownAdvisor = async (advisorId: string) => isUuid(advisorId) && (await advisors.findById(advisorId)) !== undefined;

  app.get(
    '/memories',
    { schema: { tags: ['memories'], summary: 'Whether memory is on, and what each advisor remembers of you (newest first)', response: { 200: memoryListSchema } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await memories.list(signedInUser(request).id)),
  );

  app.patch(
    '/memories',
    {
      onRequest: requirePremium,
      schema: {
        tags: ['memories'],
        summary: 'Turn memory on or off; off keeps existing memories out of prompts and writes no new ones',
        body: memorySettingsSchema,
        response: { 200: memoryListSchema },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await memories.setEnabled(userId, request.body.enabled);
      if (!request.body.enabled) await memoryWriter.cancel({ userId });
      return memories.list(userId);
    },
  );

  app.put(
    '/memories/:advisorId',
    {
      onRequest: requirePremium,
      schema: {
        tags: ['memories'],
        summary: 'Write what an advisor remembers of you, in your own words (creates or replaces)',
        params: memoryAdvisorParamsSchema,
        body: updateMemorySchema,
        response: { 200: advisorMemorySchema },
      },
    },
    async (request) => {
      const { advisorId } = request.params;
      if (!(await isKnownAdvisor(advisorId))) throw new ApiError('not_found:advisor');
      const userId = signedInUser(request).id;
      const saved = await memories.save(userId, advisorId, request.body.summary);
      await memoryWriter.cancel({ userId, advisorId });
      return saved;
    },
  );

  // Forgetting stays open to a free user: what was remembered is theirs to delete (see above).
  app.delete(
    '/memories/:advisorId',
    { schema: { tags: ['memories'], summary: 'Make an advisor forget you (idempotent)', params: memoryAdvisorParamsSchema } },
    async (request, reply) => {
      const { advisorId } = request.params;
      if (await isKnownAdvisor(advisorId)) {
        const userId = signedInUser(request).id;
        await memories.remove(userId, advisorId);
        await memoryWriter.cancel({ userId, advisorId });
      }
      return reply.code(204).send();
    },
  );
};
