import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, startTestServer, type TestServer } from './support/test-server.ts';

/** GET /api/health/live and /api/health/ready: what a load balancer and an orchestrator ask. */
describe.each(backends)('health on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is live, and ready with the database answering and no Redis configured', async () => {
    const live = await call(server, '/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await call(server, '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'ok', redis: 'off' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('is ready with Redis when Redis answers', async () => {
    const withRedis = await startTestServer(backend, { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `health-${randomBytes(4).toString('hex')}:` });
    try {
      const ready = await call(withRedis, '/api/health/ready');
      expect(ready.body).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
    } finally {
      await withRedis.close();
    }
  });

  it('is not ready, within seconds, when Redis is away, yet stays live', async () => {
    // Nothing listens on port 1: every instance would count its limits alone, so no traffic.
    const noRedis = await startTestServer(backend, { REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: 'health-away:' });
    try {
      const started = Date.now();
      const ready = await call(noRedis, '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'not_ready', database: 'ok', redis: 'down' });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect((await call(noRedis, '/api/health/live')).status).toBe(200);
    } finally {
      await noRedis.close();
    }
  });

  it('is not ready when the database is away', async () => {
    const second = await startTestServer(backend);
    try {
      await second.database.close();
      const ready = await call(second, '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'not_ready', database: 'down' });
      expect((await call(second, '/api/health/live')).status).toBe(200);
    } finally {
      await second.close().catch(() => {});
    }
  });
});
