/**
 * `npm run build`'s step that makes the new embedded database every first start copies
 * (src/server/db/database-template.ts, decision 0220): PGlite creates it and the migrations run,
 * here rather than in the server. Skipped when dist/database-template already fits this checkout.
 * `node scripts/build-database-template.ts [dir]` writes it elsewhere.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteStartParams } from '../src/server/db/client.ts';
import {
  defaultTemplateDir,
  installedPgliteVersion,
  journalMigrations,
  migrationsFolder,
  pgliteFolder,
  readTemplateManifest,
  writeTemplateManifest,
} from '../src/server/db/database-template.ts';

const templateDir = process.argv[2] ? path.resolve(process.argv[2]) : defaultTemplateDir;
const wanted = { pglite: installedPgliteVersion(), migrations: journalMigrations() };
const existing = readTemplateManifest(templateDir);

if (existing && existing.pglite === wanted.pglite && existing.migrations.join() === wanted.migrations.join()) {
  console.log(`Database template: ${path.relative(process.cwd(), templateDir)} is current (PGlite ${wanted.pglite}, ${wanted.migrations.length} migrations)`);
} else {
  const started = Date.now();
  const partial = `${templateDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const client = await PGlite.create(path.join(partial, pgliteFolder), { startParams: pgliteStartParams });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    await client.exec('CHECKPOINT');
  } finally {
    await client.close();
  }
  writeTemplateManifest(partial, wanted);
  if (existsSync(templateDir)) rmSync(templateDir, { recursive: true, force: true });
  renameSync(partial, templateDir);
  console.log(`Database template: made ${path.relative(process.cwd(), templateDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s (PGlite ${wanted.pglite}, ${wanted.migrations.length} migrations)`);
}
