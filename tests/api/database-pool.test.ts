import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('the PostgreSQL pool', () => {
  it('logs an idle connection that the server ends, and carries on with a new one', async () => {
    const lines: { object: object; message: string }[] = [];
    const database = await openDatabase({
      databaseUrl: serverUrl,
      dataDir: 'memory://',
      log: { warn: (object, message) => lines.push({ object, message }) },
    });
    try {
      const result = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
      const pid = result.rows[0]?.pid;
      expect(pid).toBeTypeOf('number');
      // As a restart or a failover would: the server ends the pool's idle connection.
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [pid]);
      } finally {
        await admin.end();
      }
      for (let attempt = 0; attempt < 100 && lines.length === 0; attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(lines).toHaveLength(1);
      expect(lines[0]?.message).toMatch(/idle database connection ended/);
      expect(lines[0]?.object).toMatchObject({ source: 'database', err: expect.any(Error) });
      const again = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
