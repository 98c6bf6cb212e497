import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensurePrivateDataDir } from './private-data-dir.ts';

const parents: string[] = [];
function scratch(): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'wayfinder-data-'));
  parents.push(parent);
  return parent;
}
const modeOf = (dir: string) => statSync(dir).mode & 0o777;

afterEach(() => {
  for (const parent of parents.splice(0)) rmSync(parent, { recursive: true, force: true });
});

describe('ensurePrivateDataDir', () => {
  it('creates the data directory for its owner only, whatever the umask', () => {
    const previous = process.umask(0o022);
    try {
      const dataDir = path.join(scratch(), 'data');
      ensurePrivateDataDir(dataDir);
      expect(modeOf(dataDir)).toBe(0o700);
    } finally {
      process.umask(previous);
    }
  });

  it('closes a data directory that an earlier start left open to everyone', () => {
    const dataDir = path.join(scratch(), 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    ensurePrivateDataDir(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
  });
});
