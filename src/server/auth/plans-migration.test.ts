import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema/index.ts';
import { effectivePlanSql, premiumUntilSql } from './plans.ts';

const drizzleFolder = path.resolve(import.meta.dirname, '../../../drizzle');
const migration = '0013_subscriptions';

/** The migrations as they stood before the plan left the user row. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'wf-migrations-'));
  cpSync(drizzleFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === tag));
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe(`migration ${migration}`, () => {
  const folder = migrationsBefore(migration);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('turns each Premium user into a manual subscription with the same end, an ended grant into history', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: folder });
      const future = new Date(Date.now() + 7 * 24 * 3600 * 1000);
      const past = new Date(Date.now() - 24 * 3600 * 1000);
      for (const [id, plan, until] of [
        ['free', 'free', null],
        ['forever', 'premium', null],
        ['next-week', 'premium', future],
        ['lapsed', 'premium', past],
      ] as const) {
        await db.execute(sql`insert into "user" (id, name, email, plan, premium_until) values (${id}, ${id}, ${`${id}@example.com`}, ${plan}, ${until})`);
      }
      for (const statement of readFileSync(path.join(drizzleFolder, `${migration}.sql`), 'utf8').split('--> statement-breakpoint')) {
        await db.execute(sql.raw(statement));
      }
      const userId = sql`${user}.id`;
      const rows = await db.select({ id: user.id, plan: effectivePlanSql(userId), premiumUntil: premiumUntilSql(userId) }).from(user).orderBy(user.id);
      expect(rows).toEqual([
        { id: 'forever', plan: 'premium', premiumUntil: null },
        { id: 'free', plan: 'free', premiumUntil: null },
        { id: 'lapsed', plan: 'free', premiumUntil: null },
        { id: 'next-week', plan: 'premium', premiumUntil: future },
      ]);
      const history = await db.execute<{ user_id: string; status: string; provider: string }>(sql`select user_id, status, provider from subscriptions order by user_id`);
      expect(history.rows).toEqual([
        { user_id: 'forever', status: 'active', provider: 'manual' },
        { user_id: 'lapsed', status: 'ended', provider: 'manual' },
        { user_id: 'next-week', status: 'active', provider: 'manual' },
      ]);
    } finally {
      await client.close();
    }
  }, 60_000);
});
