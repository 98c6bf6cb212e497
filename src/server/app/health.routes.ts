import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.ts';

/** How long readiness waits for the database or Redis before it calls them away. */
const dependencyTimeoutMs = 2_000;

const dependencyState = z.enum(['ok', 'down', 'off']);
const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready', 'draining']),
  database: dependencyState,
  redis: dependencyState,
});

/** Resolves to whether `check` answered in time; never throws. */
async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), dependencyTimeoutMs);
  });
  try {
    return await Promise.race([check().then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface HealthOptions {
  database: DatabaseHandle;
  /** The shared limits' connection when REDIS_URL is set: every instance counts on it. */
  redis: Redis | undefined;
}

/**
 * Health, outside the API limit. `live`: the process answers (restart it if not). `ready`: send it
 * traffic; the database and Redis answer, and it is not shutting down. The server listens only once
 * migrations have run, so an instance that is migrating is not ready either: it does not answer.
 * `/health` is the older combined check (the database), kept for the scripts and monitors that use it.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { database, redis }) => {
  let draining = false;
  // Set as soon as close() begins: a load balancer stops sending new requests while the ones in
  // flight and the open streams finish.
  app.addHook('preClose', async () => {
    draining = true;
  });
  const config = { rateLimit: false };

  app.get(
    '/health',
    {
      schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) } },
      config,
    },
    async () => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: database.kind };
    },
  );

  app.get(
    '/health/live',
    { schema: { tags: ['system'], summary: 'The process answers (no dependency is checked)', response: { 200: z.object({ status: z.literal('ok') }) } }, config },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Ready for traffic: the database and Redis (when configured) answer, and the instance is not shutting down; 503 otherwise',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
      config,
    },
    async (_request, reply) => {
      const [databaseUp, redisUp] = await Promise.all([answers(() => database.db.execute(sql`select 1`)), redis ? answers(() => redis.ping()) : Promise.resolve(undefined)]);
      const state = {
        database: databaseUp ? ('ok' as const) : ('down' as const),
        redis: redisUp === undefined ? ('off' as const) : redisUp ? ('ok' as const) : ('down' as const),
      };
      const status = draining ? ('draining' as const) : databaseUp && redisUp !== false ? ('ready' as const) : ('not_ready' as const);
      return reply
        .code(status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status, ...state });
    },
  );
};
