import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { faqEntries } from './schema/index.ts';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client.ts';
import {
  copyTemplateIfNew,
  installedPgliteVersion,
  journalMigrations,
  pgliteFolder,
  readTemplateManifest,
  templateFits,
  writeTemplateManifest,
} from './database-template.ts';
import { statementRows } from './statement-rows.ts';

const folders: string[] = [];
const tempFolder = (prefix: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A template of plain files: enough to follow the copy, not a database. */
function fakeTemplate(manifest = { pglite: installedPgliteVersion(), migrations: journalMigrations() }): string {
  const template = tempFolder('wf-template-');
  mkdirSync(path.join(template, pgliteFolder, 'base'), { recursive: true });
  writeFileSync(path.join(template, pgliteFolder, 'PG_VERSION'), '17\n');
  writeFileSync(path.join(template, pgliteFolder, 'base', 'table'), 'rows');
  writeTemplateManifest(template, manifest);
  return template;
}

describe('templateFits', () => {
  const migrations = ['0000_init', '0001_accounts', '0002_chat'];
  it('takes a template made by this PGlite with the same migrations or fewer, in order', () => {
    expect(templateFits({ pglite: '0.5.16', migrations }, '0.5.16', migrations)).toBe(true);
    expect(templateFits({ pglite: '0.5.16', migrations: migrations.slice(0, 2) }, '0.5.16', migrations)).toBe(true);
  });
  it('refuses another PGlite, a migration this checkout lacks, or another order', () => {
    expect(templateFits({ pglite: '0.5.15', migrations }, '0.5.16', migrations)).toBe(false);
    expect(templateFits({ pglite: '0.5.16', migrations: [...migrations, '0003_new'] }, '0.5.16', migrations)).toBe(false);
    expect(templateFits({ pglite: '0.5.16', migrations: ['0001_accounts'] }, '0.5.16', migrations)).toBe(false);
  });
});

describe('copyTemplateIfNew', () => {
  it('copies the template into a data directory that has no database', () => {
    const dataDir = path.join(tempFolder('wf-data-'), 'data');
    expect(copyTemplateIfNew(dataDir, fakeTemplate())).toBe('copied');
    expect(existsSync(path.join(dataDir, pgliteFolder, 'base', 'table'))).toBe(true);
    expect(existsSync(path.join(dataDir, `${pgliteFolder}.partial`))).toBe(false);
  });

  it('leaves an existing database alone', () => {
    const dataDir = tempFolder('wf-data-');
    mkdirSync(path.join(dataDir, pgliteFolder));
    writeFileSync(path.join(dataDir, pgliteFolder, 'PG_VERSION'), '17\n');
    expect(copyTemplateIfNew(dataDir, fakeTemplate())).toBe('existing-database');
    expect(readdirSync(path.join(dataDir, pgliteFolder))).toEqual(['PG_VERSION']);
  });

  it('replaces a copy that a killed start left half done', () => {
    const dataDir = tempFolder('wf-data-');
    mkdirSync(path.join(dataDir, `${pgliteFolder}.partial`));
    writeFileSync(path.join(dataDir, `${pgliteFolder}.partial`, 'half'), '');
    expect(copyTemplateIfNew(dataDir, fakeTemplate())).toBe('copied');
    expect(existsSync(path.join(dataDir, pgliteFolder, 'half'))).toBe(false);
    expect(existsSync(path.join(dataDir, `${pgliteFolder}.partial`))).toBe(false);
  });

  it('does without a template that is missing, unfinished or made by another PGlite', () => {
    const dataDir = tempFolder('wf-data-');
    expect(copyTemplateIfNew(dataDir, path.join(dataDir, 'nowhere'))).toBe('no-template');
    const unfinished = fakeTemplate();
    rmSync(path.join(unfinished, 'template.json'));
    expect(readTemplateManifest(unfinished)).toBeUndefined();
    expect(copyTemplateIfNew(dataDir, unfinished)).toBe('no-template');
    expect(copyTemplateIfNew(dataDir, fakeTemplate({ pglite: '0.0.1', migrations: journalMigrations() }))).toBe('no-template');
    expect(existsSync(path.join(dataDir, pgliteFolder))).toBe(false);
  });
});

describe('the template npm run build makes', () => {
  it('opens as a migrated database in a new data directory, and takes writes', { timeout: 120_000 }, async () => {
    const template = path.join(tempFolder('wf-template-real-'), 'template');
    // Its own process, as in the build: creating a database holds several hundred MB until it exits.
    const build = spawnSync(process.execPath, ['--liftoff-only', 'scripts/build-database-template.ts', template], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    expect(readTemplateManifest(template)?.migrations).toEqual(journalMigrations());

    const dataDir = tempFolder('wf-data-real-');
    expect(copyTemplateIfNew(dataDir, template)).toBe('copied');
    const database = await openDatabase({ dataDir, log: { warn() {} } });
    try {
      await database.migrate();
      const applied = await statementRows<{ count: number }>(database.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      expect(applied[0]?.count).toBe(journalMigrations().length);
      await database.db.insert(faqEntries).values({ slug: 'where', question: 'Where?', answer: 'Here.', position: 1 });
      const saved = await database.db.select({ question: faqEntries.question }).from(faqEntries);
      expect(saved).toEqual([{ question: 'Where?' }]);
    } finally {
      await database.close();
    }
  });
});
