import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisors } from '../../src/server/db/schema/index.ts';
import { call, startTestServer, type TestServer } from './support/test-server.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

async function nameOnDirectory(server: TestServer, slug: string): Promise<string | undefined> {
  const list = (await call(server, '/api/advisors')).body as { slug: string; name: string }[];
  return list.find((advisor) => advisor.slug === slug)?.name;
}

/** Polls until `read` gives `expected`, and says how long that took. */
async function millisecondsUntil(read: () => Promise<unknown>, expected: unknown, timeoutMs = 5_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if ((await read()) === expected) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`still not ${String(expected)} after ${timeoutMs} ms`);
}

/**
 * Two instances with their own connections to one PostgreSQL database, as behind a load balancer.
 * Each caches the advisor directory for a minute; a change through one reaches the other through
 * LISTEN/NOTIFY within a second.
 */
describe.skipIf(!postgresUrl)('the advisor cache across two instances on PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  let slug: string;

  beforeAll(async () => {
    first = await startTestServer('postgres');
    // Its own pool and listening connection to the first one's database (not a shared handle).
    second = await startTestServer('pglite', { DATABASE_URL: first.config.databaseUrl ?? '' });
    const list = (await call(second, '/api/advisors')).body as { slug: string }[];
    slug = list[0]?.slug ?? '';
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  async function renameThroughFirst(name: string) {
    await first.database.db.update(advisors).set({ name }).where(eq(advisors.slug, slug));
    first.services.advisors.invalidate();
  }

  it("shows the other instance's change within a second, not after the cache's minute", async () => {
    expect(await nameOnDirectory(second, slug)).not.toBe('Renamed Once');
    await renameThroughFirst('Renamed Once');
    expect(await millisecondsUntil(() => nameOnDirectory(second, slug), 'Renamed Once')).toBeLessThan(1_000);
  });

  it('keeps hearing changes after its listening connection was cut (and catches up on what it missed)', async () => {
    expect(await nameOnDirectory(second, slug)).toBe('Renamed Once');
    // Cut every listening connection to this database, as a failover or an idle timeout would.
    const admin = new pg.Client({ connectionString: first.config.databaseUrl });
    await admin.connect();
    const database = new URL(first.config.databaseUrl ?? '').pathname.slice(1);
    const cut = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'wayfinder-notifications'`, [database]);
    // Each instance listens on a connection of its own.
    expect(cut.rowCount).toBe(2);
    // Changed while nobody listens: the reconnect's resync brings it.
    await first.database.db.update(advisors).set({ name: 'Renamed While Away' }).where(eq(advisors.slug, slug));
    expect(await millisecondsUntil(() => nameOnDirectory(second, slug), 'Renamed While Away', 15_000)).toBeLessThan(15_000);
    await renameThroughFirst('Renamed Twice');
    expect(await millisecondsUntil(() => nameOnDirectory(second, slug), 'Renamed Twice')).toBeLessThan(1_000);
    // Only the one advisor was renamed.
    const renamed = await admin.query(`select count(*)::int as count from advisors where name like 'Renamed%'`);
    expect(renamed.rows[0]?.count).toBe(1);
    await admin.end();
  });
});
