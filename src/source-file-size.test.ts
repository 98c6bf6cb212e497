import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The rule of the house: small modules with one job, no source file over 300 lines outside
 * components/ui and data files (docs/architecture.md). Tests are not counted.
 */
const maxLines = 300;
const src = import.meta.dirname;

/** shadcn-style primitives, kept as generated so that they can be compared with upstream. */
const uiPrimitives = 'client/components/ui/';

/** A file named `*.data.ts` holds data by its name (offline-planner.data.ts, method-bank.data.ts). */
const isDataByName = (file: string) => file.endsWith('.data.ts');

/** Data files without the suffix, each with the reason it is data. */
const dataFiles: Record<string, string> = {
  'server/safety/crisis-lexicon.ts': "the crisis check's rules and word groups as tables (docs/safety.md); one small helper merges the groups",
  'server/safety/normalize-vocabulary.ts': "the word lists normalizeMessage reads (key words, spelling fixes, leetspeak), nothing else",
};


function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(src).map((file) => path.relative(src, file).split(path.sep).join('/'));
const lineCount = (file: string) => readFileSync(path.join(src, file), 'utf8').split('\n').length - 1;

describe('the size of a source file', () => {
  it('is at most 300 lines outside components/ui and data files', () => {
    const counted = files.filter((file) => !file.startsWith(uiPrimitives) && !isDataByName(file) && !(file in dataFiles));
    expect(counted.length).toBeGreaterThan(100);
    const tooLong = counted.map((file) => ({ file, lines: lineCount(file) })).filter(({ lines }) => lines > maxLines);
    expect(tooLong).toEqual([]);
  });

  it('lists only files that exist, and data files that hold data', () => {
    for (const file of Object.keys(dataFiles)) expect(files, file).toContain(file);
    // A data file exports tables, not behaviour: at most a helper to build them.
    for (const file of Object.keys(dataFiles)) {
      const functions = readFileSync(path.join(src, file), 'utf8').match(/^(export )?(async )?function /gm) ?? [];
      expect(functions.length, file).toBeLessThanOrEqual(1);
    }
  });
});
