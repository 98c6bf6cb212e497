import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/architecture.md opens with the house map: a drawing, then each folder with its one job, in
 * blocks headed `src/server/` and `src/client/`, whose entries are indented `name/  job` lines
 * (client features one level deeper, under `features/`). The folders on disk and the map must
 * name the same folders, so a new one cannot be added, or an old one removed, without the map.
 */
const root = path.resolve(import.meta.dirname, '..');
const foldersIn = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The map: everything before the page's first `## ` heading. */
function mapSection(): string {
  const page = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const end = page.search(/^## /m);
  return end === -1 ? page : page.slice(0, end);
}

/** The folders the map gives a job, by block: `server` and `client features`. */
function mappedFolders(map: string): { server: string[]; clientFeatures: string[] } {
  const server: string[] = [];
  const clientFeatures: string[] = [];
  let block: 'server' | 'client' | undefined;
  let inFeatures = false;
  for (const line of map.split('\n')) {
    if (/^\S/.test(line)) {
      block = line.startsWith('src/server/') ? 'server' : line.startsWith('src/client/') ? 'client' : undefined;
      inFeatures = false;
      continue;
    }
    const entry = /^( +)([a-z][a-z0-9-]*)\/(\s|$)/.exec(line);
    if (!entry?.[1] || !entry[2]) continue;
    const depth = entry[1].length;
    if (block === 'server' && depth === 2) server.push(entry[2]);
    if (block === 'client' && depth === 2) inFeatures = entry[2] === 'features';
    if (block === 'client' && depth > 2 && inFeatures) clientFeatures.push(entry[2]);
  }
  return { server: server.sort(), clientFeatures: clientFeatures.sort() };
}

describe('the house map (docs/architecture.md)', () => {
  const map = mapSection();

  it('opens with a drawing', () => {
    expect(map).toMatch(/^# [^\n]+\n+```\n/);
    expect(map).toContain('▶');
  });

  it('gives every folder under src/server/ its job, and no folder that is gone', () => {
    expect(mappedFolders(map).server).toEqual(foldersIn('src/server'));
  });

  it('gives every folder under src/client/features/ its job, and no folder that is gone', () => {
    expect(mappedFolders(map).clientFeatures).toEqual(foldersIn('src/client/features'));
  });

  it('names src/shared/ and each of its folders in its entry', () => {
    const shared = /^src\/shared\/[^\n]*(\n[ \t]+[^\n]*)*/m.exec(map)?.[0] ?? '';
    expect(shared).not.toBe('');
    for (const folder of foldersIn('src/shared')) expect(shared, folder).toMatch(new RegExp(`\\b${folder}\\b`));
  });
});
