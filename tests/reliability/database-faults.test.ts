import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../src/shared/errors.ts';
import { baseEnv, freshDatabase, killAll, preparePremiumUser, rounds, sleep, startServer, type ServerChild, waitReady } from './support/reliability-server.ts';

/**
 * Database faults (issue 26) on PostgreSQL, a database of this test's own: the app's connections
 * are terminated (pg_terminate_backend, found by application_name) and new ones refused
 * (ALLOW_CONNECTIONS false) for a few seconds, then the database comes back. During the cut the
 * app answers 503 quickly (not 500, not a hang) and is not ready; afterwards it recovers by itself,
 * the same process, and every write it acknowledged is stored.
 */
const databaseName = 'wf_reliab_db_faults';
const cuts = rounds(2, 10);
const cutMs = rounds(3_000, 5_000);
/** The longest a request may take during the cut: the pool's 5 s connect bound, and then some. */
const answerWithinMs = 7_000;
const unavailable: ErrorCode = 'unavailable:database';

interface Answer {
  route: string;
  status: number;
  code?: string;
  elapsed: number;
  during: boolean;
}

// PostgreSQL only (TEST_DATABASE_URL, as the API tests; `npm run test:reliability` defaults it to the local server).
describe.runIf(process.env.TEST_DATABASE_URL)('database faults on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let server: ServerChild;
  let cookie: string;

  beforeAll(async () => {
    database = await freshDatabase(databaseName);
    const env = await baseEnv({ DATABASE_URL: database.url });
    cookie = await preparePremiumUser(env);
    server = startServer(env);
    await waitReady(server);
  }, 120_000);

  afterAll(async () => {
    killAll();
    await database?.drop();
  });

  async function cut(): Promise<number> {
    await database.admin.query(`alter database ${databaseName} allow_connections false`);
    const { rows } = await database.admin.query<{ ended: number }>(
      `select count(*)::int as ended from (select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name like 'wayfinder%') as terminated`,
      [databaseName],
    );
    return rows[0]?.ended ?? 0;
  }

  async function restore(): Promise<void> {
    await database.admin.query(`alter database ${databaseName} allow_connections true`);
  }

  it(`answers 503 during ${cuts} cuts of ${cutMs} ms, recovers by itself, and loses nothing it acknowledged`, async () => {
    const pid = server.child.pid;
    const acknowledged: string[] = [];
    const answers: Answer[] = [];
    let cutting = false;
    let stop = false;
    let counter = 0;

    async function timed(route: string, init: RequestInit & { url: string }): Promise<Response | undefined> {
      const during = cutting;
      const started = Date.now();
      try {
        const response = await fetch(init.url, { ...init, signal: AbortSignal.timeout(30_000) });
        const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
        answers.push({ route, status: response.status, elapsed: Date.now() - started, during, ...(body.error?.code ? { code: body.error.code } : {}) });
        return response;
      } catch (error) {
        answers.push({ route, status: 0, elapsed: Date.now() - started, during, code: (error as Error).name });
        return undefined;
      }
    }

    // Writers and readers that never pause, before, during and after each cut.
    const writer = async (id: number) => {
      while (!stop) {
        const email = `db-fault-${id}-${counter++}@example.com`;
        const response = await timed('POST /api/newsletter', {
          url: `${server.url}/api/newsletter`,
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({ email }),
        });
        if (response?.status === 201) acknowledged.push(email);
        await sleep(20);
      }
    };
    const reader = async () => {
      while (!stop) {
        await timed('GET /api/itineraries', { url: `${server.url}/api/itineraries`, headers: { cookie, origin: server.url } });
        await timed('GET /api/health/ready', { url: `${server.url}/api/health/ready` });
        await sleep(50);
      }
    };
    const traffic = Promise.all([writer(0), writer(1), reader()]);

    const recoveries: number[] = [];
    try {
      for (let round = 0; round < cuts; round++) {
        await sleep(1_000);
        cutting = true;
        const ended = await cut();
        expect(ended, 'the app had connections to end').toBeGreaterThan(0);
        await sleep(cutMs);
        await restore();
        cutting = false;
        const restored = Date.now();
        // Recovers by itself: ready again, and a write is acknowledged, without a restart.
        for (;;) {
          const ready = await fetch(`${server.url}/api/health/ready`);
          if (ready.status === 200) break;
          if (Date.now() - restored > 20_000) throw new Error(`not ready 20 s after the database came back:\n${server.output()}`);
          await sleep(100);
        }
        recoveries.push(Date.now() - restored);
      }
      await sleep(1_000);
    } finally {
      stop = true;
      await restore();
      await traffic;
    }

    expect(server.child.exitCode).toBeNull();
    expect(server.child.pid).toBe(pid);

    const duringCut = answers.filter((answer) => answer.during);
    const byStatus = (list: Answer[]) => list.reduce<Record<string, number>>((counts, answer) => ({ ...counts, [`${answer.route} ${answer.status}`]: (counts[`${answer.route} ${answer.status}`] ?? 0) + 1 }), {});
    const slowest = Math.max(...duringCut.map((answer) => answer.elapsed));
    console.log(
      `database faults (${cuts} cuts of ${cutMs} ms): ${answers.length} answers, ${acknowledged.length} writes acknowledged; during the cuts ${JSON.stringify(byStatus(duringCut))}, slowest ${slowest} ms; ready again after ${recoveries.join(', ')} ms`,
    );

    // Never a 500, never a dropped connection, never a hang.
    expect(answers.filter((answer) => answer.status === 0 || (answer.status >= 500 && answer.status !== 503))).toEqual([]);
    expect(slowest).toBeLessThan(answerWithinMs);
    // During a cut: the database routes answer 503 unavailable:database, and readiness fails.
    const refused = duringCut.filter((answer) => answer.status === 503 && answer.route !== 'GET /api/health/ready');
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(answer.code).toBe(unavailable);
    expect(duringCut.some((answer) => answer.route === 'GET /api/health/ready' && answer.status === 503)).toBe(true);

    // Nothing acknowledged was lost.
    const stored = await storedEmails(database.url);
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
  }, 60_000 + cuts * (cutMs + 25_000));
});

async function storedEmails(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>('select email from mailing_list');
    return new Set(rows.map((row) => row.email));
  } finally {
    await client.end();
  }
}
