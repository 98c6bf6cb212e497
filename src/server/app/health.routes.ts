import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.ts';

/** GET /health: the process answers, and the database with it; outside the API limit. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) } },
      config: { rateLimit: false },
    },
    async () => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: database.kind };
    },
  );
};
