import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

describe('acquireDataDirLock', () => {
  it('writes our pid and removes the file on release', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wf-lock-'));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'wayfinder.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(() => readFileSync(path.join(dir, 'wayfinder.lock'))).toThrow();
  });

  it('refuses a directory held by a live process, naming it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wf-lock-'));
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'wayfinder.lock'), String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`in use by another process \\(pid ${holder.pid}\\)`));
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wf-lock-'));
    writeFileSync(path.join(dir, 'wayfinder.lock'), '999999999');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'wayfinder.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
