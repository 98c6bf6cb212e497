import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A new embedded database, made once by `npm run build` rather than by the server's first start.
 *
 * PGlite creates a database by running PostgreSQL's `initdb` and a second PostgreSQL, both in
 * WebAssembly, inside the process: about 550 MB for a few seconds, which V8 gives back only when it
 * collects them. A server whose first start did that held 380-450 MB at idle and peaked at 750-820
 * MB, against 310-340 and 340-370 on every later start (docs/performance.md). Copying a database
 * that the build created and migrated costs a file copy, so every start is a restart (decision 0217).
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const migrationsFolder = path.join(repoRoot, 'drizzle');
/** Where `npm run build` leaves the template (scripts/build-database-template.ts). */
export const defaultTemplateDir = path.join(repoRoot, 'dist', 'database-template');
/** The data directory's PostgreSQL files, inside DATA_DIR. */
export const pgliteFolder = 'pglite';
const manifestFile = 'template.json';

export interface TemplateManifest {
  /** The PGlite that made it: another version's files may not open. */
  pglite: string;
  /** The migrations applied to it, in order. */
  migrations: string[];
}

export function installedPgliteVersion(): string {
  // The package exports no ./package.json: walk up from its entry to the manifest that names it.
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifestPath = path.join(folder, 'package.json');
    if (existsSync(manifestPath)) {
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === '@electric-sql/pglite' && manifest.version) return manifest.version;
    }
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('the installed @electric-sql/pglite has no package.json');
    folder = parent;
  }
}

/** The migration tags this checkout has, in the order drizzle applies them. */
export function journalMigrations(folder = migrationsFolder): string[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

/**
 * Whether a template can stand in for a new database here: made by this PGlite, with migrations
 * that this checkout also has, in the same order (the server applies any newer ones as usual).
 */
export function templateFits(manifest: TemplateManifest, pglite: string, migrations: string[]): boolean {
  if (manifest.pglite !== pglite) return false;
  if (manifest.migrations.length > migrations.length) return false;
  return manifest.migrations.every((tag, index) => migrations[index] === tag);
}

export function readTemplateManifest(templateDir: string): TemplateManifest | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.join(templateDir, manifestFile), 'utf8')) as Partial<TemplateManifest>;
    if (typeof manifest.pglite !== 'string' || !Array.isArray(manifest.migrations)) return undefined;
    if (!existsSync(path.join(templateDir, pgliteFolder, 'PG_VERSION'))) return undefined;
    return { pglite: manifest.pglite, migrations: manifest.migrations.map(String) };
  } catch {
    return undefined;
  }
}

export type TemplateUse = 'existing-database' | 'copied' | 'no-template';

/**
 * Gives DATA_DIR a database copied from the template when it has none yet. The copy goes to a
 * folder beside it and is renamed into place, so a start killed mid-copy leaves no half database
 * behind: the next start finds no database and copies again. Without a fitting template, PGlite
 * creates the database itself, as before.
 */
export function copyTemplateIfNew(dataDir: string, templateDir = defaultTemplateDir): TemplateUse {
  const target = path.join(dataDir, pgliteFolder);
  if (existsSync(target)) return 'existing-database';
  const manifest = readTemplateManifest(templateDir);
  if (!manifest || !templateFits(manifest, installedPgliteVersion(), journalMigrations())) return 'no-template';
  const partial = `${target}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  cpSync(path.join(templateDir, pgliteFolder), partial, { recursive: true });
  renameSync(partial, target);
  return 'copied';
}

/** Records what a freshly built template holds; written last, so a template without it is unfinished. */
export function writeTemplateManifest(templateDir: string, manifest: TemplateManifest): void {
  writeFileSync(path.join(templateDir, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
}
