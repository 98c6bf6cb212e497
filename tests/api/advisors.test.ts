import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { advisors } from '../../src/server/db/schema/index.ts';
import { seedAdvisorCatalog } from '../../src/server/advisors/seed.ts';
import { seedAdvisors } from '../../src/server/advisors/seed-advisors.ts';
import { advisorListSchema } from '../../src/shared/advisors/advisor.schema.ts';
import { ethosCategories } from '../../src/shared/advisors/ethos.ts';
import { backends, call, startTestServer, type TestServer } from './support/test-server.ts';

describe.each(backends)('advisors API on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists every seeded advisor ordered by name, with tags and methods, matching the contract', async () => {
    const response = await call(server, '/api/advisors');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const list = advisorListSchema.parse(response.body);
    expect(list).toHaveLength(seedAdvisors.length);
    const names = list.map((advisor) => advisor.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const advisor of list) {
      expect(advisor.tags.length).toBeGreaterThanOrEqual(3);
      expect(advisor.methods.length).toBeGreaterThanOrEqual(2);
      expect(advisor).not.toHaveProperty('systemPrompt');
    }
  });

  it('ships content across the ten ethos categories and each non-Available status', async () => {
    const list = advisorListSchema.parse((await call(server, '/api/advisors')).body);
    expect(list.length).toBeGreaterThanOrEqual(12);
    const ethos = new Set(list.map((advisor) => advisor.ethos));
    for (const category of ethosCategories) expect(ethos).toContain(category.title);
    const statuses = list.map((advisor) => advisor.status);
    for (const status of ['training', 'testing', 'developing']) expect(statuses).toContain(status);
  });

  it('finds one advisor by slug and answers 404 for an unknown one', async () => {
    const found = await call(server, '/api/advisors/maren');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ slug: 'maren', name: 'Maren' });
    const missing = await call(server, '/api/advisors/no-such-advisor');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: 'not_found:advisor', message: 'Advisor not found.' } });
  });

  it('seeds idempotently and keeps what an admin changed', async () => {
    await server.database.db.update(advisors).set({ about: 'Edited by an admin.' }).where(eq(advisors.slug, 'maren'));
    const added = await seedAdvisorCatalog(server.database.db);
    expect(added).toBe(0);
    const rows = await server.database.db.select({ about: advisors.about }).from(advisors).where(eq(advisors.slug, 'maren'));
    expect(rows).toEqual([{ about: 'Edited by an admin.' }]);
    const list = advisorListSchema.parse((await call(server, '/api/advisors')).body);
    expect(list).toHaveLength(seedAdvisors.length);
  });

  it('serves the list from memory until advisors change', async () => {
    const before = (await call(server, '/api/advisors')).body as { slug: string; about: string }[];
    await server.database.db.update(advisors).set({ about: 'Changed behind the cache.' }).where(eq(advisors.slug, 'theo'));
    const cached = (await call(server, '/api/advisors')).body as { slug: string; about: string }[];
    expect(cached.find((advisor) => advisor.slug === 'theo')?.about).toBe(before.find((advisor) => advisor.slug === 'theo')?.about);
    server.services.advisors.invalidate();
    const fresh = (await call(server, '/api/advisors')).body as { slug: string; about: string }[];
    expect(fresh.find((advisor) => advisor.slug === 'theo')?.about).toBe('Changed behind the cache.');
  });

  it('rejects slugs that are too long with a structured error', async () => {
    const overSchema = await call(server, `/api/advisors/${'a'.repeat(201)}`);
    expect(overSchema.status).toBe(400);
    expect(overSchema.body.error.code).toBe('bad_request:validation');
    // Past Fastify's parameter limit the router itself refuses the URL.
    const overRouter = await call(server, `/api/advisors/${'a'.repeat(300)}`);
    expect(overRouter.status).toBe(414);
    expect(overRouter.body.error.code).toBe('bad_request:validation');
  });
});
