import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth-secret.ts';

describe('resolveAuthSecret', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('prefers AUTH_SECRET', () => {
    expect(resolveAuthSecret({ authSecret: 'x'.repeat(40), dataDir: '/nonexistent' })).toBe('x'.repeat(40));
  });

  it('generates a secret once, keeps it private and reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wayfinder-secret-'));
    dirs.push(dir);
    const first = resolveAuthSecret({ authSecret: undefined, dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ authSecret: undefined, dataDir: dir })).toBe(first);
  });

  it('gives a throwaway database a throwaway secret', () => {
    const a = resolveAuthSecret({ authSecret: undefined, dataDir: 'memory://' });
    const b = resolveAuthSecret({ authSecret: undefined, dataDir: 'memory://' });
    expect(a).not.toBe(b);
  });
});
